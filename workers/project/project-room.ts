import { Server, type Connection } from "partyserver";
import type { EngineResult, ProcessOptions, Task } from "../contract/agents";
import { AGENT_TYPES } from "../contract/agents";
import type { RoomEvent } from "../contract/events";
import { integrationProviderSchema } from "../contract/integrations";
import type { Project } from "../contract/projects";
import { agentStatuses, progressOf } from "../contract/task-progress";
import { insertResponse, listMessages, markMessagesRead, unreadMessagesFor, writeFiles } from "../db/agent-records";
import { createDb, type Db } from "../db/client";
import { ownerIntegrations } from "../db/integrations";
import { findAppDesign, findProjectById, setProjectState } from "../db/project-state";
import type { TaskRow } from "../db/schema";
import {
  claimTask,
  completeTask,
  failAttempt,
  failCompletedTasks,
  findTask,
  insertPlan,
  listTasks,
  releaseStaleTasks,
  requeueFailedTask,
  toApiTask,
  unclaimTask,
} from "../db/tasks";
import { readConfig, type Env } from "../env";
import { faultInjector } from "./faults";
import { modelFor, planFromModel } from "../engine/planner";
import { nextReadyTask, settledStatus, waitingOn } from "../engine/queue-state";
import { isReplanKey, replanTask } from "../engine/replan";
import { costSettingsOf, spentOnProject } from "../db/costs";
import { SpendingLimitReached } from "./model-runner";
import { BUILTIN_USAGE, type TaskRunner } from "../engine/run-task";
import { cursorHandOff } from "./cursor-handoff";
import { storedFilesOf } from "./qa-findings";
import { applyPlanChanges, MAX_TASK_ATTEMPTS } from "./plan-changes";
import { accountPaidCalls, agentEvent, runnerFor } from "./task-runner";

const PAUSED = "The project is paused at its spending limit: raise the limit or choose a cheaper strategy on the cost card";
const DEFAULT_PACING_MS = 100;

/** What a room call answers: the result, or a refusal the API turns into its status and message. */
export type RoomOutcome = ({ ok: true } & Omit<EngineResult, "success">) | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * One per project (named by its id). The single writer of the project's queue: every change goes
 * through `serialized`, so a task is claimed once however many calls arrive together, and every change
 * is broadcast to the project's open screens. D1 stays the source of truth.
 */
export class ProjectRoom extends Server<Env> {
  static options = { hibernate: true };

  private chain: Promise<unknown> = Promise.resolve();
  private swappedRunner: TaskRunner | null = null;

  private get db(): Db {
    return createDb(this.env.DB);
  }

  /** Tests swap the engine (a failing one, a slow one, one on a test model) here. */
  setTaskRunner(runner: TaskRunner): void {
    this.swappedRunner = runner;
  }

  private get runner(): TaskRunner {
    return this.swappedRunner ?? runnerFor(this.env);
  }

  override async onStart(): Promise<void> {
    // A task that was running when the room was evicted or restarted goes back to the queue.
    await this.serialized(async () => {
      const released = await releaseStaleTasks(this.db, this.name);
      const project = await findProjectById(this.db, this.name);
      if (released.length > 0 || project?.status === "in_progress") await this.scheduleNext(0);
    });
  }

  override onConnect(connection: Connection): void {
    // A fresh screen gets every agent's state at once; the rest arrives as it happens.
    void this.serialized(async () => {
      const rows = await listTasks(this.db, this.name);
      const statuses = agentStatuses(rows.map(toApiTask));
      for (const agentType of AGENT_TYPES) {
        connection.send(JSON.stringify(agentEvent(this.name, agentType, statuses[agentType])));
      }
    });
  }

