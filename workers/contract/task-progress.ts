import { TASK_STATUSES, type AgentStatus, type AgentStatuses, type AgentType, type Task, type TaskCounts, type TaskStatus } from "./agents";

// How far a plan is and how each agent is doing, read from the task list alone. The API, the project's
// room and the screens all compute them here, so the numbers they show agree.

/** Only the status is read for counts and progress, so stored rows and API tasks both qualify. */
export interface StatusOnly {
  status: string;
}

/** Completed share of the plan, 0-100 with one decimal; 0 for an empty plan. */
export function progressOf(tasks: readonly StatusOnly[]): number {
  if (tasks.length === 0) return 0;
  const done = tasks.filter((task) => task.status === "completed").length;
  return Math.round((done / tasks.length) * 1000) / 10;
}

function isTaskStatus(status: string): status is TaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(status);
}

/** How many tasks there are in each status, and in all; a status outside the known four counts only in the total. */
export function countTasks(tasks: readonly StatusOnly[]): TaskCounts {
  const counts: TaskCounts = { total: tasks.length, pending: 0, in_progress: 0, completed: 0, failed: 0 };
  for (const task of tasks) {
    if (isTaskStatus(task.status)) counts[task.status] += 1;
  }
  return counts;
}

/** A share as a whole percentage (half rounds up: 1 of 8 is 13); 0 when there is nothing to share. */
export function completionPercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

/**
 * Each agent: busy with its running task, in error (naming its first failed task) when one of its tasks
 * failed and none runs, waiting (until when) when its next attempt waits for the model provider, idle otherwise.
 */
export function agentStatuses(tasks: readonly (Pick<Task, "agent_type" | "status" | "name"> & { retry_at?: string | null })[]): AgentStatuses {
  const statusOf = (agent: AgentType): AgentStatus => {
    const mine = tasks.filter((task) => task.agent_type === agent);
    const running = mine.find((task) => task.status === "in_progress");
    if (running) return { status: "busy", current_task: running.name };
    const failed = mine.find((task) => task.status === "failed");
    if (failed) return { status: "error", current_task: failed.name };
    const waiting = mine.find((task) => task.status === "pending" && task.retry_at !== null);
    if (waiting?.retry_at) return { status: "waiting", current_task: `${waiting.name}: waiting for the model until ${clockTime(waiting.retry_at)}` };
    return { status: "idle", current_task: null };
  };
  return {
    architect: statusOf("architect"),
    frontend: statusOf("frontend"),
    backend: statusOf("backend"),
    devops: statusOf("devops"),
    qa: statusOf("qa"),
    deployment: statusOf("deployment"),
  };
}

/**
 * What GET /agents/{id}/progress answers and a live snapshot carries: the project's status, its progress
 * (the stored figure until there is a plan), the counts and each agent's status.
 */
export function progressReport<Status extends string>(project: { status: Status; progress: number }, tasks: readonly Task[]) {
  return {
    status: project.status,
    progress: tasks.length > 0 ? progressOf(tasks) : project.progress,
    counts: countTasks(tasks),
    agent_statuses: agentStatuses(tasks),
  };
}

/** An ISO time as the clock reads it in UTC, for a status line: "14:05:09 UTC". */
function clockTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${at.toISOString().slice(11, 19)} UTC`;
}
