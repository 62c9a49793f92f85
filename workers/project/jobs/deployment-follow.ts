import { findDeployment, toApiDeployment, type DeploymentOutcome } from "../../db/integrations";
import { findProjectById } from "../../db/project-state";
import type { DeploymentRow } from "../../db/schema";
import { readConfig, tokenKeys } from "../../env";
import { deploymentOutcome, deploymentPollMs, isFollowed, pastCutoff, recordDeploymentOutcome } from "../deployment-follow";
import type { RoomContext } from "../room-context";
import { deleteJob, listJobs, newJobId, saveJob, type JobOf } from "./store";

/**
 * One look at a running deployment's platform (outside the serialized section), recorded in one short step:
 * while it runs the job is stored again for a later look; when it ends, every open screen hears of it.
 */
export async function followDeploymentOnce(room: RoomContext, job: JobOf<"deployment-follow">): Promise<void> {
  const db = room.db;
  const row = await findDeployment(db, room.projectId, job.deploymentId);
  if (!row || !isFollowed(row)) {
    // Ended meanwhile (a second follow of the same attempt recorded its end), or gone with its project.
    await room.serialized(() => deleteJob(room.storage, job.id));
    return;
  }
  let outcome: DeploymentOutcome | null;
  try {
    outcome = await deploymentOutcome(room.env, tokenKeys(readConfig(room.env)), db, job.userId, row);
  } catch (error) {
    // Not a provider's answer: looked at again later, until its time is up.
    console.error(`Following deployment ${row.id} of project ${room.projectId} failed`, error);
    outcome = pastCutoff(row);
  }
  await room.serialized(async () => {
    const current = await recordDeploymentOutcome(db, room.projectId, row, outcome);
    if (current.status === "running") {
      await saveJob(room.storage, { ...job, attempts: job.attempts + 1, dueAt: Date.now() + deploymentPollMs(room.env) });
      if (current !== row) room.emit({ type: "deployment-update", projectId: room.projectId, deployment: toApiDeployment(current) });
      return;
    }
    await deleteJob(room.storage, job.id);
    await deploymentChanged(room, current);
  });
}

/** Tells every open screen that an attempt changed, and the project with it (its repository, its live link). */
export async function deploymentChanged(room: RoomContext, row: DeploymentRow): Promise<void> {
  room.emit({ type: "deployment-update", projectId: room.projectId, deployment: toApiDeployment(row) });
  const project = await findProjectById(room.db, room.projectId);
  if (project) room.emit({ type: "project-update", projectId: room.projectId, project });
}

/** Stores the job that follows a deployment (once: a deployment already followed keeps its job). */
export async function storeFollow(room: RoomContext, deploymentId: string, userId: string): Promise<void> {
  const jobs = await listJobs(room.storage);
  if (jobs.some((job) => job.kind === "deployment-follow" && job.deploymentId === deploymentId)) return;
  await saveJob(room.storage, { kind: "deployment-follow", id: newJobId(), dueAt: Date.now() + deploymentPollMs(room.env), attempts: 0, deploymentId, userId });
}

