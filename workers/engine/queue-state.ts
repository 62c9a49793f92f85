import { AGENT_TYPES, type AgentStatus, type AgentStatuses } from "../contract/agents";
import type { ProjectStatus } from "../contract/projects";
import { dependencyIds, type QueuedTask } from "./task";

// Pure readings of a project's task list: what can run next, how far along it is, how each agent is doing.

/** A pending task whose dependencies have all completed. */
export function isReady(task: QueuedTask, byId: Map<string, QueuedTask>): boolean {
  return task.status === "pending" && dependencyIds(task).every((id) => byId.get(id)?.status === "completed");
}

/** The next task to run: the first ready one in plan order (the plan is ordered by dependency and priority). */
export function nextReadyTask<T extends QueuedTask>(rows: readonly T[]): T | undefined {
  const byId = new Map<string, QueuedTask>(rows.map((row) => [row.id, row]));
  return rows.find((row) => isReady(row, byId));
}

/** Names of the unfinished tasks a pending task still waits for. */
export function waitingOn(task: QueuedTask, rows: readonly QueuedTask[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return dependencyIds(task)
    .map((id) => byId.get(id))
    .filter((dep): dep is QueuedTask => dep !== undefined && dep.status !== "completed")
    .map((dep) => dep.name);
}

/** Completed share of the plan, 0-100. */
export function progressOf(rows: readonly QueuedTask[]): number {
  if (rows.length === 0) return 0;
  const done = rows.filter((row) => row.status === "completed").length;
  return Math.round((done / rows.length) * 1000) / 10;
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

/** Each agent: busy with its running task, error when one of its tasks failed, idle otherwise. */
export function agentStatuses(rows: readonly QueuedTask[]): AgentStatuses {
  const idle = (): AgentStatus => ({ status: "idle", current_task: null });
  const statuses: AgentStatuses = {
    architect: idle(),
    frontend: idle(),
    backend: idle(),
    devops: idle(),
    qa: idle(),
    deployment: idle(),
  };
  for (const agent of AGENT_TYPES) {
    const mine = rows.filter((row) => row.agentType === agent);
    const running = mine.find((row) => row.status === "in_progress");
    if (running) statuses[agent] = { status: "busy", current_task: running.name };
    else if (mine.some((row) => row.status === "failed")) {
      statuses[agent] = { status: "error", current_task: mine.find((row) => row.status === "failed")?.name ?? null };
    }
  }
  return statuses;
}
