import { progressResponseSchema, tasksResponseSchema } from "../../workers/contract/agents";
import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import type { ProjectRoom } from "../../workers/project/project-room";
import { call } from "./api";

/** Where a project's room keeps its standing preview build request (workers/project/jobs/preview-build.ts). */
const PREVIEW_BUILD_JOB = "job:preview-build";

export async function tasksOf(token: string, projectId: string) {
  const res = await call("GET", `/agents/${projectId}/tasks`, { token });
  if (res.status !== 200) throw new Error(`tasks failed: ${JSON.stringify(res.body)}`);
  return tasksResponseSchema.parse(res.body).tasks;
}

export async function progressOf(token: string, projectId: string) {
  const res = await call("GET", `/agents/${projectId}/progress`, { token });
  if (res.status !== 200) throw new Error(`progress failed: ${JSON.stringify(res.body)}`);
  return progressResponseSchema.parse(res.body);
}

/**
 * Waits until the room has nothing it can run by itself (completed or failed) and the preview build its agents'
 * last change asked for is done (published, failed or skipped), or gives up after `ms`: what a test reads next
 * does not change under it.
 */
export async function waitForSettled(token: string, projectId: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  const room = await getServerByName(env.ProjectRoom, projectId);
  for (;;) {
    const progress = await progressOf(token, projectId);
    const settled = progress.status === "completed" || progress.status === "failed";
    if (settled && !(await runInDurableObject(room, async (_room: ProjectRoom, state) => (await state.storage.get(PREVIEW_BUILD_JOB)) !== undefined))) return progress;
    if (Date.now() > deadline) throw new Error(`project did not settle: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
