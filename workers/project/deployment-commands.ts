import type { DeploymentTarget } from "../contract/integrations";
import { startDeployment, updateDeployment, type DeploymentOutcome } from "../db/integrations";
import type { DeploymentRow } from "../db/schema";
import { storeFollow } from "./jobs/deployment-follow";
import { newJobId, saveJob } from "./jobs/store";
import type { RoomContext } from "./room-context";

/**
 * The room's commands on its project's publishing attempts, each run inside its serialized section: they
 * record and store a job, and answer at once; the provider calls are the publish and follow jobs'.
 */

/** Records an attempt to publish to `target` (running, nothing sent yet) and stores the job that publishes it, acting for `userId`. */
export async function publishDeployment(room: RoomContext, target: DeploymentTarget, detail: string | null, userId: string): Promise<DeploymentRow> {
  const deployment = await startDeployment(room.db, room.projectId, target, detail);
  await saveJob(room.storage, { kind: "publish", id: newJobId(), dueAt: Date.now(), attempts: 0, deploymentId: deployment.id, userId });
  await room.kick();
  return deployment;
}

/** Records an attempt that ended as it started (a manual step: no provider is called). */
export async function recordDeployment(room: RoomContext, target: DeploymentTarget, outcome: DeploymentOutcome): Promise<DeploymentRow> {
  const started = await startDeployment(room.db, room.projectId, target);
  return updateDeployment(room.db, started.id, outcome);
}

/** Follows a deployment recorded running at its platform, as a job, until it ends; `userId`'s tokens ask. */
export async function followDeployment(room: RoomContext, deploymentId: string, userId: string): Promise<void> {
  await storeFollow(room, deploymentId, userId);
  await room.kick();
}
