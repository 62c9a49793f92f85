import type { EngineResult, ProcessOptions, Task } from "../contract/agents";
import type { Project } from "../contract/projects";
import { progressOf } from "../contract/task-progress";
import { insertMessage } from "../db/agent-records";
import { appModelVersion } from "../db/app-models";
import { updateCostSettings, type CostSettingsChange } from "../db/costs";
import { findProjectById } from "../db/project-state";
import { replansKey, takeQuota } from "../db/quotas";
import type { TaskRow } from "../db/schema";
import { findTask, insertPlan, listTasks, requeueFailedTask, toApiTask } from "../db/tasks";
import { planFromModel } from "../engine/planner";
import { nextReadyTask, settledStatus, waitingOn } from "../engine/queue-state";
import { isReplanKey, replanTask } from "../engine/replan";
import { withRuleCodeTask } from "../engine/rule-code";
import { readConfig } from "../env";
import { recomputeAppModel } from "./app-model";
import { MAX_TASK_ATTEMPTS } from "./plan-changes";
import type { RoomContext } from "./room-context";
import { afterChange, broadcastAgents, PAUSED, refuse, updateProject, type Refusal } from "./room-state";
import type { JobScheduler } from "./scheduler";

/**
 * The commands that change a project's task queue (start, process, a message, retries, resume), each run by
 * the room inside its serialized section: they claim and store, and answer at once; the tasks run as jobs.
 */

/** A message to the agents as the API received it (the room stores it under its project). */
export type ArrivingMessage = Omit<Parameters<typeof insertMessage>[1], "projectId">;

/**
 * What a message's arrival answers: stored, with the re-plan it queued (null when none was needed); or refused
 * at the project's re-plans per hour, with nothing stored. The API turns the refusal into its 429.
 */
export type MessageOutcome =
  | { ok: true; messageId: string; replan: Task | null }
  | { ok: false; refused: "replans-quota"; limit: number; retryAfterSeconds: number };

/** What a room call answers: the result, or a refusal the API turns into its status and message. */
export type RoomOutcome = ({ ok: true } & Omit<EngineResult, "success">) | Refusal;
/** Plans the project (once) and sets the agents to work. */
export async function start(room: RoomContext, scheduler: JobScheduler): Promise<RoomOutcome> {
  const project = await findProjectById(room.db, room.projectId);
  if (!project) return refuse(404, "Project not found");
  if (project.status !== "draft" && project.status !== "planning") {
    // Starting twice is not an error: the plan exists and the queue runs.
    return { ok: true, message: "Development has already started", task: null, project };
  }
  const planning = await updateProject(room, project, "planning", 0);
  const existing = await listTasks(room.db, room.projectId);
  if (existing.length === 0) {
    // The app model is computed once, here, and stored: every task, the preview and deployments read it.
    room.appModel = await recomputeAppModel(room.db, planning);
    const { model } = room.appModel;
    // With a model, the rules the vocabulary cannot say are offered to it as code before qa.
    const plan = room.agents().report ? withRuleCodeTask(planFromModel(model), model) : planFromModel(model);
    await insertPlan(room.db, room.projectId, plan, MAX_TASK_ATTEMPTS);
  }
  const rows = await listTasks(room.db, room.projectId);
  const started = await updateProject(room, project, "in_progress", progressOf(rows));
  broadcastAgents(room, rows);
  scheduler.startTasksNow();
  await room.kick();
  return { ok: true, message: `Planned ${rows.length} tasks; the agents are at work`, task: null, project: started };
}

export async function processNext(room: RoomContext, scheduler: JobScheduler, options: ProcessOptions): Promise<RoomOutcome> {
  if ((await findProjectById(room.db, room.projectId))?.status === "paused") return refuse(409, PAUSED);
  const rows = await listTasks(room.db, room.projectId);
  const next = nextReadyTask(rows);
  if (!next) return refuse(409, rows.length === 0 ? "Start development first: there is no plan yet" : "No pending task is ready to run");
  return claimAndQueue(room, scheduler, next, options);
}

export async function processTask(room: RoomContext, scheduler: JobScheduler, taskId: string, options: ProcessOptions): Promise<RoomOutcome> {
  if ((await findProjectById(room.db, room.projectId))?.status === "paused") return refuse(409, PAUSED);
  const rows = await listTasks(room.db, room.projectId);
  const task = rows.find((row) => row.id === taskId);
  if (!task) return refuse(404, "Task not found. It may have been deleted.");
  if (task.status !== "pending") return refuse(400, `Only a pending task can be processed; this one is ${task.status}`);
  const blockers = waitingOn(task, rows);
  if (blockers.length > 0) return refuse(400, `This task is waiting for: ${blockers.join(", ")}`);
  return claimAndQueue(room, scheduler, task, options);
}

