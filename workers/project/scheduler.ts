import type { ProcessOptions } from "../contract/agents";
import { costSettingsOf } from "../db/costs";
import { findProjectById } from "../db/project-state";
import type { TaskRow } from "../db/schema";
import { claimTask, listTasks } from "../db/tasks";
import { readyTasks } from "../engine/queue-state";
import { readConfig } from "../env";
import { followCursor } from "./jobs/cursor-follow";
import { followDeploymentOnce } from "./jobs/deployment-follow";
import { buildPreview } from "./jobs/preview-build";
import { publish, publishBroke } from "./jobs/publish";
import { writeReport } from "./jobs/report";
import { runTask } from "./jobs/run-task";
import { deleteJob, listJobs, newJobId, saveJob, type Job } from "./jobs/store";
import type { RoomContext } from "./room-context";
import { afterChange, stopForDeletedProject } from "./room-state";

/** Work due within this long is waited for by the running alarm; later work gets an alarm of its own. */
const HOLD_MS = 2000;

/**
 * Starts a room's stored jobs when they are due (jobs/store.ts), inside the alarm that woke it, and starts the
 * project's ready tasks by itself: one task per agent at a time, side by side, so the frontend's screens never
 * wait for backend work they do not depend on. Reports are written one at a time and wait while the project
 * is paused at its spending limit; publishing runs one attempt at a time (two pushes to one repository at once
 * would race). Deciding what starts is serialized with every other change; the jobs run outside it.
 */
export class JobScheduler {
  /** The jobs this instance is running, by id. */
  private readonly running = new Map<string, Promise<void>>();
  /** The loop that starts due jobs, while one runs (inside an alarm). */
  private pumping: Promise<void> | null = null;
  private wakeRequested = false;
  private wake: (() => void) | null = null;
  /** When the room may start each agent's next task by itself (the pacing after that agent's last one). */
  private readonly nextTaskAt = new Map<string, number>();

  constructor(private readonly room: () => RoomContext) {}

  /** Asks for the due jobs to be started: by the loop that runs now, or by an alarm at once. */
  async kick(): Promise<void> {
    if (this.pumping) {
      this.wakeRequested = true;
      this.wake?.();
      return;
    }
    await this.room().storage.setAlarm(Date.now());
  }

  /** An agent's next task, when the room starts it by itself, waits for the pacing after its last one ended. */
  paceAfterTask(agentType: string): void {
    this.nextTaskAt.set(agentType, Date.now() + readConfig(this.room().env).TASK_PACING_MS);
  }

  /** The room starts its ready tasks at once (a start asked for it). */
  startTasksNow(): void {
    this.nextTaskAt.clear();
  }

  /** Claims a task and stores the job that runs it with `options` (undefined: another run took it first). */
  async claimAsJob(candidate: TaskRow, options: ProcessOptions): Promise<TaskRow | undefined> {
    const room = this.room();
    const claimed = await claimTask(room.db, room.projectId, candidate.id);
    if (!claimed) return undefined;
    await saveJob(room.storage, { kind: "run-task", id: newJobId(), taskId: claimed.id, dueAt: Date.now(), attempts: 0, options });
    return claimed;
  }

  /** Starts every due job and waits for them (and for what they make due), inside the alarm that called it. */
  pump(): Promise<void> {
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
      const room = this.room();
      const { start, wakeAt } = await room.serialized(() => this.dueJobs(room));
      for (const job of start) {
        this.running.set(
          job.id,
          execute(room, job).finally(() => {
            this.running.delete(job.id);
          }),
        );
      }
      if (this.wakeRequested) continue;
      const waitMs = wakeAt === null ? null : Math.max(0, wakeAt - Date.now());
      if (this.running.size === 0) {
        if (waitMs === null) return;
        if (waitMs > HOLD_MS) {
          await room.storage.setAlarm(Date.now() + waitMs);
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

  /** The jobs to start now, and when the next one is due (inside the serialized section). */
  private async dueJobs(room: RoomContext): Promise<{ start: Job[]; wakeAt: number | null }> {
    const project = await findProjectById(room.db, room.projectId);
    if (!project) {
      await stopForDeletedProject(room);
      return { start: [], wakeAt: null };
    }
    const now = Date.now();
    let wakeAt: number | null = null;
    if (project.status === "in_progress") wakeAt = await this.startReadyTasks(room, now);
    const jobs = await listJobs(room.storage);
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

  /**
   * Claims every ready task whose agent has no task running (with the strategy of the project's cost card);
   * answers when a task that waits (for its agent's pacing, or for its model provider: a retry's time) may
   * start, or null.
   */
  private async startReadyTasks(room: RoomContext, now: number): Promise<number | null> {
    const rows = await listTasks(room.db, room.projectId);
    const busy = new Set(rows.filter((row) => row.status === "in_progress").map((row) => row.agentType));
    const retryAt = (task: TaskRow) => (task.retryAt ? Date.parse(task.retryAt) : 0);
    const waitUntil = (task: TaskRow) => Math.max(retryAt(task), this.nextTaskAt.get(task.agentType) ?? 0);
    const free = readyTasks(rows).filter((task) => !busy.has(task.agentType));
    const waits = free.map(waitUntil).filter((at) => at > now);
    const startable = free.filter((task) => !(waitUntil(task) > now));
    if (startable.length > 0) {
      const { strategy } = await costSettingsOf(room.db, room.projectId);
      const options = { preferCursor: false, useCostOptimization: strategy === "auto" || strategy === "budget", strategy };
      for (const next of startable) {
        if (busy.has(next.agentType)) continue;
        const claimed = await this.claimAsJob(next, options);
        if (!claimed) continue;
        busy.add(claimed.agentType);
        await afterChange(room, claimed);
      }
    }
    return waits.length > 0 ? Math.min(...waits) : null;
  }
}

async function execute(room: RoomContext, job: Job): Promise<void> {
  try {
    if (job.kind === "run-task") await runTask(room, job);
    else if (job.kind === "report") await writeReport(room, job);
    else if (job.kind === "cursor-follow") await followCursor(room, job);
    else if (job.kind === "publish") await publish(room, job);
    else if (job.kind === "preview-build") await buildPreview(room, job);
    else await followDeploymentOnce(room, job);
  } catch (error) {
    // A job that broke the room's own code is dropped, so it does not fail every alarm after it; an attempt to
    // publish ends failed, rather than running forever with nothing following it.
    console.error(`Job ${job.kind} of project ${room.projectId} failed`, error);
    await room.serialized(async () => {
      await deleteJob(room.storage, job.id);
      if (job.kind === "publish") await publishBroke(room, job);
    });
  }
}
