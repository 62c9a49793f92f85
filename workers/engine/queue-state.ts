import type { ProjectStatus } from "../contract/projects";
import { dependencyIds, type QueuedTask } from "../contract/queue";

// Pure readings of a project's task queue: what can run next, what a task waits for, where the project stands.
// How far along it is and how each agent is doing are read by contract/task-progress.ts, shared with the screens.

/** A pending task whose dependencies have all completed. */
export function isReady(task: QueuedTask, byId: Map<string, QueuedTask>): boolean {
  return task.status === "pending" && dependencyIds(task).every((id) => byId.get(id)?.status === "completed");
}

/** The next task to run: the first ready one in plan order (the plan is ordered by dependency and priority). */
export function nextReadyTask<T extends QueuedTask>(rows: readonly T[]): T | undefined {
  const byId = new Map<string, QueuedTask>(rows.map((row) => [row.id, row]));
  return rows.find((row) => isReady(row, byId));
}

/** Every task that could run now, in plan order. */
export function readyTasks<T extends QueuedTask>(rows: readonly T[]): T[] {
  const byId = new Map<string, QueuedTask>(rows.map((row) => [row.id, row]));
  return rows.filter((row) => isReady(row, byId));
}

/** Names of the unfinished tasks a pending task still waits for. */
export function waitingOn(task: QueuedTask, rows: readonly QueuedTask[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return dependencyIds(task)
    .map((id) => byId.get(id))
    .filter((dep): dep is QueuedTask => dep !== undefined && dep.status !== "completed")
    .map((dep) => dep.name);
}

/**
 * Where the project stands once the queue has nothing it can run: completed when every task is done,
 * failed when something failed and nothing runnable is left, otherwise still in progress.
 */
export function settledStatus(rows: readonly QueuedTask[]): ProjectStatus {
  if (rows.length > 0 && rows.every((row) => row.status === "completed")) return "completed";
  const running = rows.some((row) => row.status === "in_progress");
  if (!running && !nextReadyTask(rows) && rows.some((row) => row.status === "failed")) return "failed";
  return "in_progress";
}
