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

/** The most recently updated tasks first (plan order among equals). */
export function recentTasks(tasks: readonly Task[], count = RECENT_TASK_COUNT): Task[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => b.task.updated_at.localeCompare(a.task.updated_at) || a.index - b.index)
    .slice(0, count)
    .map(({ task }) => task);
}
