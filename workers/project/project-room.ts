import { Server, type Connection, type ConnectionContext } from "partyserver";
import { calendarMonthOf, spendLimitsFrom } from "../ai/limits";
import type { SpendState } from "../ai/model-call";
import { SpendingLimitReached } from "../ai/model-call";
import type { EngineResult, ProcessOptions, Task } from "../contract/agents";
import { AGENT_TYPES } from "../contract/agents";
import type { RoomEvent } from "../contract/events";
import { integrationProviderSchema } from "../contract/integrations";
import type { Project } from "../contract/projects";
import { agentStatuses, progressOf } from "../contract/task-progress";
import {
  appendToResponse,
  attachReport,
  insertMessage,
  insertResponse,
  listFiles,
  listMessages,
  markMessagesRead,
  unreadMessagesFor,
} from "../db/agent-records";
import { appModelVersion } from "../db/app-models";
import { commitFiles, currentSeq, pathClash, projectLimitProblem } from "../db/checkpoints";
import type { Checkpoint } from "../contract/files";
import { createDb, type Db } from "../db/client";
import { costSettingsOf, spendPosition, type SpendPosition } from "../db/costs";
import { findDeployment, lastPushedSeq, ownerIntegrations, toApiDeployment, type DeploymentOutcome } from "../db/integrations";
import { findAppDesign, findProjectById, setProjectState, settleProjectState } from "../db/project-state";
import { replansKey, takeQuota } from "../db/quotas";
import type { DeploymentRow, TaskRow } from "../db/schema";
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
import { planFromModel } from "../engine/planner";
import { withRuleCodeTask } from "../engine/rule-code";
import { nextReadyTask, readyTasks, settledStatus, waitingOn } from "../engine/queue-state";
import { isReplanKey, replanTask } from "../engine/replan";
import { BUILTIN_USAGE, FilesChangedMeanwhile, type CheckpointAccess, type TaskRunInput, type TaskRunner, type TaskRunOutput } from "../engine/run-task";
import { readConfig, tokenKeys, type Env } from "../env";
import { CURSOR_FOLLOW_LIMIT_MS, cursorPollMs, followCursorAgent, handOffToCursor, type CursorBranch, type CursorEnd, type HandOff } from "./cursor-handoff";
import { deploymentOutcome, deploymentPollMs, isFollowed, pastCutoff, recordDeploymentOutcome } from "./deployment-follow";
import { publishAttempt, recordPublished } from "./deployment-publish";
import { faultInjector } from "./faults";
import { applyFileEdit, type FileEdit, type FileEditOutcome } from "./file-edits";
import { backoffMs, modelRetryBaseMs, passingFailure } from "../ai/retry";
import { deleteAllJobs, deleteJob, listJobs, newJobId, REPORT_ATTEMPTS, reportRetryDelayMs, saveJob, type Job, type JobOf } from "./jobs";
import { reportRequestFor, wantsReport, type Agents } from "./model-runner";
import { currentAppModel, recomputeAppModel, type CurrentAppModel } from "./app-model";
import { applyPlanChanges, earlierRunsOf, MAX_TASK_ATTEMPTS } from "./plan-changes";
import { commitOutsideChanges, commitTaskFiles, describeTaskFiles, type TaskFilesOutcome } from "./task-files";
import { storedFilesOf } from "./qa-findings";
import { recordScreenFinding } from "./screen-findings";
import type { ReportScreens, ScreenReportOutcome } from "../contract/preview";
import { SIGNED_OUT, SOCKET_SESSION_HEADER, sessionTag } from "./session-sockets";
import { buildSnapshot, PREVIEW_BUILD_KEY, previewBuildSeenSchema, SnapshotFeed, type PreviewBuildSeen } from "./snapshot";
import { accountPaidCalls, agentEvent, agentsFor } from "./task-runner";

const PAUSED =
  "The project is paused at its spending limit, or its account's monthly one: the latest response says which and who can raise it. " +
  "For the project's own, raise the limit or choose a cheaper strategy on the cost card";
/** The spend of a run that calls no model (the built-in engine's), or of a project that is gone. */
const NO_SPEND: SpendPosition = { limitNanoUsd: null, projectSpentNanoUsd: 0, accountSpentNanoUsd: 0 };
const DEFAULT_PACING_MS = 100;
/** Work due within this long is waited for by the running alarm; later work gets an alarm of its own. */
const HOLD_MS = 2000;
/** A publish job that was interrupted (the room restarted during it) this often is not tried again. */
const PUBLISH_ATTEMPTS = 2;
/** The build whose screen report qa recorded (once per build), and a report waiting for the agents to finish. */
const SCREENS_RECORDED_KEY = "screens-recorded";
const SCREENS_WAITING_KEY = "screens-waiting";

/** A task's run, to record: what it was given, what it made, Cursor's hand-off, the message ids it read. */
interface RunResult {
  input: TaskRunInput;
  output: TaskRunOutput;
  handOff: HandOff | null;
  read: string[];
}

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
export type RoomOutcome = ({ ok: true } & Omit<EngineResult, "success">) | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * One per project (named by its id). The single writer of the project's queue: every change goes through
 * `serialized`, so a task is claimed once however many calls arrive together, and every change is broadcast
 * to the project's open screens. D1 stays the source of truth.
 *
 * Nothing inside `serialized` waits on the outside. Long work (running a claimed task, whose architect may
 * call a model for minutes; writing a task's report with the model; following a Cursor agent; publishing
 * the project and following its deployment) is a stored job (jobs.ts) that the room's alarm advances: a
 * call claims and stores, answers at once, and the alarm runs the job and records its result in a short
 * serialized step.
 */
export class ProjectRoom extends Server<Env> {
  static options = { hibernate: true };

