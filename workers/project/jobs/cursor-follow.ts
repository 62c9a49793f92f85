import { appendToResponse } from "../../db/agent-records";
import { ownerIntegrations } from "../../db/integrations";
import { findTask } from "../../db/tasks";
import { readConfig, tokenKeys } from "../../env";
import { cursorPollMs, followCursorAgent, type CursorBranch, type CursorEnd } from "../cursor-handoff";
import type { RoomContext } from "../room-context";
import { commitOutsideChanges, describeTaskFiles, type TaskFilesOutcome } from "../task-files";
import { deleteJob, saveJob, type JobOf } from "./store";

/** One look at a Cursor agent the task was handed to; at its end, what it did joins the task's response. */
export async function followCursor(room: RoomContext, job: JobOf<"cursor-follow">): Promise<void> {
  const db = room.db;
  let end: CursorEnd | null;
  try {
    const connections = await ownerIntegrations(db, room.projectId);
    end = await followCursorAgent({ env: room.env, keys: tokenKeys(readConfig(room.env)), connections, agentId: job.agentId, repository: job.repository, giveUpAt: job.giveUpAt });
  } catch (error) {
    end = { lines: [`AppForge could not follow Cursor's agent: ${error instanceof Error ? error.message : String(error)}`], branch: null };
  }
  await room.serialized(async () => {
    if (end === null) {
      await saveJob(room.storage, { ...job, attempts: job.attempts + 1, dueAt: Date.now() + cursorPollMs(room.env) });
      return;
    }
    await deleteJob(room.storage, job.id);
    // Cursor's work comes back into the project: its branch's changes, as a checkpoint of their own.
    const lines = [...end.lines, ...(end.branch ? await bringBack(room, end.branch, job) : [])];
    const response = await appendToResponse(db, room.projectId, job.responseId, lines.join("\n"));
    if (response) room.emit({ type: "response-update", projectId: room.projectId, response });
  });
}

/** A finished Cursor branch's changes as a checkpoint (merged with what changed here since the hand-off); the lines that say what came back. */
async function bringBack(room: RoomContext, branch: CursorBranch, job: JobOf<"cursor-follow">): Promise<string[]> {
  const task = await findTask(room.db, room.projectId, job.taskId);
  let outcome: TaskFilesOutcome;
  try {
    outcome = await commitOutsideChanges(
    room.db,
    room.projectId,
    { kind: "cursor", actor: "Cursor", reason: `Cursor's branch ${branch.branchName}${task ? ` (${task.name})` : ""}`, taskId: task?.id ?? null, taskName: `Cursor's branch ${branch.branchName}` },
    branch.changes,
    job.handedOffAt,
  );
  } catch (error) {
    return [`Cursor's branch ${branch.branchName} did not come back into the project: ${error instanceof Error ? error.message : String(error)} (${branch.compareUrl})`];
  }
  if (outcome.checkpoint) await room.checkpointed(outcome.checkpoint.files.map((file) => file.path));
  const count = outcome.checkpoint?.files.length ?? 0;
  return [
    outcome.checkpoint
      ? `Cursor's branch ${branch.branchName} came back into the project as checkpoint ${outcome.checkpoint.seq}: ${count} file${count === 1 ? "" : "s"} changed (${branch.compareUrl}).`
      : outcome.conflicts.length + outcome.kept.length > 0
        ? `Cursor's branch ${branch.branchName} changed only files that were edited here since (${branch.compareUrl}):`
        : `Cursor's branch ${branch.branchName} changes nothing the project does not already have.`,
    ...describeTaskFiles(outcome),
    branch.skipped.length > 0 ? `Not brought back: ${branch.skipped.slice(0, 10).join("; ")}${branch.skipped.length > 10 ? ` and ${branch.skipped.length - 10} more` : ""}.` : "",
    branch.truncated ? "GitHub lists at most 300 changed files of a branch: the rest did not come back; merge the branch on GitHub for them." : "",
  ].filter(Boolean);
}

