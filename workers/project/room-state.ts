import { AGENT_TYPES } from "../contract/agents";
import type { Project } from "../contract/projects";
import type { ReportScreens, ScreenReportOutcome } from "../contract/preview";
import { agentStatuses } from "../contract/task-progress";
import { progressOf } from "../contract/task-progress";
import { insertResponse } from "../db/agent-records";
import { findProjectById, setProjectState, settleProjectState } from "../db/project-state";
import type { TaskRow } from "../db/schema";
import { listTasks, toApiTask, unclaimTask } from "../db/tasks";
import { settledStatus } from "../engine/queue-state";
import { BUILTIN_USAGE } from "../engine/run-task";
import { currentAppModel } from "./app-model";
import { deleteAllJobs } from "./jobs/store";
import type { RoomContext } from "./room-context";
import { recordScreenFinding } from "./screen-findings";
import { previewStateOf } from "./preview-state";
import { agentEvent } from "./task-runner";

/**
 * The project's own state as its room changes it (status, progress, the agents' states, qa's screen findings),
 * each change told to every open screen. Called inside the room's serialized section only.
 */

/** What a room call answers when it refuses: the API turns it into its status and message. */
export interface Refusal {
  ok: false;
  status: 400 | 404 | 409;
  message: string;
}

export const refuse = (status: 400 | 404 | 409, message: string): Refusal => ({ ok: false, status, message });

export const PAUSED =
  "The project is paused at its spending limit, or its account's monthly one: the latest response says which and who can raise it. " +
  "For the project's own, raise the limit or choose a cheaper strategy on the cost card";

/** The build whose screen report qa recorded (once per build), and a report waiting for the agents to finish. */
const SCREENS_RECORDED_KEY = "screens-recorded";
const SCREENS_WAITING_KEY = "screens-waiting";

/** Recomputes progress and status from the tasks and tells every open screen. */
export async function afterChange(room: RoomContext, task: TaskRow): Promise<Project> {
  const rows = await listTasks(room.db, room.projectId);
  room.emit({ type: "task-update", projectId: room.projectId, task: toApiTask(task) });
  // One statement: the tasks' status and progress, unless the project is paused at its limit.
  const updated = await settleProjectState(room.db, room.projectId, settledStatus(rows), progressOf(rows));
  room.emit({ type: "project-update", projectId: room.projectId, project: updated });
  broadcastAgents(room, rows);
  const settled = updated.status === "completed" || updated.status === "failed";
  // The agents have finished: the preview is built from what they left (a build that waited for a frontend
  // task that then failed, or wrote nothing the build reads, was never asked for again; the same inputs are
  // not built twice).
  if (settled) await room.requestBuild();
  // A screen report that waited for them is qa's finding now.
  if (settled && (await recordWaitingScreens(room, updated))) {
    return (await findProjectById(room.db, room.projectId)) ?? updated;
  }
  return updated;
}

export async function updateProject(room: RoomContext, project: Project, status: Project["status"], progress: number): Promise<Project> {
  const updated = await setProjectState(room.db, project.id, status, progress);
  room.emit({ type: "project-update", projectId: room.projectId, project: updated });
  return updated;
}

export function broadcastAgents(room: RoomContext, rows: TaskRow[]): void {
  const statuses = agentStatuses(rows.map(toApiTask));
  for (const agentType of AGENT_TYPES) room.emit(agentEvent(room.projectId, agentType, statuses[agentType]));
}

/** The project pauses at a spending limit and says why (a response of `agentType`'s). */
export async function pauseProject(room: RoomContext, reason: string, agentType: string): Promise<void> {
  const project = await findProjectById(room.db, room.projectId);
  if (!project || project.status === "paused") return;
  await insertResponse(room.db, room.projectId, { agentType, taskId: null, response: reason, ...BUILTIN_USAGE });
  await updateProject(room, project, "paused", project.progress);
}

/** The next call would pass the spending limit: the task waits, the project pauses and says why. */
export async function pauseForSpending(room: RoomContext, claimed: TaskRow, reason: string): Promise<void> {
  const task = (await unclaimTask(room.db, claimed, reason)) ?? claimed;
  await pauseProject(room, reason, claimed.agentType);
  await afterChange(room, task);
}

/** The project was deleted: its jobs go, and no alarm is left to wake the room for it again. */
export async function stopForDeletedProject(room: RoomContext): Promise<Refusal> {
  await deleteAllJobs(room.storage);
  await room.storage.deleteAlarm();
  return refuse(404, "Project not found");
}

/**
 * A visit of the preview's screens: qa's finding for the build the preview runs, recorded once per build and
 * never while the agents work. A report that comes while they work waits, and is recorded when the project
 * settles, unless a newer build has replaced it.
 */
export async function screensReported(room: RoomContext, report: ReportScreens): Promise<ScreenReportOutcome> {
  const project = await findProjectById(room.db, room.projectId);
  if (!project || (await previewStateOf(room.storage)).build?.version !== report.version) {
    return { outcome: "stale", message: "This report is of a build the preview no longer runs: nothing was recorded." };
  }
  if ((await room.storage.get(SCREENS_RECORDED_KEY)) === report.version) {
    return { outcome: "already", message: "qa has already recorded this build's screens." };
  }
  const rows = await listTasks(room.db, room.projectId);
  if (project.status === "planning" || rows.length === 0 || settledStatus(rows) === "in_progress") {
    await room.storage.put(SCREENS_WAITING_KEY, report);
    return { outcome: "waiting", message: "The agents are at work: qa records the screens when they finish." };
  }
  return recordScreens(room, project, report);
}

/** A screen report that waited for the agents, once the project has settled. */
async function recordWaitingScreens(room: RoomContext, project: Project): Promise<boolean> {
  const waiting = (await room.storage.get<ReportScreens>(SCREENS_WAITING_KEY)) ?? null;
  if (!waiting) return false;
  await room.storage.delete(SCREENS_WAITING_KEY);
  if ((await previewStateOf(room.storage)).build?.version !== waiting.version) return false;
  if ((await room.storage.get(SCREENS_RECORDED_KEY)) === waiting.version) return false;
  await recordScreens(room, project, waiting);
  return true;
}

async function recordScreens(room: RoomContext, project: Project, report: ReportScreens): Promise<ScreenReportOutcome> {
  await room.storage.delete(SCREENS_WAITING_KEY);
  await room.storage.put(SCREENS_RECORDED_KEY, report.version);
  const app = room.appModel ?? (await currentAppModel(room.db, project));
  const recorded = await recordScreenFinding(room.db, room.projectId, app.model, report);
  if (recorded.response) room.emit({ type: "response-update", projectId: room.projectId, response: recorded.response });
  for (const row of recorded.changed) room.emit({ type: "task-update", projectId: room.projectId, task: toApiTask(row) });
  const last = recorded.changed.at(-1);
  if (last) await afterChange(room, last);
  return { outcome: "recorded", message: recorded.message };
}
