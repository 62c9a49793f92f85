import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { expect } from "vitest";
import { z } from "zod";
import { deploymentsResponseSchema, type Deployment } from "../../workers/contract/integrations";
import type { ProjectRoom } from "../../workers/project/project-room";
import { call } from "./api";

// Publishing answers at once; the project's room publishes the attempt and follows it at its platform as
// jobs (DEPLOYMENT_POLL_MS is 0 in tests). These wait on D1 for the room's jobs: a read of the list writes nothing.

const attemptRowSchema = z.object({
  id: z.string(),
  status: z.string(),
  provider_ref: z.string().nullable(),
  url: z.string().nullable(),
  error: z.string().nullable(),
  detail: z.string().nullable(),
});

/** The newest attempt as D1 holds it. */
export async function newestAttempt(projectId: string) {
  const row = await env.DB.prepare("SELECT id, status, provider_ref, url, error, detail FROM deployments WHERE project_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .bind(projectId)
    .first();
  return attemptRowSchema.parse(row);
}

/** Reads until `done` holds, every 20 ms; fails with `what` and the last value after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the room has published the newest attempt: it runs at its platform (its ids are recorded), or ended. */
export const published = (projectId: string) =>
  until(() => newestAttempt(projectId), (row) => row.status !== "running" || row.provider_ref !== null, "the attempt was never published");

/** Waits until the newest attempt has ended, without reading the list. */
export const ended = (projectId: string) => until(() => newestAttempt(projectId), (row) => row.status !== "running", "the attempt never ended");

export const listedDeployments = async (token: string, projectId: string) =>
  deploymentsResponseSchema.parse((await call("GET", `/projects/${projectId}/deployments`, { token })).body).deployments;

/** Waits (the room follows it) until the newest attempt has ended, and answers it as the list shows it. */
export async function followed(token: string, projectId: string): Promise<Deployment> {
  const row = await ended(projectId);
  const newest = (await listedDeployments(token, projectId))[0];
  expect(newest?.id).toBe(row.id);
  if (!newest) throw new Error("no attempt listed");
  return newest;
}

/** The jobs stored in the project's room. */
export const jobsOf = async (projectId: string) =>
  runInDurableObject(await getServerByName(env.ProjectRoom, projectId), async (_room: ProjectRoom, state) => [...(await state.storage.list({ prefix: "job:" })).values()]);
