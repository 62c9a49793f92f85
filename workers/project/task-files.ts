import { blobContents, commitFiles, currentFiles, deletedByHand, filesAt, projectLimitProblem, type CheckpointMeta, type FileWrite, type NewConflict } from "../db/checkpoints";
import type { Db } from "../db/client";
import type { TaskRow } from "../db/schema";
import type { Checkpoint } from "../contract/files";
import type { FileToWrite } from "../contract/queue";
import { mergeThreeWay } from "../engine/merge/three-way";

/** What writing a task's files did to files that had been edited since their generator last wrote them. */
export interface TaskFilesOutcome {
  checkpoint: Checkpoint | null;
  /** Edited files the generator's new output was merged into cleanly. */
  merged: string[];
  /** Edited files whose merge conflicts: the edited version stays, the conflict waits for the owner. */
  conflicts: string[];
  /** Edited files the generator no longer writes: kept, not deleted. */
  kept: string[];
  /** Files deleted by hand that the generator writes again: left deleted. */
  stillDeleted: string[];
}

type StoredRow = Awaited<ReturnType<typeof currentFiles>> extends Map<string, infer Row> ? Row : never;

/** The generator's last output for a stored file: its base; a row from before checkpoints is the generator's own. */
function baseOf(row: StoredRow, bases: Map<string, string>): string | null {
  if (row.baseHash) return bases.get(row.baseHash) ?? null;
  return row.storedHash === null ? row.content : null;
}

/**
 * A task's files become the current files, as one checkpoint. A file nobody edited since its generator last
 * wrote it is replaced; an edited one (by the owner, the model, Cursor) is merged three ways with the
 * generator's previous output as the base, so the edit stays: a clean merge is stored, a conflict keeps the
 * edited version and is recorded for the owner to pick. `earlier` are the ids of the tasks that ran the same
 * generator before (a re-run): the paths they wrote and this run no longer writes are deleted, unless edited.
 */
export async function commitTaskFiles(db: Db, projectId: string, task: TaskRow, files: readonly FileToWrite[], earlier: readonly string[] = []): Promise<TaskFilesOutcome> {
  const current = await currentFiles(db, projectId);
  const bases = await blobContents(
    db,
    projectId,
    [...current.values()].flatMap((row) => (row.baseHash ? [row.baseHash] : [])),
  );
  const writes: FileWrite[] = [];
  const conflicts: NewConflict[] = [];
  const outcome: TaskFilesOutcome = { checkpoint: null, merged: [], conflicts: [], kept: [], stillDeleted: [] };
  const written = new Set<string>();
  const deleted = await deletedByHand(db, projectId, files.filter((file) => !current.has(file.path)).map((file) => file.path));
  for (const file of files) {
    written.add(file.path);
    const row = current.get(file.path);
    const owned = { type: file.type, category: file.category, taskId: task.id, base: file.content };
    if (!row && deleted.has(file.path)) {
      // Deleted (or renamed away) by hand: a re-run does not bring it back.
      outcome.stillDeleted.push(file.path);
      continue;
    }
    if (!row) {
      writes.push({ path: file.path, content: file.content, ...owned });
      continue;
    }
    const base = baseOf(row, bases);
    const merge = mergeThreeWay(base, row.content, file.content);
    if (merge.kind === "clean") {
      writes.push({ path: file.path, content: merge.content, ...owned });
      if (merge.content !== file.content) outcome.merged.push(file.path);
    } else {
      // The edited version stays; the generator's output is the base of the next merge.
      writes.push({ path: file.path, content: row.content, ...owned });
      conflicts.push({ path: file.path, taskName: task.name, base, mine: row.content, generated: file.content });
      outcome.conflicts.push(file.path);
    }
  }
  const before = new Set(earlier);
  for (const row of current.values()) {
    if (written.has(row.path) || !row.taskId || !before.has(row.taskId)) continue;
    if (row.content === baseOf(row, bases)) writes.push({ path: row.path, content: null });
    else outcome.kept.push(row.path);
  }
  const edited = outcome.merged.length + outcome.conflicts.length > 0 ? " (merged with edits)" : "";
  outcome.checkpoint = await commitFiles(db, projectId, { kind: "task", actor: task.agentType, reason: `${task.name}${edited}`, taskId: task.id }, writes, conflicts);
  return outcome;
}

/** The lines a task's response gets about the edits its files met; none when there were none. */
export function describeTaskFiles(outcome: TaskFilesOutcome): string[] {
  const list = (paths: string[]) => paths.slice(0, 8).join(", ") + (paths.length > 8 ? ` and ${paths.length - 8} more` : "");
  const lines: string[] = [];
  if (outcome.merged.length > 0) lines.push(`Merged the generator's changes into your edited ${list(outcome.merged)}: your edits are kept.`);
  if (outcome.conflicts.length > 0) {
    lines.push(
      `Conflicts in ${list(outcome.conflicts)}: the generator changed lines you edited, so your version is kept. ` +
        "Pick a side (or edit the result) under Conflicts in the Project Files panel.",
    );
  }
  if (outcome.kept.length > 0) lines.push(`Kept your edited ${list(outcome.kept)}, which the generator no longer writes.`);
  if (outcome.stillDeleted.length > 0) lines.push(`Left ${list(outcome.stillDeleted)} deleted, as it was deleted by hand; restore it from the history to have it back.`);
  return lines;
}

/**
 * Changes made elsewhere (a Cursor agent's branch) come back as one checkpoint. `baseSeq` is the checkpoint they
 * started from: a file changed here since then too is merged three ways (a conflict keeps the version here and
 * is recorded for the owner); a file not changed here takes the branch's version. A branch's deletion of a
 * file changed here since is not applied (the file is kept, and said so).
 */
export async function commitOutsideChanges(
  db: Db,
  projectId: string,
  meta: CheckpointMeta & { taskName: string },
  changes: readonly { path: string; content: string | null }[],
  baseSeq: number | null,
): Promise<TaskFilesOutcome> {
  const [current, base] = await Promise.all([currentFiles(db, projectId), baseSeq === null ? new Map<string, { content: string }>() : filesAt(db, projectId, baseSeq)]);
  const writes: FileWrite[] = [];
  const conflicts: NewConflict[] = [];
  const outcome: TaskFilesOutcome = { checkpoint: null, merged: [], conflicts: [], kept: [], stillDeleted: [] };
  const limit = projectLimitProblem(new Map([...current.values()].map((row) => [row.path, row.content])), changes);
  if (limit) throw new Error(`${meta.taskName} was not brought back: ${limit}`);
  for (const change of changes) {
    const row = current.get(change.path);
    const before = base.get(change.path)?.content ?? null;
    if (change.content === null) {
      if (row && before !== null && row.content !== before) outcome.kept.push(change.path);
      else writes.push({ path: change.path, content: null });
      continue;
    }
    if (!row) {
      writes.push({ path: change.path, content: change.content });
      continue;
    }
    const merge = mergeThreeWay(before ?? (baseSeq === null ? row.content : null), row.content, change.content);
    if (merge.kind === "clean") {
      writes.push({ path: change.path, content: merge.content });
      if (merge.content !== change.content) outcome.merged.push(change.path);
    } else {
      conflicts.push({ path: change.path, taskName: meta.taskName, base: before, mine: row.content, generated: change.content });
      outcome.conflicts.push(change.path);
    }
  }
  outcome.checkpoint = await commitFiles(db, projectId, meta, writes, conflicts);
  return outcome;
}
