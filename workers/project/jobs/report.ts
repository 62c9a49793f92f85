import { SpendingLimitReached } from "../../ai/model-call";
import { backoffMs, passingFailure } from "../../ai/retry";
import { appendToResponse, attachReport } from "../../db/agent-records";
import type { RoomContext } from "../room-context";
import { pauseProject } from "../room-state";
import { accountPaidCalls } from "../task-runner";
import { readConfig } from "../../env";
import { deleteJob, REPORT_ATTEMPTS, saveJob, type JobOf } from "./store";

/** The model writes a finished task's report; it takes the built-in report's place when it arrives. */
export async function writeReport(room: RoomContext, job: JobOf<"report">): Promise<void> {
  const writer = room.agents().report;
  if (!writer) {
    await deleteJob(room.storage, job.id);
    return;
  }
  const db = room.db;
  const spend = await room.spend.forJob(db, room.projectId, room.env);
  try {
    const report = await writer(job.request, spend.state);
    await room.serialized(async () => {
      spend.release();
      await deleteJob(room.storage, job.id);
      const response = await attachReport(db, room.projectId, job.responseId, job.replaces, report);
      if (response) room.emit({ type: "response-update", projectId: room.projectId, response });
    });
  } catch (error) {
    await room.serialized(async () => {
      spend.release();
      // A call given up, or one that thought without writing, may be billed: it is recorded all the same.
      const reason = await accountPaidCalls(db, room.projectId, { agentType: job.request.agentType, id: job.taskId }, error);
      if (reason instanceof SpendingLimitReached) {
        // The report waits (stored) until the limit is raised; the project pauses and says why.
        await pauseProject(room, reason.message, job.request.agentType);
        return;
      }
      const attempts = job.attempts + 1;
      if (attempts < REPORT_ATTEMPTS) {
        const passing = passingFailure(reason);
        // What the provider asked to wait, else 2 s then 8 s (with jitter): a short outage or rate limit passes.
        const wait = backoffMs(attempts, readConfig(room.env).REPORT_RETRY_MS, passing?.retryAfterMs ?? null);
        await saveJob(room.storage, { ...job, attempts, dueAt: Date.now() + wait });
        return;
      }
      await deleteJob(room.storage, job.id);
      const why = reason instanceof Error ? reason.message : String(reason);
      const response = await appendToResponse(db, room.projectId, job.responseId, `The model's report could not be written after ${attempts} tries (${why}); the built-in report above stands.`);
      if (response) room.emit({ type: "response-update", projectId: room.projectId, response });
    });
  }
}

