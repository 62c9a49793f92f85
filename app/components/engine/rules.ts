import type { Task } from "../../../workers/contract/agents";
import type { ProjectStatus } from "../../../workers/contract/projects";

// The detail screen's rules about what is offered and when.

/** The detail screen shows five tasks. */
export const RECENT_TASK_COUNT = 5;
/** After processing a specific task the screen reloads after about a second... */
export const TASK_RELOAD_DELAY_MS = 1_000;
/** ...and after processing the next task, after about two. */
export const NEXT_TASK_RELOAD_DELAY_MS = 2_000;

/** Start Development is offered only for a draft or planning project. */
export function canStart(status: ProjectStatus): boolean {
  return status === "draft" || status === "planning";
}

/** Retry Failed Tasks is offered only for a failed project. */
export function canRetryProject(status: ProjectStatus): boolean {
  return status === "failed";
}

/**
 * What the detail screen leads with, by status: a project that has not started leads with Start Development;
 * a failed one with Retry Failed Tasks; a paused one with why it waits; a running one with its progress and
 * agents; a finished one with its preview and Publish.
 */
export type ProjectLead = "start" | "retry" | "paused" | "progress" | "done";

export function projectLead(status: ProjectStatus): ProjectLead {
  if (canStart(status)) return "start";
  if (canRetryProject(status)) return "retry";
  if (status === "paused") return "paused";
  if (status === "completed") return "done";
  return "progress";
}

/** Advanced lists this many pending tasks to process by hand. */
export const MANUAL_TASK_COUNT = 5;

/** The pending tasks in plan order: the ones the room would run next (a task still waiting is refused with why). */
export function pendingTasks(tasks: readonly Task[], count = MANUAL_TASK_COUNT): Task[] {
  return tasks
    .filter((task) => task.status === "pending")
    .sort((a, b) => a.position - b.position)
    .slice(0, count);
}

/** The most recently updated tasks first (plan order among equals). */
export function recentTasks(tasks: readonly Task[], count = RECENT_TASK_COUNT): Task[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => b.task.updated_at.localeCompare(a.task.updated_at) || a.index - b.index)
    .slice(0, count)
    .map(({ task }) => task);
}
