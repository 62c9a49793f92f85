import { completionPercent } from "../../workers/contract/task-progress";

/**
 * The dashboard's four stat cards, computed from the user's projects.
 * Pure functions: the caller passes every project (not just the 10 recent ones) and the current time.
 */

export interface ProjectStats {
  total: number;
  completed: number;
  inProgress: number;
  /** Projects that reached an end: completed or failed. */
  finished: number;
  /**
   * Completed divided by total as a whole percentage; null while no project has finished (none completed or
   * failed): with nothing to measure, the card shows a dash rather than 0%.
   */
  successRate: number | null;
  /** Projects whose creation falls in the current calendar month, in the viewer's local time. */
  createdThisMonth: number;
}

/** Only what the formulas read, so callers and tests need not build whole projects. */
export interface StatsInput {
  status: string;
  created_at: string;
}

export const EMPTY_STATS: ProjectStats = { total: 0, completed: 0, inProgress: 0, finished: 0, successRate: null, createdThisMonth: 0 };

/** Rounded percentage of completed projects (half rounds up: 1 of 8 is 12.5, shown as 13); 0 with none. */
export const successRate: (completed: number, total: number) => number = completionPercent;

/** True when `value` is a parseable date in the same local year and month as `now`. */
export function isInSameLocalMonth(value: string, now: Date): boolean {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return false;
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

export function computeProjectStats(projects: readonly StatsInput[], now: Date = new Date()): ProjectStats {
  let completed = 0;
  let failed = 0;
  let inProgress = 0;
  let createdThisMonth = 0;
  for (const project of projects) {
    if (project.status === "completed") completed += 1;
    else if (project.status === "failed") failed += 1;
    else if (project.status === "in_progress") inProgress += 1;
    if (isInSameLocalMonth(project.created_at, now)) createdThisMonth += 1;
  }
  const total = projects.length;
  const finished = completed + failed;
  return { total, completed, inProgress, finished, successRate: finished > 0 ? successRate(completed, total) : null, createdThisMonth };
}
