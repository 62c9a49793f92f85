import { progressResponseSchema, tasksResponseSchema } from "../../workers/contract/agents";
import { call } from "./api";

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

/** Waits until the room has nothing it can run by itself (completed or failed), or gives up after `ms`. */
export async function waitForSettled(token: string, projectId: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const progress = await progressOf(token, projectId);
    if (progress.status === "completed" || progress.status === "failed") return progress;
    if (Date.now() > deadline) throw new Error(`project did not settle: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