  async start(): Promise<RoomOutcome> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      if (!project) return refuse(404, "Project not found");
      if (project.status !== "draft" && project.status !== "planning") {
        // Starting twice is not an error: the plan exists and the queue runs.
        return { ok: true, message: "Development has already started", task: null, project };
      }
      await this.updateProject(project, "planning", 0);
      const existing = await listTasks(this.db, this.name);
      if (existing.length === 0) {
        const messages = await listMessages(this.db, this.name);
        const model = modelFor({ project, messages: messages.map((m) => ({ agentType: m.agentType, message: m.message })) });
        await insertPlan(this.db, this.name, planFromModel(model), MAX_TASK_ATTEMPTS);
      }
      const rows = await listTasks(this.db, this.name);
      const started = await this.updateProject(project, "in_progress", progressOf(rows));
      this.broadcastAgents(rows);
      await this.scheduleNext(0);
      return { ok: true, message: `Planned ${rows.length} tasks; the agents are at work`, task: null, project: started };
    });
  }

  async processNext(options: ProcessOptions): Promise<RoomOutcome> {
    return this.serialized(async () => {
      if ((await findProjectById(this.db, this.name))?.status === "paused") return refuse(409, PAUSED);
      const rows = await listTasks(this.db, this.name);
      const next = nextReadyTask(rows);
      if (!next) return refuse(409, rows.length === 0 ? "Start development first: there is no plan yet" : "No pending task is ready to run");
      return this.runClaimed(next, options);
    });
  }

  async processTask(taskId: string, options: ProcessOptions): Promise<RoomOutcome> {
    return this.serialized(async () => {
      if ((await findProjectById(this.db, this.name))?.status === "paused") return refuse(409, PAUSED);
      const rows = await listTasks(this.db, this.name);
      const task = rows.find((row) => row.id === taskId);
      if (!task) return refuse(404, "Task not found. It may have been deleted.");
      if (task.status !== "pending") return refuse(400, `Only a pending task can be processed; this one is ${task.status}`);
      const blockers = waitingOn(task, rows);
      if (blockers.length > 0) return refuse(400, `This task is waiting for: ${blockers.join(", ")}`);
      return this.runClaimed(task, options);
    });
  }

  /**
   * A message arrived. Before any task finished, the tasks still to run read it. After, a re-plan task is
   * queued: it works out which finished work the message changes and adds the tasks that re-do it.
   * Answers the re-plan task, or null when none was needed.
   */
  async messageArrived(message: string): Promise<Task | null> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      const rows = await listTasks(this.db, this.name);
      if (!project || !rows.some((row) => row.status === "completed")) return null;
      const round = rows.filter((row) => isReplanKey(row.key)).length + 1;
      const planned = replanTask(round, message);
      await insertPlan(this.db, this.name, [planned], MAX_TASK_ATTEMPTS);
      const task = (await listTasks(this.db, this.name)).find((row) => row.key === planned.key);
      if (!task) throw new Error(`The re-plan task of project ${this.name} was not stored`);
      // The re-plan is ready at once: the project is in progress again (unless paused at its spending limit).
      await this.afterChange(task);
      await this.scheduleNext(0);
      return toApiTask(task);
    });
  }

  async retryTask(taskId: string): Promise<RoomOutcome> {
    return this.serialized(async () => {
      const task = await findTask(this.db, this.name, taskId);
      if (!task) return refuse(404, "Task not found. It may have been deleted.");
      if (task.status !== "failed") return refuse(400, `Task cannot be retried in its current status (${task.status}).`);
      const requeued = await requeueFailedTask(this.db, this.name, taskId);
      if (!requeued) return refuse(409, "The task changed while retrying; reload and try again");
      const project = await this.afterChange(requeued);
      await this.scheduleNext(0);
      return { ok: true, message: `"${requeued.name}" is queued again`, task: toApiTask(requeued), project };
    });
  }

  async retryProject(): Promise<RoomOutcome> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      if (!project) return refuse(404, "Project not found");
      if (project.status !== "failed") return refuse(400, `Only a failed project can be retried; this one is ${project.status}`);
      const failed = (await listTasks(this.db, this.name)).filter((row) => row.status === "failed");
      for (const row of failed) await requeueFailedTask(this.db, this.name, row.id);
      const rows = await listTasks(this.db, this.name);
      const updated = await this.updateProject(project, "in_progress", progressOf(rows));
      this.broadcastAgents(rows);
      await this.scheduleNext(0);
      return { ok: true, message: `Retrying ${failed.length} failed task${failed.length === 1 ? "" : "s"}`, task: null, project: updated };
    });
  }

  override async onAlarm(): Promise<void> {
    await this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      if (!project) {
        await this.stopForDeletedProject();
        return;
      }
      if (project.status !== "in_progress") return;
      const next = nextReadyTask(await listTasks(this.db, this.name));
      if (!next) return;
      // By itself the room runs with the strategy chosen on the project's cost card (default auto).
      const { strategy } = await costSettingsOf(this.db, this.name);
      await this.runClaimed(next, { preferCursor: false, useCostOptimization: strategy === "auto" || strategy === "budget", strategy });
    });
  }

  /** Runs fn after every earlier call of this room has finished. */
  private serialized<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async runClaimed(candidate: TaskRow, options: ProcessOptions): Promise<RoomOutcome> {
    const db = this.db;
    const claimed = await claimTask(db, this.name, candidate.id);
    if (!claimed) return refuse(409, "This task was already taken by another run");
    const project = await findProjectById(db, this.name);
    if (!project) return refuse(404, "Project not found");
    await this.afterChange(claimed);

    let finished: TaskRow | undefined;
    let sentBack: TaskRow[] = [];
    try {
      const [allMessages, newMessages, queue] = await Promise.all([
        listMessages(db, this.name),
        unreadMessagesFor(db, this.name, claimed.agentType),
        listTasks(db, this.name),
      ]);
      const inject = faultInjector(this.env, this.ctx.storage);
      await inject(claimed);
      const [settings, spentNanoUsd, design, connections] = await Promise.all([
        costSettingsOf(db, this.name),
        spentOnProject(db, this.name),
        findAppDesign(db, this.name),
        ownerIntegrations(db, this.name),
      ]);
      const ran = await this.runner({
        project,
        task: claimed,
        allMessages,
        newMessages,
        options,
        storedFiles: () => storedFilesOf(db, this.name),
        spend: { spentNanoUsd, limitNanoUsd: settings.limitNanoUsd },
        design,
        queue,
        connected: connections.map((connection) => integrationProviderSchema.parse(connection.provider)),
      });
      // "Use Cursor AI": the task is also handed to Cursor's agent on the project's repository, when it can be.
      const handedOff = options.preferCursor
        ? await cursorHandOff({ env: this.env, secret: readConfig(this.env).AUTH_SECRET, project, task: claimed, connections })
        : [];
      const output = handedOff.length > 0 ? { ...ran, response: [ran.response, ...handedOff].join("\n") } : ran;
      await writeFiles(db, this.name, claimed.id, output.files);
      const replanned = await applyPlanChanges(db, this.name, { project, messages: allMessages, task: claimed, output });
      for (const row of replanned) this.emit({ type: "task-update", projectId: this.name, task: toApiTask(row) });
      await insertResponse(db, this.name, {
        agentType: claimed.agentType,
        taskId: claimed.id,
        response: output.response,
        ...output.usage,
      });
      await markMessagesRead(db, newMessages.map((m) => m.id), claimed.id);
      if (output.failure) {
        // The work is kept (qa's report), the task fails at once: running it again over the same files finds the same.
        // The earlier tasks it blames fail with qa's finding, so retrying the project runs them, then qa, again.
        sentBack = await failCompletedTasks(db, this.name, output.failure.blame);
        finished = await failAttempt(db, { ...claimed, attempts: claimed.maxAttempts }, output.failure.message);
      } else {
        finished = await completeTask(db, claimed.id, `${output.files.length} files`);
      }
    } catch (caught) {
      const err = await accountPaidCalls(db, this.name, claimed, caught);
      if (err instanceof SpendingLimitReached) return this.pauseForSpending(claimed, err.message);
      const message = err instanceof Error ? err.message : String(err);
      finished = await failAttempt(db, claimed, message);
    }
    // Deleted while the task ran: its rows went with it, and there is nothing left to record or run.
    if (!(await findProjectById(db, this.name))) return this.stopForDeletedProject();
    const task = finished ?? claimed;
    for (const row of sentBack) this.emit({ type: "task-update", projectId: this.name, task: toApiTask(row) });
    const updated = await this.afterChange(task);
    await this.scheduleNext(this.pacing());
    const apiTask: Task = toApiTask(task);
    const message =
      task.status === "completed" ? `"${task.name}" completed` : `"${task.name}" failed: ${task.error ?? "unknown error"}`;
    return { ok: true, message, task: apiTask, project: updated };
  }

  /** The project was deleted: no alarm is left to wake the room for it again. */
  private async stopForDeletedProject(): Promise<RoomOutcome> {
    await this.ctx.storage.deleteAlarm();
    return refuse(404, "Project not found");
  }

  /** The next call would pass the spending limit: the task waits, the project pauses and says why. */
  private async pauseForSpending(claimed: TaskRow, reason: string): Promise<RoomOutcome> {
    const task = (await unclaimTask(this.db, claimed, reason)) ?? claimed;
    await insertResponse(this.db, this.name, { agentType: claimed.agentType, taskId: null, response: reason, ...BUILTIN_USAGE });
    const project = await findProjectById(this.db, this.name);
    if (project) await this.updateProject(project, "paused", project.progress);
    const updated = await this.afterChange(task);
    return { ok: true, message: reason, task: toApiTask(task), project: updated };
  }

  /** Runs the project again after its cost settings changed, if it was paused for its spending limit. */
  async resume(): Promise<Project | null> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      if (project?.status !== "paused") return null;
      const rows = await listTasks(this.db, this.name);
      const resumed = await this.updateProject(project, "in_progress", progressOf(rows));
      await this.scheduleNext(0);
      return resumed;
    });
  }

  /** Recomputes progress and status from the tasks and tells every open screen. */
  private async afterChange(task: TaskRow): Promise<Project> {
    const rows = await listTasks(this.db, this.name);
    const project = await findProjectById(this.db, this.name);
    if (!project) throw new Error(`Project ${this.name} disappeared`);
    this.emit({ type: "task-update", projectId: this.name, task: toApiTask(task) });
    const status = project.status === "paused" ? "paused" : settledStatus(rows);
    const updated = await this.updateProject(project, status, progressOf(rows));
    this.broadcastAgents(rows);
    return updated;
  }

  private async updateProject(project: Project, status: Project["status"], progress: number): Promise<Project> {
    const updated = await setProjectState(this.db, project.id, status, progress);
    this.emit({ type: "project-update", projectId: this.name, project: updated });
    return updated;
  }

  private broadcastAgents(rows: TaskRow[]): void {
    const statuses = agentStatuses(rows.map(toApiTask));
    for (const agentType of AGENT_TYPES) this.emit(agentEvent(this.name, agentType, statuses[agentType]));
  }

  private emit(event: RoomEvent): void {
    this.broadcast(JSON.stringify(event));
  }

  private async scheduleNext(delayMs: number): Promise<void> {
    const rows = await listTasks(this.db, this.name);
    if (nextReadyTask(rows)) await this.ctx.storage.setAlarm(Date.now() + delayMs);
  }

  private pacing(): number {
    const configured = Number(this.env.TASK_PACING_MS);
    return Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_PACING_MS;
  }
}

function refuse(status: 400 | 404 | 409, message: string): RoomOutcome {
  return { ok: false, status, message };
}
