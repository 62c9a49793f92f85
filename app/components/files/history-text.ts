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
  const tasks = [...new Set(conflicts.map((conflict) => conflict.taskName))];
  const names = tasks.length <= 2 ? tasks.join(" and ") : `${tasks.slice(0, -1).join(", ")} and ${tasks.at(-1)}`;
  const count = `${conflicts.length} conflict${conflicts.length === 1 ? "" : "s"}`;
  return `A re-run of ${names} changed files you edited: ${count}`;
}
