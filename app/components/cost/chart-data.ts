import type { DaySpend, TaskSpend } from "../../../workers/contract/cost";
import { agentLabel } from "../engine/display";
import type { SpendBar } from "./spend-chart";

// The cost charts' bars from the API's figures: the dashboard's spend per day, the analytics' spend per task.

/** The days are UTC calendar days: they are named in UTC too, whatever the browser's zone. */
const SHORT_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** A bar per day, oldest first; the axis runs from the first day to "Today". */
export function dayBars(days: readonly DaySpend[]): { bars: SpendBar[]; ends: [string, string] } {
  const bars = days.map((day) => ({
    key: day.day,
    label: LONG_DAY.format(dayDate(day.day)),
    amount: day.cost,
    estimated: day.estimated,
    detail: plural(day.runs, "run"),
  }));
  const first = days[0];
  return { bars, ends: [first ? SHORT_DAY.format(dayDate(first.day)) : "", "Today"] };
}

/** A bar per task, in the order the tasks first ran; each with its agent and how it ran. */
export function taskBars(tasks: readonly TaskSpend[]): { bars: SpendBar[]; ends: [string, string] } {
  const bars = tasks.map((task, index) => ({
    key: task.taskId ?? `gone-${index}`,
    label: task.name,
    amount: task.cost,
    estimated: task.estimated,
    detail: `${agentLabel(task.agentType)} · ${plural(task.runs, "run")}, ${plural(task.modelCalls, "model call")}`,
  }));
  return { bars, ends: tasks.length > 1 ? ["First task", "Latest task"] : [tasks[0]?.name ?? "", ""] };
}

/** Every run so far was the built-in engine's: the card says once that its $0.00 is what that engine always costs. */
export const allBuiltin = (figures: { total: number; modelCalls: number; builtinRuns: number }) =>
  figures.total === 0 && figures.modelCalls === 0 && figures.builtinRuns > 0;