  private chain: Promise<unknown> = Promise.resolve();
  private swappedAgents: Agents | null = null;
  /** The jobs this instance is running, by id. */
  private running = new Map<string, Promise<void>>();
  /** The loop that starts due jobs, while one runs (inside an alarm). */
  private pumping: Promise<void> | null = null;
  private wakeRequested = false;
  private wake: (() => void) | null = null;
  /** The room runs its next task by itself no sooner than this (the pacing between tasks). */
  private nextTaskAt = 0;
  /** The worst cases of the model calls under way, counted against the spending limit until they are recorded. */
  private reservedNanoUsd = 0;
  /**
   * The stored app model as this room last wrote or read it. The room is its only writer while it runs, so task
   * runs read it from here, not from D1 each time; a design adopted in a run clears it (plan-changes stores it).
   */
  private appModel: CurrentAppModel | null = null;
  /** The project's state for its screens: on connect, and after changes (coalesced; see SnapshotFeed). */
  private readonly snapshots = new SnapshotFeed({
    projectId: () => this.name,
    storage: () => this.ctx.storage,
    read: async () => buildSnapshot(this.db, this.name, await this.previewBuildSeen()),
    serialized: (fn) => this.serialized(fn),
    watching: () => !this.getConnections()[Symbol.iterator]().next().done,
    broadcast: (message) => this.broadcast(message),
  });

  private get db(): Db {
    return createDb(this.env.DB);
  }

  /** Tests swap the engine (a failing one, a slow one) here; the report stays the built-in one. */
  setTaskRunner(runner: TaskRunner): void {
    this.swappedAgents = { run: runner, report: null };
  }

  /** Tests swap the whole team (one on a test model) here. */
  setAgents(agents: Agents): void {
    this.swappedAgents = agents;
  }

  private get agents(): Agents {
    return this.swappedAgents ?? agentsFor(this.env);
  }

  override async onStart(): Promise<void> {
    // A task that was running when the room was evicted or restarted goes back to the queue; its job (with the
    // options it was asked with) claims it again. Stored reports and follow-ups carry on where they were.
    await this.serialized(async () => {
      const released = await releaseStaleTasks(this.db, this.name);
      const project = await findProjectById(this.db, this.name);
      const jobs = await listJobs(this.ctx.storage);
      if (released.length > 0 || jobs.length > 0 || project?.status === "in_progress") await this.kick();
    });
  }

  /** Tags a socket with the session whose ticket opened it (connect.ts names it), for closeSession. */
  override getConnectionTags(_connection: Connection, ctx: ConnectionContext): string[] {
    const sessionId = ctx.request.headers.get(SOCKET_SESSION_HEADER);
    return sessionId ? [sessionTag(sessionId)] : [];
  }

  /** Closes the sockets these sessions opened (signed out, or revoked by a password change); answers how many. */
  closeSession(sessionIds: string[]): number {
    let closed = 0;
    for (const sessionId of sessionIds) {
      for (const connection of this.getConnections(sessionTag(sessionId))) {
        connection.close(SIGNED_OUT.code, SIGNED_OUT.reason);
        closed += 1;
      }
    }
    return closed;
  }

  override onConnect(connection: Connection): void {
    // A fresh screen gets the project's snapshot at once (and every agent's state, for listeners of single
    // events); the snapshots after changes follow.
    void this.greet(connection).catch((error: unknown) => console.error(`Project ${this.name} could not greet a screen`, error));
  }

  private async greet(connection: Connection): Promise<void> {
    const event = await this.snapshots.current();
    // The screen may have gone meanwhile.
    if (!event || connection.readyState !== WebSocket.OPEN) return;
    connection.send(JSON.stringify(event));
    const statuses = event.snapshot.agent_statuses;
    for (const agentType of AGENT_TYPES) connection.send(JSON.stringify(agentEvent(this.name, agentType, statuses[agentType])));
  }