/**
 * A message arrived: the room stores it. Before any task finished, the tasks still to run read it. After, a
 * re-plan task is queued: it works out which finished work the message changes and adds the tasks that re-do
 * it. A re-plan counts against the project's re-plans per hour; past it, the message is refused whole (not
 * stored, so it changes neither the chat nor the app model) and the owner sends it again later.
 */
export async function messageArrived(room: RoomContext, arriving: ArrivingMessage): Promise<MessageOutcome> {
  const project = await findProjectById(room.db, room.projectId);
  const rows = await listTasks(room.db, room.projectId);
  const replans = project !== undefined && rows.some((row) => row.status === "completed");
  if (replans) {
    const limit = readConfig(room.env).QUOTA_REPLANS_PER_PROJECT_PER_HOUR;
    const taken = await takeQuota(room.db, replansKey(room.projectId), limit);
    if (!taken.allowed) return { ok: false, refused: "replans-quota", limit, retryAfterSeconds: taken.retryAfterSeconds };
  }
  const stored = await insertMessage(room.db, { projectId: room.projectId, ...arriving });
  // A message is part of the app model (its requirements): once the project has one, it is computed again.
  if (project && (room.appModel !== null || (await appModelVersion(room.db, room.projectId)) !== null)) {
    room.appModel = await recomputeAppModel(room.db, project);
    // The preview's API serves the app model's records: it is built again with it.
    await room.checkpointed(null);
  }
  if (!replans) return { ok: true, messageId: stored.id, replan: null };
  const round = rows.filter((row) => isReplanKey(row.key)).length + 1;
  const planned = replanTask(round, arriving.message);
  await insertPlan(room.db, room.projectId, [planned], MAX_TASK_ATTEMPTS);
  const task = (await listTasks(room.db, room.projectId)).find((row) => row.key === planned.key);
  if (!task) throw new Error(`The re-plan task of project ${room.projectId} was not stored`);
  // The re-plan is ready at once: the project is in progress again (unless paused at its spending limit).
  await afterChange(room, task);
  await room.kick();
  return { ok: true, messageId: stored.id, replan: toApiTask(task) };
}

export async function retryTask(room: RoomContext, taskId: string): Promise<RoomOutcome> {
  const task = await findTask(room.db, room.projectId, taskId);
  if (!task) return refuse(404, "Task not found. It may have been deleted.");
  if (task.status !== "failed") return refuse(400, `Task cannot be retried in its current status (${task.status}).`);
  const requeued = await requeueFailedTask(room.db, room.projectId, taskId);
  if (!requeued) return refuse(409, "The task changed while retrying; reload and try again");
  const project = await afterChange(room, requeued);
  await room.kick();
  return { ok: true, message: `"${requeued.name}" is queued again`, task: toApiTask(requeued), project };
}

export async function retryProject(room: RoomContext): Promise<RoomOutcome> {
  const project = await findProjectById(room.db, room.projectId);
  if (!project) return refuse(404, "Project not found");
  if (project.status !== "failed") return refuse(400, `Only a failed project can be retried; this one is ${project.status}`);
  const failed = (await listTasks(room.db, room.projectId)).filter((row) => row.status === "failed");
  for (const row of failed) await requeueFailedTask(room.db, room.projectId, row.id);
  const rows = await listTasks(room.db, room.projectId);
  const updated = await updateProject(room, project, "in_progress", progressOf(rows));
  broadcastAgents(room, rows);
  await room.kick();
  return { ok: true, message: `Retrying ${failed.length} failed task${failed.length === 1 ? "" : "s"}`, task: null, project: updated };
}

/** Runs the project again after its cost settings changed, if it was paused for its spending limit. */
export async function resume(room: RoomContext): Promise<Project | null> {
  const project = await findProjectById(room.db, room.projectId);
  if (project?.status !== "paused") return null;
  const rows = await listTasks(room.db, room.projectId);
  const resumed = await updateProject(room, project, settledStatus(rows), progressOf(rows));
  await room.kick();
  return resumed;
}

/** The owner's cost settings; a project paused at its limit runs again (and pauses again if the next call does not fit). */
export async function setCostSettings(room: RoomContext, userId: string, settings: CostSettingsChange): Promise<{ changed: boolean; project: Project | null }> {
  if (!(await updateCostSettings(room.db, userId, room.projectId, settings))) return { changed: false, project: null };
  return { changed: true, project: await resume(room) };
}

/** The claim is the call's answer; the task runs as a job. */
async function claimAndQueue(room: RoomContext, scheduler: JobScheduler, candidate: TaskRow, options: ProcessOptions): Promise<RoomOutcome> {
  const claimed = await scheduler.claimAsJob(candidate, options);
  if (!claimed) return refuse(409, "This task was already taken by another run");
  const project = await afterChange(room, claimed);
  await room.kick();
  return { ok: true, message: `"${claimed.name}" started`, task: toApiTask(claimed), project };
}

