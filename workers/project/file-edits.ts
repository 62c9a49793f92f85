import { projectFileSchema, type Checkpoint, type FileEdit, type ProjectFile } from "../contract/files";
import {
  blobContents,
  commitFiles,
  currentFiles,
  findCheckpoint,
  findOpenConflict,
  pathClash,
  markConflictResolved,
  projectLimitProblem,
  restoreWrites,
  type FileWrite,
} from "../db/checkpoints";
import type { Db } from "../db/client";
import { findProjectById } from "../db/project-state";
import type { RoomContext } from "./room-context";

export interface FileEditDone {
  ok: true;
  checkpoint: Checkpoint | null;
  /** The saved (or renamed, or resolved) file as it now is; null for a delete or a restore. */
  file: ProjectFile | null;
  /** The paths whose content changed (for qa's checks), and the files before the change. */
  changed: string[];
}

export type FileEditOutcome =
  | FileEditDone
  | {
      ok: false;
      status: 400 | 404 | 409 | 413;
      message: string;
      /** A save from an older version: the file as it is now (null: deleted meanwhile) and what the save carried. */
      fileChanged?: { current: { path: string; content: string; hash: string } | null; yours: { path: string; content: string } };
    };

const OWNER = "you";

const refuse = (status: 400 | 404 | 409 | 413, message: string): FileEditOutcome => ({ ok: false, status, message });

/**
 * The room's command for one of the owner's file changes (inside its serialized section): a checkpoint it
 * made is told to every open screen, and builds the preview again when it changed what a build reads.
 */
export async function editFiles(room: RoomContext, edit: FileEdit): Promise<FileEditOutcome> {
  if (!(await findProjectById(room.db, room.projectId))) return refuse(404, "Project not found");
  const outcome = await applyFileEdit(room.db, room.projectId, edit);
  if (outcome.ok && outcome.checkpoint) await room.checkpointed(outcome.checkpoint.files.map((file) => file.path));
  else if (outcome.ok) room.changed();
  return outcome;
}

/** Runs one of the owner's file changes as a checkpoint; a refusal changes nothing. */
async function applyFileEdit(db: Db, projectId: string, edit: FileEdit): Promise<FileEditOutcome> {
  const files = await currentFiles(db, projectId);
  const fileAnswer = async (path: string): Promise<ProjectFile | null> => {
    const row = (await currentFiles(db, projectId)).get(path);
    return row ? projectFileSchema.parse({ path: row.path, type: row.type, category: row.category, content: row.content, generatedAt: row.generatedAt, hash: row.hash }) : null;
  };
  const stale = (path: string, content: string): FileEditOutcome => {
    const row = files.get(path);
    return {
      ok: false,
      status: 409,
      message: row
        ? `${path} changed since you opened it (another tab or an agent saved it): nothing was overwritten. Compare both versions and save again.`
        : `${path} was deleted since you opened it: nothing was overwritten. Save it again to create it.`,
      fileChanged: { current: row ? { path, content: row.content, hash: row.hash } : null, yours: { path, content } },
    };
  };
  /** The project's size with these writes, against its limit; a file's own against its limit. */
  const tooLarge = (writes: readonly FileWrite[]): FileEditOutcome | null => {
    const problem = projectLimitProblem(new Map([...files.values()].map((row) => [row.path, row.content])), writes);
    return problem ? refuse(413, problem) : null;
  };
  const commit = async (writes: FileWrite[], kind: "user" | "restore", reason: string, shown: string | null, restoredFrom: number | null = null): Promise<FileEditOutcome> => {
    const refused = tooLarge(writes);
    if (refused) return refused;
    const checkpoint = await commitFiles(db, projectId, { kind, actor: OWNER, reason, restoredFrom }, writes);
    return { ok: true, checkpoint, file: shown ? await fileAnswer(shown) : null, changed: checkpoint?.files.filter((file) => file.change !== "deleted").map((file) => file.path) ?? [] };
  };

  switch (edit.op) {
    case "save": {
      const row = files.get(edit.path);
      if (edit.baseHash === null && row) return refuse(409, `${edit.path} already exists: open it to edit it, or choose another name.`);
      if (edit.baseHash !== null && row?.hash !== edit.baseHash) return stale(edit.path, edit.content);
      const clash = row ? null : pathClash(files.keys(), edit.path);
      if (clash) return refuse(409, clash);
      return commit([{ path: edit.path, content: edit.content }], "user", row ? `Edited ${edit.path}` : `Created ${edit.path}`, edit.path);
    }
    case "rename": {
      const row = files.get(edit.from);
      if (row?.hash !== edit.baseHash) return stale(edit.from, row?.content ?? "");
      if (edit.from === edit.to) return refuse(400, "to: the new path is the same as the old one");
      if (files.has(edit.to)) return refuse(409, `${edit.to} already exists: choose another name.`);
      const clash = pathClash([...files.keys()].filter((path) => path !== edit.from), edit.to);
      if (clash) return refuse(409, clash);
      // The file moves with its kind; it is the owner's from now on (no generator writes the new path).
      return commit(
        [
          { path: edit.to, content: row.content, type: row.type, category: row.category, taskId: null, base: null },
          { path: edit.from, content: null },
        ],
        "user",
        `Renamed ${edit.from} to ${edit.to}`,
        edit.to,
      );
    }
    case "delete": {
      const row = files.get(edit.path);
      if (row?.hash !== edit.baseHash) return stale(edit.path, row?.content ?? "");
      return commit([{ path: edit.path, content: null }], "user", `Deleted ${edit.path}`, null);
    }
    case "restore": {
      const target = await findCheckpoint(db, projectId, edit.seq);
      if (!target) return refuse(404, `Checkpoint ${edit.seq} not found. It may belong to another project.`);
      const writes = await restoreWrites(db, projectId, edit.seq);
      if (writes.length === 0) return { ok: true, checkpoint: null, file: null, changed: [] };
      return commit(writes, "restore", `Restored checkpoint ${edit.seq} (${target.reason})`, null, edit.seq);
    }
    case "resolve": {
      const conflict = await findOpenConflict(db, projectId, edit.conflictId);
      if (!conflict) return refuse(404, "This conflict is not open any more: it was resolved, or a newer run of the generator replaced it.");
      const { resolution } = edit;
      let outcome: FileEditOutcome = { ok: true, checkpoint: null, file: await fileAnswer(conflict.path), changed: [] };
      if (resolution.pick !== "mine") {
        const content =
          resolution.pick === "generated" ? (await blobContents(db, projectId, [conflict.generatedHash])).get(conflict.generatedHash) : resolution.content;
        if (content === undefined) return refuse(400, "The generator's version is missing");
        // The file changed since the conflict was shown (saved again): nothing is overwritten.
        if (files.get(conflict.path)?.hash !== conflict.mineHash) return stale(conflict.path, content);
        const how = resolution.pick === "generated" ? "took the generator's version" : "saved an edited merge";
        outcome = await commit([{ path: conflict.path, content }], "user", `Resolved the conflict in ${conflict.path}: ${how}`, conflict.path);
        if (!outcome.ok) return outcome;
      }
      await markConflictResolved(db, projectId, conflict.id);
      return outcome;
    }
  }
}
