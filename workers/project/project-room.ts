import { Server, type Connection, type ConnectionContext } from "partyserver";
import { AGENT_TYPES, type ProcessOptions } from "../contract/agents";
import type { RoomEvent } from "../contract/events";
import type { Project } from "../contract/projects";
import type { PublishPreview, ReportScreens } from "../contract/preview";
import type { FileEdit } from "../contract/files";
import type { DeploymentTarget } from "../contract/integrations";
import type { CostSettingsChange } from "../db/costs";
import type { DeploymentOutcome } from "../db/integrations";
import type { DeploymentRow } from "../db/schema";
import type { Owner } from "../db/projects";
import type { AppModel } from "../engine/model";
import { isBuildSource } from "../engine/preview/sources";
import { isBackendBuildInput } from "../engine/preview/backend-inputs";
import { createDb } from "../db/client";
import { findProjectById } from "../db/project-state";
import { releaseStaleTasks } from "../db/tasks";
import type { TaskRunner } from "../engine/run-task";
import type { Env } from "../env";
import { editFiles, type FileEditOutcome } from "./file-edits";
import * as deployments from "./deployment-commands";
import { listJobs } from "./jobs/store";
import type { Agents } from "./model-runner";
import { deleteOwnedProject, type DeletionOutcome } from "./project-deletion";
import type { RoomContext } from "./room-context";
import { previewStateOf, type PreviewState } from "./preview-state";
import { JobScheduler } from "./scheduler";
import * as screenChecks from "./screen-checks";
import { SIGNED_OUT, SOCKET_SESSION_HEADER, sessionTag } from "./session-sockets";
import { buildSnapshot, SnapshotFeed } from "./snapshot";
import { SpendReservations } from "./spend-reservations";
import * as previews from "./preview-commands";
import * as publishing from "./publish-commands";
import type { PublishLimits, Publication } from "../contract/publish";
import * as tasks from "./task-commands";
import { agentEvent, agentsFor } from "./task-runner";
import { engineReady } from "../engine-ready";

export type { ArrivingMessage, MessageOutcome, RoomOutcome } from "./task-commands";

/**
 * One per project (named by its id), and the only writer of the project's state: every change goes through
 * `serialized`, so a task is claimed once however many calls arrive together, and every change is broadcast
 * to the project's open screens. D1 stays the source of truth.
 *
 * This is the shell: the sockets, the commands, the serialized section and the alarm. What the commands do is
 * in task-commands.ts, file-edits.ts, room-state.ts, preview-commands.ts, deployment-commands.ts and
 * project-deletion.ts; long work (running a claimed task, writing a report with the model, following a Cursor
 * agent, publishing and following a deployment) is a stored job (jobs/store.ts, one file per kind in jobs/)
 * that the scheduler starts from the alarm, outside the serialized section; each gets only the narrow
 * RoomContext, never the room.
 */
export class ProjectRoom extends Server<Env> {
  static options = { hibernate: true };

