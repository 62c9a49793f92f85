import type { z } from "zod";
import type { CheckpointKind, diffHunkSchema, MergeConflict } from "../../../workers/contract/files";

type DiffHunk = z.infer<typeof diffHunkSchema>;

/** One line of a hunk as it shows: added, removed or unchanged, with its number on each side. */
export interface DiffLine {
  kind: "added" | "removed" | "same";
  oldNumber: number | null;
  newNumber: number | null;
  text: string;
}

/** The hunk's lines numbered: a removed line counts on the old side, an added one on the new side. */
export function diffLines(hunk: DiffHunk): DiffLine[] {
  let oldNumber = hunk.oldStart;
  let newNumber = hunk.newStart;
  return hunk.lines.map((line) => {
    const text = line.slice(1);
    if (line.startsWith("+")) return { kind: "added", oldNumber: null, newNumber: newNumber++, text };
    if (line.startsWith("-")) return { kind: "removed", oldNumber: oldNumber++, newNumber: null, text };
    return { kind: "same", oldNumber: oldNumber++, newNumber: newNumber++, text };
  });
}

/** A hunk's header, as unified diffs write it. */
export function hunkHeader(hunk: DiffHunk): string {
  return `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
}

/** The line under a file's hunks when the server left some out (past its per-file bound). */
export function omittedText(omittedLines: number): string {
  return `${omittedLines.toLocaleString("en-US")} more changed line${omittedLines === 1 ? "" : "s"} not shown`;
}

const KINDS: Record<CheckpointKind, string> = {
  baseline: "first files",
  task: "task",
  model: "model",
  user: "edit",
  restore: "restore",
  merge: "merge",
  cursor: "Cursor",
};

/** What made a checkpoint, in a word. */
export function kindLabel(kind: CheckpointKind): string {
  return KINDS[kind];
}

/** How much the history stores, in kilobytes: one decimal under 10 KB. */
export function formatKb(bytes: number): string {
  const kb = bytes / 1024;
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb).toLocaleString("en-US")} KB`;
}

/** The notice over the panel: which task's re-run changed the user's files, and how many conflicts it left. */
export function conflictNotice(conflicts: readonly Pick<MergeConflict, "taskName">[]): string {
  const count = `${conflicts.length} conflict${conflicts.length === 1 ? "" : "s"}`;
  return `A re-run of ${listOf([...new Set(conflicts.map((conflict) => conflict.taskName))])} changed files you edited: ${count}`;
}

/**
 * The question before the panel closes over unsaved work: the open file's edits, merged versions of
 * conflicts not saved yet (by path), or both.
 */
export function closeQuestion(fileDirty: boolean, mergedPaths: readonly string[]): string {
  const merged = mergedPaths.length === 0 ? "" : `the merged version${mergedPaths.length === 1 ? "" : "s"} of ${listOf(mergedPaths)}`;
  if (!merged) return "The open file has unsaved changes. Close the panel and discard them?";
  if (fileDirty) return `The open file and ${merged} have unsaved changes. Close the panel and discard them?`;
  const one = mergedPaths.length === 1;
  return `${merged.charAt(0).toUpperCase()}${merged.slice(1)} ${one ? "is" : "are"} not saved. Close the panel and discard ${one ? "it" : "them"}?`;
}

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
