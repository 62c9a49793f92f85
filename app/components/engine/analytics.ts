import { AGENT_TYPES, type AgentType, type Task, type TaskCounts, type TaskStatus } from "../../../workers/contract/agents";
import { completionPercent, countTasks } from "../../../workers/contract/task-progress";

/** What the Analytics modal shows, computed from the task list alone. */

export type TaskStatistics = TaskCounts & { completionRate: number };

export interface AgentCompletion {
  agent: AgentType;
  total: number;
  completed: number;
  /** Whole percent of this agent's tasks that are completed; 0 without tasks. */
  percent: number;
}

export interface TimelineEntry {
  id: string;
  name: string;
  agent: AgentType;
  status: TaskStatus;
  startedAt: string;
  completedAt: string | null;
  /** Seconds from start to completion, when both are known. */
  durationSeconds: number | null;
}

export function taskStatistics(tasks: readonly Task[]): TaskStatistics {
  const counts = countTasks(tasks);
  return { ...counts, completionRate: completionPercent(counts.completed, counts.total) };
}

export function agentCompletion(tasks: readonly Task[]): AgentCompletion[] {
  return AGENT_TYPES.map((agent) => {
    const mine = tasks.filter((task) => task.agent_type === agent);
    const completed = mine.filter((task) => task.status === "completed").length;
    return { agent, total: mine.length, completed, percent: completionPercent(completed, mine.length) };
  });
}

function seconds(from: string, to: string): number | null {
  const span = (Date.parse(to) - Date.parse(from)) / 1000;
  return Number.isFinite(span) && span >= 0 ? Math.round(span) : null;
}

/** Started tasks in the order they started (ties keep plan order); tasks not yet started are left out. */
export function taskTimeline(tasks: readonly Task[]): TimelineEntry[] {
  return tasks
    .filter((task): task is Task & { started_at: string } => task.started_at !== null)
    .map((task, index) => ({ task, index }))
    .sort((a, b) => a.task.started_at.localeCompare(b.task.started_at) || a.index - b.index)
    .map(({ task }) => ({
      id: task.id,
      name: task.name,
      agent: task.agent_type,
      status: task.status,
      startedAt: task.started_at,
      completedAt: task.completed_at,
      durationSeconds: task.completed_at ? seconds(task.started_at, task.completed_at) : null,
    }));
}

const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

/** A time of day ('3:04:05 PM'), or an em dash for none. */
export function formatClock(value: string | null): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : clock.format(date);
}

/** '42 s', '3 min 5 s'. */
export function formatDuration(totalSeconds: number | null): string {
  if (totalSeconds === null) return "—";
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const minutes = Math.floor(totalSeconds / 60);
  const rest = totalSeconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