  async start(): Promise<RoomOutcome> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      if (!project) return refuse(404, "Project not found");
      if (project.status !== "draft" && project.status !== "planning") {
        // Starting twice is not an error: the plan exists and the queue runs.
        return { ok: true, message: "Development has already started", task: null, project };
      }
      const planning = await this.updateProject(project, "planning", 0);
      const existing = await listTasks(this.db, this.name);
      if (existing.length === 0) {
        // The app model is computed once, here, and stored: every task, the preview and deployments read it.
        this.appModel = await recomputeAppModel(this.db, planning);
        const { model } = this.appModel;
        // With a model, the rules the vocabulary cannot say are offered to it as code before qa.
        const plan = this.agents.report ? withRuleCodeTask(planFromModel(model), model) : planFromModel(model);
        await insertPlan(this.db, this.name, plan, MAX_TASK_ATTEMPTS);
      }
      const rows = await listTasks(this.db, this.name);
      const started = await this.updateProject(project, "in_progress", progressOf(rows));
      this.broadcastAgents(rows);
      this.nextTaskAt = 0;
      await this.kick();
      return { ok: true, message: `Planned ${rows.length} tasks; the agents are at work`, task: null, project: started };
    });
  }

  async processNext(options: ProcessOptions): Promise<RoomOutcome> {
    return this.serialized(async () => {
      if ((await findProjectById(this.db, this.name))?.status === "paused") return refuse(409, PAUSED);
      const rows = await listTasks(this.db, this.name);
      const next = nextReadyTask(rows);
      if (!next) return refuse(409, rows.length === 0 ? "Start development first: there is no plan yet" : "No pending task is ready to run");
      return this.claimAndQueue(next, options);
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
      return this.claimAndQueue(task, options);
    });
  }

  /**
   * A message arrived: the room stores it. Before any task finished, the tasks still to run read it. After, a
   * re-plan task is queued: it works out which finished work the message changes and adds the tasks that re-do
   * it. A re-plan counts against the project's re-plans per hour; past it, the message is refused whole (not
   * stored, so it changes neither the chat nor the app model) and the owner sends it again later.
   */
  async messageArrived(arriving: ArrivingMessage): Promise<MessageOutcome> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      const rows = await listTasks(this.db, this.name);
      const replans = project !== undefined && rows.some((row) => row.status === "completed");
      if (replans) {
        const limit = readConfig(this.env).QUOTA_REPLANS_PER_PROJECT_PER_HOUR;
        const taken = await takeQuota(this.db, replansKey(this.name), limit);
        if (!taken.allowed) return { ok: false, refused: "replans-quota", limit, retryAfterSeconds: taken.retryAfterSeconds };
      }
      const stored = await insertMessage(this.db, { projectId: this.name, ...arriving });
      // A message is part of the app model (its requirements): once the project has one, it is computed again.
      if (project && (this.appModel !== null || (await appModelVersion(this.db, this.name)) !== null)) {
        this.appModel = await recomputeAppModel(this.db, project);
      }
      if (!replans) return { ok: true, messageId: stored.id, replan: null };
      const round = rows.filter((row) => isReplanKey(row.key)).length + 1;
      const planned = replanTask(round, arriving.message);
      await insertPlan(this.db, this.name, [planned], MAX_TASK_ATTEMPTS);
      const task = (await listTasks(this.db, this.name)).find((row) => row.key === planned.key);
      if (!task) throw new Error(`The re-plan task of project ${this.name} was not stored`);
      // The re-plan is ready at once: the project is in progress again (unless paused at its spending limit).
      await this.afterChange(task);
      await this.kick();
      return { ok: true, messageId: stored.id, replan: toApiTask(task) };
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
      await this.kick();
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
      await this.kick();
      return { ok: true, message: `Retrying ${failed.length} failed task${failed.length === 1 ? "" : "s"}`, task: null, project: updated };
    });
  }

  /**
   * One of the owner's changes in the files panel (a save, create, rename, delete, restore or a conflict's
   * resolution), serialized with the agents' writes: a save from an older version is refused, never merged
   * over. Every open screen hears of the new checkpoint.
   */
  async editFiles(edit: FileEdit): Promise<FileEditOutcome> {
    return this.serialized(async () => {
      if (!(await findProjectById(this.db, this.name))) return { ok: false, status: 404, message: "Project not found" };
      const outcome = await applyFileEdit(this.db, this.name, edit);
      if (outcome.ok) this.snapshots.changed();
      return outcome;
    });
  }

  /** A preview build was published (through the API, from the owner's browser): the screens' snapshot says so. */
  async previewPublished(build: PreviewBuildSeen): Promise<void> {
    await this.ctx.storage.put(PREVIEW_BUILD_KEY, previewBuildSeenSchema.parse(build));
    this.snapshots.changed();
  }

  private async previewBuildSeen(): Promise<PreviewBuildSeen | null> {
    const parsed = previewBuildSeenSchema.safeParse(await this.ctx.storage.get(PREVIEW_BUILD_KEY));
    return parsed.success ? parsed.data : null;
  }

  /**
   * A visit of the preview's screens (run in the owner's browser; the API kept its report): qa's finding for
   * the build the preview runs, recorded once per build and never while the agents work. A report that comes
   * while they work waits, and is recorded when the project settles, unless a newer build has replaced it.
   */
  async screensReported(report: ReportScreens): Promise<ScreenReportOutcome> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      if (!project || (await this.previewBuildSeen())?.version !== report.version) {
        return { outcome: "stale", message: "This report is of a build the preview no longer runs: nothing was recorded." };
      }
      if ((await this.ctx.storage.get(SCREENS_RECORDED_KEY)) === report.version) {
        return { outcome: "already", message: "qa has already recorded this build's screens." };
      }
      const rows = await listTasks(this.db, this.name);
      if (project.status === "planning" || rows.length === 0 || settledStatus(rows) === "in_progress") {
        await this.ctx.storage.put(SCREENS_WAITING_KEY, report);
        return { outcome: "waiting", message: "The agents are at work: qa records the screens when they finish." };
      }
      return this.recordScreens(project, report);
    });
  }

  /** A screen report that waited for the agents, once the project has settled (inside serialized). */
  private async recordWaitingScreens(project: Project): Promise<boolean> {
    const waiting = (await this.ctx.storage.get<ReportScreens>(SCREENS_WAITING_KEY)) ?? null;
    if (!waiting) return false;
    await this.ctx.storage.delete(SCREENS_WAITING_KEY);
    if ((await this.previewBuildSeen())?.version !== waiting.version) return false;
    if ((await this.ctx.storage.get(SCREENS_RECORDED_KEY)) === waiting.version) return false;
    await this.recordScreens(project, waiting);
    return true;
  }

  private async recordScreens(project: Project, report: ReportScreens): Promise<ScreenReportOutcome> {
    await this.ctx.storage.delete(SCREENS_WAITING_KEY);
    await this.ctx.storage.put(SCREENS_RECORDED_KEY, report.version);
    const app = this.appModel ?? (await currentAppModel(this.db, project));
    const recorded = await recordScreenFinding(this.db, this.name, app.model, report);
    if (recorded.response) this.emit({ type: "response-update", projectId: this.name, response: recorded.response });
    for (const row of recorded.changed) this.emit({ type: "task-update", projectId: this.name, task: toApiTask(row) });
    const last = recorded.changed.at(-1);
    if (last) await this.afterChange(last);
    return { outcome: "recorded", message: recorded.message };
  }

  /** Runs the project again after its cost settings changed, if it was paused for its spending limit. */
  async resume(): Promise<Project | null> {
    return this.serialized(async () => {
      const project = await findProjectById(this.db, this.name);
      if (project?.status !== "paused") return null;
      const rows = await listTasks(this.db, this.name);
      const resumed = await this.updateProject(project, settledStatus(rows), progressOf(rows));
      await this.kick();
      return resumed;
    });
  }

  /**
   * Publishes a recorded attempt (running, nothing sent yet) as a job, acting for `userId`; its outcome is
   * recorded on the attempt, and a deployment that then runs is followed.
   */
  async publishDeployment(deploymentId: string, userId: string): Promise<void> {
    await this.serialized(async () => {
      const jobs = await listJobs(this.ctx.storage);
      if (jobs.some((job) => job.kind === "publish" && job.deploymentId === deploymentId)) return;
      await saveJob(this.ctx.storage, { kind: "publish", id: newJobId(), dueAt: Date.now(), attempts: 0, deploymentId, userId });
      await this.kick();
    });
  }

  /** Follows a deployment recorded running at its platform, as a job, until it ends; `userId`'s tokens ask. */
  async followDeployment(deploymentId: string, userId: string): Promise<void> {
    await this.serialized(async () => {
      await this.storeFollow(deploymentId, userId);
      await this.kick();
    });
  }

  override async onAlarm(): Promise<void> {
    await this.pump();
  }

  /** Runs fn after every earlier call of this room has finished. Never await the outside in fn. */
  private serialized<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** The claim is the call's answer; the task runs as a job. */
  private async claimAndQueue(candidate: TaskRow, options: ProcessOptions): Promise<RoomOutcome> {
    const claimed = await this.claimAsJob(candidate, options);
    if (!claimed) return refuse(409, "This task was already taken by another run");
    const project = await this.afterChange(claimed);
    await this.kick();
    return { ok: true, message: `"${claimed.name}" started`, task: toApiTask(claimed), project };
  }

  /** Stores the job that follows a deployment (once: a deployment already followed keeps its job). */
  private async storeFollow(deploymentId: string, userId: string): Promise<void> {
    const jobs = await listJobs(this.ctx.storage);
    if (jobs.some((job) => job.kind === "deployment-follow" && job.deploymentId === deploymentId)) return;
    await saveJob(this.ctx.storage, { kind: "deployment-follow", id: newJobId(), dueAt: Date.now() + deploymentPollMs(this.env), attempts: 0, deploymentId, userId });
  }

  private async claimAsJob(candidate: TaskRow, options: ProcessOptions): Promise<TaskRow | undefined> {
    const claimed = await claimTask(this.db, this.name, candidate.id);
    if (!claimed) return undefined;
    await saveJob(this.ctx.storage, { kind: "run-task", id: newJobId(), taskId: claimed.id, dueAt: Date.now(), attempts: 0, options });
    return claimed;
  }

  /** Asks for the due jobs to be started: by the loop that runs now, or by an alarm at once. */
  private async kick(): Promise<void> {
    if (this.pumping) {
      this.wakeRequested = true;
      this.wake?.();
      return;
    }
    await this.ctx.storage.setAlarm(Date.now());
  }

  /** Starts every due job and waits for them (and for what they make due), inside the alarm that called it. */
  private pump(): Promise<void> {
    if (this.pumping) {
      this.wakeRequested = true;
      this.wake?.();
      return this.pumping;
    }
    const loop = this.pumpLoop().finally(() => {
      this.pumping = null;
    });
    this.pumping = loop;
    return loop;
  }

  private async pumpLoop(): Promise<void> {
    for (;;) {
      this.wakeRequested = false;
      const { start, wakeAt } = await this.serialized(() => this.dueJobs());
      for (const job of start) {
        this.running.set(
          job.id,
          this.execute(job).finally(() => {
            this.running.delete(job.id);
          }),
        );
      }
      if (this.wakeRequested) continue;
      const waitMs = wakeAt === null ? null : Math.max(0, wakeAt - Date.now());
      if (this.running.size === 0) {
        if (waitMs === null) return;
        if (waitMs > HOLD_MS) {
          await this.ctx.storage.setAlarm(Date.now() + waitMs);
          return;
        }
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        ...this.running.values(),
        new Promise<void>((resolve) => {
          this.wake = resolve;
          if (waitMs !== null) timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
      this.wake = null;
    }
  }

  /**
   * The jobs to start now, and when the next one is due. The room runs its next ready task by itself (with
   * the strategy of the project's cost card) when no task of its is running; reports are written one at a
   * time, and wait while the project is paused at its spending limit; publishing runs one attempt at a time
   * (two pushes to one repository at once would race).
   */
  private async dueJobs(): Promise<{ start: Job[]; wakeAt: number | null }> {
    const project = await findProjectById(this.db, this.name);
    if (!project) {
      await this.stopForDeletedProject();
      return { start: [], wakeAt: null };
    }
    const now = Date.now();
    const jobs = await listJobs(this.ctx.storage);
    let wakeAt: number | null = null;
    if (project.status === "in_progress" && !jobs.some((job) => job.kind === "run-task")) {
      if (now >= this.nextTaskAt) {
        // A task whose model provider asked to wait (or is down) starts its next attempt at its time; the
        // ready tasks that do not wait run meanwhile.
        const ready = readyTasks(await listTasks(this.db, this.name));
        const waitUntil = (task: TaskRow) => (task.retryAt ? Date.parse(task.retryAt) : Number.NaN);
        const next = ready.find((task) => !(waitUntil(task) > now));
        const waits = ready.map(waitUntil).filter((at) => at > now);
        if (!next && waits.length > 0) {
          wakeAt = Math.min(...waits);
        } else if (next) {
          const { strategy } = await costSettingsOf(this.db, this.name);
          const options = { preferCursor: false, useCostOptimization: strategy === "auto" || strategy === "budget", strategy };
          const claimed = await this.claimAsJob(next, options);
          if (claimed) await this.afterChange(claimed);
          jobs.push(...(await listJobs(this.ctx.storage)).filter((job) => !jobs.some((known) => known.id === job.id)));
        }
      } else {
        wakeAt = this.nextTaskAt;
      }
    }
    const paused = project.status === "paused";
    let reportRunning = jobs.some((job) => job.kind === "report" && this.running.has(job.id));
    let publishRunning = jobs.some((job) => job.kind === "publish" && this.running.has(job.id));
    const start: Job[] = [];
    for (const job of jobs) {
      if (this.running.has(job.id)) continue;
      if (job.kind === "report" && paused) continue;
      if (job.dueAt > now) {
        wakeAt = Math.min(wakeAt ?? job.dueAt, job.dueAt);
        continue;
      }
      if (job.kind === "report") {
        if (reportRunning) continue;
        reportRunning = true;
      }
      if (job.kind === "publish") {
        if (publishRunning) continue;
        publishRunning = true;
      }
      start.push(job);
    }
    return { start, wakeAt };
  }

  private async execute(job: Job): Promise<void> {
    try {
      if (job.kind === "run-task") await this.runTask(job);
      else if (job.kind === "report") await this.writeReport(job);
      else if (job.kind === "cursor-follow") await this.followCursor(job);
      else if (job.kind === "publish") await this.publish(job);
      else await this.followDeploymentOnce(job);
    } catch (error) {
      // A job that broke the room's own code is dropped, so it does not fail every alarm after it.
      console.error(`Job ${job.kind} of project ${this.name} failed`, error);
      await deleteJob(this.ctx.storage, job.id);
    }
  }

  /** Runs a claimed task outside the serialized section, then records what it did in one short step. */
  private async runTask(job: JobOf<"run-task">): Promise<void> {
    const db = this.db;
    const claimed = await this.serialized(async () => {
      const row = await findTask(db, this.name, job.taskId);
      if (row?.status === "in_progress") return row;
      // Released by a restart: claimed again, its attempt counted.
      const again = row?.status === "pending" ? await claimTask(db, this.name, row.id) : undefined;
      if (again) await this.afterChange(again);
      else await deleteJob(this.ctx.storage, job.id);
      return again;
    });
    const project = claimed ? await findProjectById(db, this.name) : null;
    if (!claimed || !project) return;
    const agents = this.agents;
    let release: () => void = () => undefined;
    try {
      const { input, spend, connections, read } = await this.prepareRun(job, claimed, project, agents);
      release = spend.release;
      await faultInjector(this.env, this.ctx.storage)(claimed);
      const output = await agents.run(input);
      // "Use Cursor AI": the task is also handed to Cursor's agent on the project's repository, when it can be.
      const handOff = job.options.preferCursor
        ? await handOffToCursor({ env: this.env, keys: tokenKeys(readConfig(this.env)), project, task: claimed, connections })
        : null;
      await this.serialized(async () => {
        release();
        await this.recordRun(job, claimed, { input, output, handOff, read });
      });
    } catch (caught) {
      // The run failed (or reading what it needed did): the attempt is recorded as failed, never left claimed.
      await this.serialized(async () => {
        release();
        await this.recordFailure(job, claimed, caught);
      });
    }
  }

  /** What a run is given. Only what it can use is read: spend where a model may be called, connections where they are named. */
  private async prepareRun(job: JobOf<"run-task">, claimed: TaskRow, project: Project, agents: Agents) {
    const db = this.db;
    const usesConnections = claimed.agentType === "deployment" || job.options.preferCursor;
    const [allMessages, newMessages, queue, modelSpend, design, connections, app] = await Promise.all([
      listMessages(db, this.name),
      unreadMessagesFor(db, this.name, claimed.agentType),
      listTasks(db, this.name),
      agents.report ? this.reservingSpend(db) : null,
      findAppDesign(db, this.name),
      usesConnections ? ownerIntegrations(db, this.name) : [],
      this.appModel ?? currentAppModel(db, project),
    ]);
    // Kept for the next runs, unless a newer version was computed meanwhile.
    if (!this.appModel || this.appModel.version < app.version) this.appModel = app;
    const { model } = app;
    const spend = modelSpend ?? this.reserving(NO_SPEND, null);
    const input: TaskRunInput = {
      project,
      task: claimed,
      allMessages,
      newMessages,
      options: job.options,
      storedFiles: () => storedFilesOf(db, this.name),
      spend: spend.state,
      design,
      model,
      queue,
      connected: connections.map((connection) => integrationProviderSchema.parse(connection.provider)),
      checkpoints: this.checkpointAccess(claimed),
    };
    return { input, spend, connections, read: newMessages.map((m) => m.id) };
  }

  /**
   * A task's access to the project's files as checkpoints: its commits are checked against what it read and
   * written in one serialized step with every other write, and every screen hears of them.
   */
  private checkpointAccess(task: TaskRow): CheckpointAccess {
    const db = this.db;
    const meta = { actor: task.agentType, taskId: task.id };
    const committed = (checkpoint: Checkpoint | null) => {
      if (checkpoint) this.snapshots.changed();
      return checkpoint;
    };
    return {
      files: async () => (await listFiles(db, this.name)).map((file) => ({ path: file.path, content: file.content, type: file.type })),
      commit: (changes, reason, expected) =>
        this.serialized(async () => {
          const now = new Map((await listFiles(db, this.name)).map((file) => [file.path, file.content]));
          const moved = [...expected].filter(([path, content]) => (now.get(path) ?? null) !== content).map(([path]) => path);
          if (moved.length > 0) throw new FilesChangedMeanwhile(moved);
          const refused = projectLimitProblem(now, changes) ?? changes.map((change) => (change.content !== null && !now.has(change.path) ? pathClash(now.keys(), change.path) : null)).find(Boolean);
          if (refused) throw new Error(refused);
          return committed(await commitFiles(db, this.name, { kind: "model", reason, ...meta }, changes))?.seq ?? null;
        }),
      revert: (changes, reason, restoredFrom) =>
        this.serialized(async () => {
          const now = new Map((await listFiles(db, this.name)).map((file) => [file.path, file.content]));
          const back = changes.filter((change) => (now.get(change.path) ?? null) === change.from && change.from !== change.to);
          committed(await commitFiles(db, this.name, { kind: "restore", reason, restoredFrom, ...meta }, back.map((change) => ({ path: change.path, content: change.to }))));
          return back.map((change) => change.path);
        }),
      current: () => currentSeq(db, this.name),
    };
  }

  private async recordRun(job: JobOf<"run-task">, claimed: TaskRow, run: RunResult): Promise<void> {
    const { input, output, handOff } = run;
    const db = this.db;
    if (!(await this.holdsClaim(job, claimed))) return;
    // Merged into what was edited since the generator last wrote it; one checkpoint.
    const written = await commitTaskFiles(db, this.name, claimed, output.files, await earlierRunsOf(db, this.name, claimed));
    const replanned = await applyPlanChanges(db, this.name, { project: input.project, output });
    // A design adopted: plan-changes stored the app model it gives, which the next run reads.
    if (output.design) this.appModel = null;
    for (const row of replanned) this.emit({ type: "task-update", projectId: this.name, task: toApiTask(row) });
    const responseId = await insertResponse(db, this.name, {
      agentType: claimed.agentType,
      taskId: claimed.id,
      response: [output.response, ...describeTaskFiles(written), ...(handOff?.lines ?? [])].join("\n"),
      ...output.usage,
    });
    await markMessagesRead(db, run.read, claimed.id);
    let sentBack: TaskRow[] = [];
    let finished: TaskRow | undefined;
    if (output.failure) {
      // The work is kept (qa's report), the task fails at once: running it again over the same files finds the same.
      // The earlier tasks it blames fail with qa's finding, so retrying the project runs them, then qa, again.
      sentBack = await failCompletedTasks(db, this.name, output.failure.blame);
      finished = await failAttempt(db, { ...claimed, attempts: claimed.maxAttempts }, output.failure.message);
    } else {
      finished = await completeTask(db, claimed.id, `${output.files.length} files`);
    }
    const now = Date.now();
    // The code is stored and its dependants may start; the model's report follows as its own job.
    if (this.agents.report && wantsReport(output)) {
      const request = reportRequestFor(input, output);
      await saveJob(this.ctx.storage, { kind: "report", id: newJobId(), taskId: claimed.id, dueAt: now, attempts: 0, responseId, replaces: output.response.length, request });
    }
    if (handOff?.follow) {
      await saveJob(this.ctx.storage, {
        kind: "cursor-follow",
        id: newJobId(),
        taskId: claimed.id,
        dueAt: now + cursorPollMs(this.env),
        attempts: 0,
        responseId,
        ...handOff.follow,
        giveUpAt: now + CURSOR_FOLLOW_LIMIT_MS,
        // Cursor starts from the repository's default branch: the project's last push, the base of its merge.
        handedOffAt: await lastPushedSeq(db, this.name),
      });
    }
    for (const row of sentBack) this.emit({ type: "task-update", projectId: this.name, task: toApiTask(row) });
    await this.afterChange(finished ?? claimed);
    this.nextTaskAt = now + this.pacing();
  }

  private async recordFailure(job: JobOf<"run-task">, claimed: TaskRow, caught: unknown): Promise<void> {
    const db = this.db;
    if (!(await this.holdsClaim(job, claimed))) return;
    const err = await accountPaidCalls(db, this.name, claimed, caught);
    if (err instanceof SpendingLimitReached) {
      await this.pauseForSpending(claimed, err.message);
      return;
    }
    const message = err instanceof Error ? err.message : String(err);
    // A provider that is rate limited, down or slow: the next attempt waits as it asks, or backs off.
    const passing = claimed.attempts < claimed.maxAttempts ? passingFailure(err) : null;
    const retryAt = passing ? new Date(Date.now() + backoffMs(claimed.attempts, modelRetryBaseMs(this.env.MODEL_RETRY_MS), passing.retryAfterMs)) : null;
    const why = passing && retryAt ? `${passing.reason}. Attempt ${claimed.attempts + 1} of ${claimed.maxAttempts} waits until ${retryAt.toISOString()}.` : message;
    const finished = await failAttempt(db, claimed, why, retryAt);
    await this.afterChange(finished ?? claimed);
    this.nextTaskAt = Date.now() + this.pacing();
  }

  /**
   * Only the run that holds the task's claim records its end, once: not a run the project's deletion left
   * behind, nor one abandoned by a restart whose task was claimed again since (its attempt count moved on).
   */
  private async holdsClaim(job: JobOf<"run-task">, claimed: TaskRow): Promise<boolean> {
    if (!(await findProjectById(this.db, this.name))) {
      await this.stopForDeletedProject();
      return false;
    }
    const current = await findTask(this.db, this.name, claimed.id);
    if (current?.status !== "in_progress" || current.attempts !== claimed.attempts) return false;
    await deleteJob(this.ctx.storage, job.id);
    return true;
  }

  /** The model writes a finished task's report; it takes the built-in report's place when it arrives. */
  private async writeReport(job: JobOf<"report">): Promise<void> {
    const writer = this.agents.report;
    if (!writer) {
      await deleteJob(this.ctx.storage, job.id);
      return;
    }
    const db = this.db;
    const spend = await this.reservingSpend(db);
    try {
      const report = await writer(job.request, spend.state);
      await this.serialized(async () => {
        spend.release();
        await deleteJob(this.ctx.storage, job.id);
        const response = await attachReport(db, this.name, job.responseId, job.replaces, report);
        if (response) this.emit({ type: "response-update", projectId: this.name, response });
      });
    } catch (error) {
      await this.serialized(async () => {
        spend.release();
        // A call given up, or one that thought without writing, may be billed: it is recorded all the same.
        const reason = await accountPaidCalls(db, this.name, { agentType: job.request.agentType, id: job.taskId }, error);
        if (reason instanceof SpendingLimitReached) {
          // The report waits (stored) until the limit is raised; the project pauses and says why.
          await this.pauseProject(reason.message, job.request.agentType);
          return;
        }
        const attempts = job.attempts + 1;
        if (attempts < REPORT_ATTEMPTS) {
          const passing = passingFailure(reason);
          const wait = passing?.retryAfterMs != null ? backoffMs(attempts, 0, passing.retryAfterMs) : reportRetryDelayMs(attempts, this.env.REPORT_RETRY_MS);
          await saveJob(this.ctx.storage, { ...job, attempts, dueAt: Date.now() + wait });
          return;
        }
        await deleteJob(this.ctx.storage, job.id);
        const why = reason instanceof Error ? reason.message : String(reason);
        const response = await appendToResponse(db, this.name, job.responseId, `The model's report could not be written after ${attempts} tries (${why}); the built-in report above stands.`);
        if (response) this.emit({ type: "response-update", projectId: this.name, response });
      });
    }
  }

  /** One look at a Cursor agent the task was handed to; at its end, what it did joins the task's response. */
  private async followCursor(job: JobOf<"cursor-follow">): Promise<void> {
    const db = this.db;
    let end: CursorEnd | null;
    try {
      const connections = await ownerIntegrations(db, this.name);
      end = await followCursorAgent({ env: this.env, keys: tokenKeys(readConfig(this.env)), connections, agentId: job.agentId, repository: job.repository, giveUpAt: job.giveUpAt });
    } catch (error) {
      end = { lines: [`AppForge could not follow Cursor's agent: ${error instanceof Error ? error.message : String(error)}`], branch: null };
    }
    await this.serialized(async () => {
      if (end === null) {
        await saveJob(this.ctx.storage, { ...job, attempts: job.attempts + 1, dueAt: Date.now() + cursorPollMs(this.env) });
        return;
      }
      await deleteJob(this.ctx.storage, job.id);
      // Cursor's work comes back into the project: its branch's changes, as a checkpoint of their own.
      const lines = [...end.lines, ...(end.branch ? await this.bringBack(end.branch, job) : [])];
      const response = await appendToResponse(db, this.name, job.responseId, lines.join("\n"));
      if (response) this.emit({ type: "response-update", projectId: this.name, response });
    });
  }

  /** A finished Cursor branch's changes as a checkpoint (merged with what changed here since the hand-off); the lines that say what came back. */
  private async bringBack(branch: CursorBranch, job: JobOf<"cursor-follow">): Promise<string[]> {
    const task = await findTask(this.db, this.name, job.taskId);
    let outcome: TaskFilesOutcome;
    try {
      outcome = await commitOutsideChanges(
      this.db,
      this.name,
      { kind: "cursor", actor: "Cursor", reason: `Cursor's branch ${branch.branchName}${task ? ` (${task.name})` : ""}`, taskId: task?.id ?? null, taskName: `Cursor's branch ${branch.branchName}` },
      branch.changes,
      job.handedOffAt,
    );
    } catch (error) {
      return [`Cursor's branch ${branch.branchName} did not come back into the project: ${error instanceof Error ? error.message : String(error)} (${branch.compareUrl})`];
    }
    if (outcome.checkpoint) this.snapshots.changed();
    const count = outcome.checkpoint?.files.length ?? 0;
    return [
      outcome.checkpoint
        ? `Cursor's branch ${branch.branchName} came back into the project as checkpoint ${outcome.checkpoint.seq}: ${count} file${count === 1 ? "" : "s"} changed (${branch.compareUrl}).`
        : outcome.conflicts.length + outcome.kept.length > 0
          ? `Cursor's branch ${branch.branchName} changed only files that were edited here since (${branch.compareUrl}):`
          : `Cursor's branch ${branch.branchName} changes nothing the project does not already have.`,
      ...describeTaskFiles(outcome),
      branch.skipped.length > 0 ? `Not brought back: ${branch.skipped.slice(0, 10).join("; ")}${branch.skipped.length > 10 ? ` and ${branch.skipped.length - 10} more` : ""}.` : "",
      branch.truncated ? "GitHub lists at most 300 changed files of a branch: the rest did not come back; merge the branch on GitHub for them." : "",
    ].filter(Boolean);
  }

  /**
   * Publishes a recorded attempt: the provider calls run here, outside the serialized section; their outcome
   * is recorded in one short step, which stores the follow-up of a deployment that now runs at its platform.
   */
  private async publish(job: JobOf<"publish">): Promise<void> {
    const db = this.db;
    const keys = tokenKeys(readConfig(this.env));
    // The attempt is counted before it runs: a publish that keeps breaking the room ends instead of looping.
    const row = await this.serialized(async () => {
      const found = await findDeployment(db, this.name, job.deploymentId);
      if (found?.status !== "running" || isFollowed(found)) {
        await deleteJob(this.ctx.storage, job.id);
        return null;
      }
      if (job.attempts >= PUBLISH_ATTEMPTS) {
        await deleteJob(this.ctx.storage, job.id);
        const ended = await recordPublished(db, this.name, found, { status: "failed", error: "Publishing was interrupted twice on our side: please try again.", detail: null });
        if (ended) await this.deploymentChanged(ended);
        return null;
      }
      await saveJob(this.ctx.storage, { ...job, attempts: job.attempts + 1 });
      return found;
    });
    if (!row) return;
    const outcome = await publishAttempt(this.env, keys, db, this.name, job.userId, row);
    await this.serialized(async () => {
      await deleteJob(this.ctx.storage, job.id);
      const recorded = await recordPublished(db, this.name, row, outcome);
      if (!recorded) return;
      if (isFollowed(recorded)) await this.storeFollow(recorded.id, job.userId);
      await this.deploymentChanged(recorded);
    });
  }

  /**
   * One look at a running deployment's platform (outside the serialized section), recorded in one short step:
   * while it runs the job is stored again for a later look; when it ends, every open screen hears of it.
   */
  private async followDeploymentOnce(job: JobOf<"deployment-follow">): Promise<void> {
    const db = this.db;
    const row = await findDeployment(db, this.name, job.deploymentId);
    if (!row || !isFollowed(row)) {
      // Ended meanwhile (by a read of the list), or gone with its project.
      await this.serialized(() => deleteJob(this.ctx.storage, job.id));
      return;
    }
    let outcome: DeploymentOutcome | null;
    try {
      outcome = await deploymentOutcome(this.env, tokenKeys(readConfig(this.env)), db, job.userId, row);
    } catch (error) {
      // Not a provider's answer: looked at again later, until its time is up.
      console.error(`Following deployment ${row.id} of project ${this.name} failed`, error);
      outcome = pastCutoff(row);
    }
    await this.serialized(async () => {
      const current = await recordDeploymentOutcome(db, this.name, row, outcome);
      if (current.status === "running") {
        await saveJob(this.ctx.storage, { ...job, attempts: job.attempts + 1, dueAt: Date.now() + deploymentPollMs(this.env) });
        if (current !== row) this.emit({ type: "deployment-update", projectId: this.name, deployment: toApiDeployment(current) });
        return;
      }
      await deleteJob(this.ctx.storage, job.id);
      await this.deploymentChanged(current);
    });
  }

  /** Tells every open screen that an attempt changed, and the project with it (its repository, its live link). */
  private async deploymentChanged(row: DeploymentRow): Promise<void> {
    this.emit({ type: "deployment-update", projectId: this.name, deployment: toApiDeployment(row) });
    const project = await findProjectById(this.db, this.name);
    if (project) this.emit({ type: "project-update", projectId: this.name, project });
  }

  /**
   * What a job may spend: the project's recorded spend against its limit, and its owner's spend this calendar
   * month against the account's monthly limit (the operator's setting, read from the environment).
   */
  private async reservingSpend(db: Db): Promise<{ state: SpendState; release(): void }> {
    const month = calendarMonthOf(new Date());
    const accountLimit = spendLimitsFrom(this.env).accountMonthlyNanoUsd;
    const position = (await spendPosition(db, this.name, month.startsAt)) ?? NO_SPEND;
    return this.reserving(position, accountLimit === null ? null : { limitNanoUsd: accountLimit, resetsAt: month.resetsAt });
  }

  /**
   * The spend state of a job: the recorded spend plus the worst cases of the project's other calls under way
   * (a report and a design call may run side by side), which count against both limits; release() once the
   * job's real cost is recorded. Other projects' calls under way are not seen: the account's limit counts
   * what they have recorded.
   */
  private reserving(position: SpendPosition, account: { limitNanoUsd: number; resetsAt: string } | null): { state: SpendState; release(): void } {
    let own = 0;
    const underWay = () => this.reservedNanoUsd - own;
    const state: SpendState = {
      get spentNanoUsd() {
        return position.projectSpentNanoUsd + underWay();
      },
      limitNanoUsd: position.limitNanoUsd,
      account: account && {
        get spentNanoUsd() {
          return position.accountSpentNanoUsd + underWay();
        },
        ...account,
      },
      reserve: (nanoUsd) => {
        own += nanoUsd;
        this.reservedNanoUsd += nanoUsd;
      },
    };
    return {
      state,
      release: () => {
        this.reservedNanoUsd -= own;
        own = 0;
      },
    };
  }

  /** The project was deleted: its jobs go, and no alarm is left to wake the room for it again. */
  private async stopForDeletedProject(): Promise<RoomOutcome> {
    await deleteAllJobs(this.ctx.storage);
    await this.ctx.storage.deleteAlarm();
    return refuse(404, "Project not found");
  }

  /** The next call would pass the spending limit: the task waits, the project pauses and says why. */
  private async pauseForSpending(claimed: TaskRow, reason: string): Promise<void> {
    const task = (await unclaimTask(this.db, claimed, reason)) ?? claimed;
    await this.pauseProject(reason, claimed.agentType);
    await this.afterChange(task);
  }

  private async pauseProject(reason: string, agentType: string): Promise<void> {
    const project = await findProjectById(this.db, this.name);
    if (!project || project.status === "paused") return;
    await insertResponse(this.db, this.name, { agentType, taskId: null, response: reason, ...BUILTIN_USAGE });
    await this.updateProject(project, "paused", project.progress);
  }

  /** Recomputes progress and status from the tasks and tells every open screen. */
  private async afterChange(task: TaskRow): Promise<Project> {
    const rows = await listTasks(this.db, this.name);
    this.emit({ type: "task-update", projectId: this.name, task: toApiTask(task) });
    // One statement: the tasks' status and progress, unless the project is paused at its limit.
    const updated = await settleProjectState(this.db, this.name, settledStatus(rows), progressOf(rows));
    this.emit({ type: "project-update", projectId: this.name, project: updated });
    this.broadcastAgents(rows);
    // The agents have finished: a screen report that waited for them is qa's finding now.
    if ((updated.status === "completed" || updated.status === "failed") && (await this.recordWaitingScreens(updated))) {
      return (await findProjectById(this.db, this.name)) ?? updated;
    }
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
    // Every change the screens show is followed by a snapshot (a deployment's is not in it).
    if (event.type !== "deployment-update") this.snapshots.changed();
  }

  private pacing(): number {
    const configured = Number(this.env.TASK_PACING_MS);
    return Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_PACING_MS;
  }
}

function refuse(status: 400 | 404 | 409, message: string): RoomOutcome {
  return { ok: false, status, message };
}
