import { findDeployment } from "../../db/integrations";
import { readConfig, tokenKeys } from "../../env";
import { isFollowed } from "../deployment-follow";
import { publishAttempt, recordPublished } from "../deployment-publish";
import type { RoomContext } from "../room-context";
import { deploymentChanged, storeFollow } from "./deployment-follow";
import { deleteJob, saveJob, type JobOf } from "./store";

/** A publish job broke on AppForge's side: its attempt ends failed, saying so, and the screens hear of it. */
export async function publishBroke(room: RoomContext, job: JobOf<"publish">): Promise<void> {
  const row = await findDeployment(room.db, room.projectId, job.deploymentId);
  if (row?.status !== "running" || isFollowed(row)) return;
  const ended = await recordPublished(room.db, room.projectId, row, { status: "failed", error: "Something went wrong on our side while publishing. Please try again.", detail: null });
  if (ended) await deploymentChanged(room, ended);
}

/** A publish job that was interrupted (the room restarted during it) this often is not tried again. */
const PUBLISH_ATTEMPTS = 2;

/**
 * Publishes a recorded attempt: the provider calls run here, outside the serialized section; their outcome
 * is recorded in one short step, which stores the follow-up of a deployment that now runs at its platform.
 */
export async function publish(room: RoomContext, job: JobOf<"publish">): Promise<void> {
  const db = room.db;
  const keys = tokenKeys(readConfig(room.env));
  // The attempt is counted before it runs: a publish that keeps breaking the room ends instead of looping.
  const row = await room.serialized(async () => {
    const found = await findDeployment(db, room.projectId, job.deploymentId);
    if (found?.status !== "running" || isFollowed(found)) {
      await deleteJob(room.storage, job.id);
      return null;
    }
    if (job.attempts >= PUBLISH_ATTEMPTS) {
      await deleteJob(room.storage, job.id);
      const ended = await recordPublished(db, room.projectId, found, { status: "failed", error: "Publishing was interrupted twice on our side: please try again.", detail: null });
      if (ended) await deploymentChanged(room, ended);
      return null;
    }
    await saveJob(room.storage, { ...job, attempts: job.attempts + 1 });
    return found;
  });
  if (!row) return;
  const outcome = await publishAttempt(room.env, keys, db, room.projectId, job.userId, row);
  await room.serialized(async () => {
    await deleteJob(room.storage, job.id);
    const recorded = await recordPublished(db, room.projectId, row, outcome);
    if (!recorded) return;
    if (isFollowed(recorded)) await storeFollow(room, recorded.id, job.userId);
    await deploymentChanged(room, recorded);
  });
}