  private chain: Promise<unknown> = Promise.resolve();
  private swappedAgents: Agents | null = null;
  private readonly scheduler = new JobScheduler(() => this.room);
  private readonly spend = new SpendReservations();
  /** The project's state for its screens: on connect, and after changes (coalesced; see SnapshotFeed). */
  private readonly snapshots = new SnapshotFeed({
    projectId: () => this.name,
    storage: () => this.ctx.storage,
    read: async () => buildSnapshot(this.room.db, this.name, await previewStateOf(this.ctx.storage)),
    serialized: (fn) => this.serialized(fn),
    watching: () => !this.getConnections()[Symbol.iterator]().next().done,
    broadcast: (message) => this.broadcast(message),
  });
  private context: RoomContext | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // What the engine loads on first use (decisions 024, 025) is ready before any call, message or alarm runs.
    void ctx.blockConcurrencyWhile(() => engineReady(env.ASSETS));
  }

  /**
   * What the commands and jobs act through. Made once per instance: it also keeps the stored app model as the
   * room last wrote or read it (the room is its only writer while it runs, so runs read it from here).
   */
  private get room(): RoomContext {
    if (this.context) return this.context;
    this.context = {
      projectId: this.name,
      env: this.env,
      db: createDb(this.env.DB),
      storage: this.ctx.storage,
      agents: () => this.swappedAgents ?? agentsFor(this.env),
      serialized: (fn) => this.serialized(fn),
      emit: (event) => this.emit(event),
      checkpointed: async (changed) => {
        this.snapshots.changed();
        // The frontend's sources, and the backend's (which the preview runs when it is the app's own).
        if (changed === null || changed.some((path) => isBuildSource(path) || isBackendBuildInput(path))) await previews.requestPreviewBuild(this.room);
      },
      requestBuild: () => previews.requestPreviewBuild(this.room),
      previewChanged: () => this.snapshots.changed(),
      changed: () => this.snapshots.changed(),
      kick: () => this.scheduler.kick(),
      paceAfterTask: (agentType) => this.scheduler.paceAfterTask(agentType),
      appModel: null,
      spend: this.spend,
    };
    return this.context;
  }

  /** Tests swap the engine (a failing one, a slow one) here; the report stays the built-in one. */
  setTaskRunner(runner: TaskRunner): void {
    this.swappedAgents = { run: runner, report: null };
  }

  /** Tests swap the whole team (one on a test model) here. */
  setAgents(agents: Agents): void {
    this.swappedAgents = agents;
  }

  override async onStart(): Promise<void> {
    // A task that was running when the room was evicted or restarted goes back to the queue; its job (with the
    // options it was asked with) claims it again. Stored reports and follow-ups carry on where they were.
    await this.serialized(async () => {
      const db = this.room.db;
      const released = await releaseStaleTasks(db, this.name);
      const project = await findProjectById(db, this.name);
      const jobs = await listJobs(this.ctx.storage);
      if (released.length > 0 || jobs.length > 0 || project?.status === "in_progress") await this.scheduler.kick();
    });
  }

  override async onAlarm(): Promise<void> {
    await this.scheduler.pump();
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

  start(): Promise<tasks.RoomOutcome> {
    return this.serialized(() => tasks.start(this.room, this.scheduler));
  }

  processNext(options: ProcessOptions): Promise<tasks.RoomOutcome> {
    return this.serialized(() => tasks.processNext(this.room, this.scheduler, options));
  }

  processTask(taskId: string, options: ProcessOptions): Promise<tasks.RoomOutcome> {
    return this.serialized(() => tasks.processTask(this.room, this.scheduler, taskId, options));
  }

  messageArrived(arriving: tasks.ArrivingMessage): Promise<tasks.MessageOutcome> {
    return this.serialized(() => tasks.messageArrived(this.room, arriving));
  }

  retryTask(taskId: string): Promise<tasks.RoomOutcome> {
    return this.serialized(() => tasks.retryTask(this.room, taskId));
  }

  retryProject(): Promise<tasks.RoomOutcome> {
    return this.serialized(() => tasks.retryProject(this.room));
  }

  /** An owner's change in the files panel, serialized with the agents' writes: one from an older version is refused. */
  editFiles(edit: FileEdit): Promise<FileEditOutcome> {
    return this.serialized(() => editFiles(this.room, edit));
  }

  /** Publishes a build made elsewhere (PUT .../preview; AppForge's own builds are the preview-build job's). */
  publishPreview(model: AppModel, build: PublishPreview): ReturnType<typeof previews.publishPreview> {
    return previews.publishPreview(this.room, model, build);
  }

  /** A new preview link: every earlier one stops at once (its streams too), and a live link that is the preview's follows. */
  newPreviewLink(owner: Owner): Promise<number | undefined> {
    return previews.newPreviewLink(this.room, owner);
  }

  /** The preview's records start again from its samples, with no accounts; false before a build. */
  resetPreview(): Promise<boolean> {
    return previews.resetPreviewRecords(this.room);
  }

  /** A visit of the published build's screens, changed ones first, its visitor signed in; null before a build. */
  previewVisitPlan(): ReturnType<typeof previews.previewVisitPlan> {
    return previews.previewVisitPlan(this.room);
  }

  /** Publishes the preview's current build on AppForge's edge, as the app's next version. */
  publishApp(appsOrigin: string): Promise<publishing.PublishOutcome> {
    return publishing.publishApp(this.room, appsOrigin);
  }

  /** Makes an earlier published version live again. */
  rollbackApp(version: number): Promise<publishing.PublishOutcome> {
    return publishing.rollbackApp(this.room, version);
  }

  /** The published app's address answers 404; its versions and records are kept. */
  unpublishApp(): Promise<publishing.PublishOutcome> {
    return publishing.unpublishApp(this.room);
  }

  setAppLimits(limits: PublishLimits): Promise<publishing.PublishOutcome> {
    return publishing.setAppLimits(this.room, limits);
  }

  appPublication(): Promise<Publication | null> {
    return publishing.appPublication(this.room);
  }

  /** The owner's cost settings; a project paused at its limit runs again (and pauses again if the next call does not fit). */
  setCostSettings(userId: string, settings: CostSettingsChange): Promise<{ changed: boolean; project: Project | null }> {
    return this.serialized(() => tasks.setCostSettings(this.room, userId, settings));
  }

  /** Builds the preview again now, even from the inputs of the published build (the owner's Rebuild). */
  rebuildPreview(): Promise<void> {
    return this.serialized(() => previews.requestPreviewBuild(this.room, true));
  }

  /** The build the preview runs, one under way or failed since, and its screen check (for GET .../preview). */
  async previewState(): Promise<PreviewState & { check: screenChecks.ScreenCheck }> {
    return { ...(await previewStateOf(this.ctx.storage)), check: await screenChecks.screenCheckOf(this.ctx.storage) };
  }

  /** A visit of the preview's screens (run in the owner's browser): stored with its build, and qa's finding, in one step. */
  reportScreens(report: ReportScreens): ReturnType<typeof screenChecks.reportScreens> {
    return this.serialized(() => screenChecks.reportScreens(this.room, report));
  }

  /** Records an attempt to publish to `target` (running, nothing sent yet) and publishes it as a job, acting for `userId`; then follows it. */
  publishDeployment(target: DeploymentTarget, detail: string | null, userId: string): Promise<DeploymentRow> {
    return this.serialized(() => deployments.publishDeployment(this.room, target, detail, userId));
  }

  /** Records an attempt that ended as it started (a manual step: no provider is called). */
  recordDeployment(target: DeploymentTarget, outcome: DeploymentOutcome): Promise<DeploymentRow> {
    return this.serialized(() => deployments.recordDeployment(this.room, target, outcome));
  }

  /** Follows a deployment recorded running at its platform, as a job, until it ends; `userId`'s tokens ask. */
  followDeployment(deploymentId: string, userId: string): Promise<void> {
    return this.serialized(() => deployments.followDeployment(this.room, deploymentId, userId));
  }

  /** The owner deletes the project: its preview, its rows, and all this room keeps for it (see project-deletion.ts). */
  deleteProject(owner: Owner): Promise<DeletionOutcome> {
    return deleteOwnedProject(this.room, owner);
  }

  /** Runs fn after every earlier call of this room has finished. Never await the outside in fn. */
  private serialized<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private emit(event: RoomEvent): void {
    this.broadcast(JSON.stringify(event));
    // Every change the screens show is followed by a snapshot (a deployment's is not in it).
    if (event.type !== "deployment-update") this.snapshots.changed();
  }
}
