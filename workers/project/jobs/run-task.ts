import { SpendingLimitReached } from "../../ai/model-call";
import { backoffMs, passingFailure } from "../../ai/retry";
import { integrationProviderSchema } from "../../contract/integrations";
import type { Checkpoint } from "../../contract/files";
import type { Project } from "../../contract/projects";
import { insertResponse, listFiles, listMessages, markMessagesRead, unreadMessagesFor } from "../../db/agent-records";
import { commitFiles, currentSeq, pathClash, projectLimitProblem } from "../../db/checkpoints";
import { lastPushedSeq, ownerIntegrations } from "../../db/integrations";
import { findAppDesign, findProjectById } from "../../db/project-state";
import type { TaskRow } from "../../db/schema";
import { claimTask, completeTask, failAttempt, failCompletedTasks, findTask, listTasks, toApiTask } from "../../db/tasks";
import { FilesChangedMeanwhile, type CheckpointAccess, type TaskRunInput, type TaskRunOutput } from "../../engine/run-task";
import { readConfig, tokenKeys } from "../../env";
import { currentAppModel } from "../app-model";
import { CURSOR_FOLLOW_LIMIT_MS, cursorPollMs, handOffToCursor, type HandOff } from "../cursor-handoff";
import { faultInjector } from "../faults";
import { reportRequestFor, wantsReport, type Agents } from "../model-runner";
import { applyPlanChanges, earlierRunsOf } from "../plan-changes";
import { storedFilesOf } from "../qa-findings";
import type { RoomContext } from "../room-context";
import { afterChange, pauseForSpending, stopForDeletedProject } from "../room-state";
import { NO_SPEND } from "../spend-reservations";
import { accountPaidCalls } from "../task-runner";
import { commitTaskFiles, describeTaskFiles } from "../task-files";
import { deleteJob, newJobId, saveJob, type JobOf } from "./store";

/** A task's run, to record: what it was given, what it made, Cursor's hand-off, the message ids it read. */
interface RunResult {
  input: TaskRunInput;
  output: TaskRunOutput;
  handOff: HandOff | null;
  read: string[];
}

/** Runs a claimed task outside the serialized section, then records what it did in one short step. */
export async function runTask(room: RoomContext, job: JobOf<"run-task">): Promise<void> {
  const db = room.db;
  const claimed = await room.serialized(async () => {
    const row = await findTask(db, room.projectId, job.taskId);
    if (row?.status === "in_progress") return row;
    // Released by a restart: claimed again, its attempt counted.
    const again = row?.status === "pending" ? await claimTask(db, room.projectId, row.id) : undefined;
    if (again) await afterChange(room, again);
    else await deleteJob(room.storage, job.id);
    return again;
  });
  const project = claimed ? await findProjectById(db, room.projectId) : null;
  if (!claimed || !project) return;
  const agents = room.agents();
  let release: () => void = () => undefined;
  try {
    const { input, spend, connections, read } = await prepareRun(room, job, claimed, project, agents);
    release = spend.release;
    await faultInjector(room.env, room.storage)(claimed);
    const output = await agents.run(input);
    // "Use Cursor AI": the task is also handed to Cursor's agent on the project's repository, when it can be.
    const handOff = job.options.preferCursor
      ? await handOffToCursor({ env: room.env, keys: tokenKeys(readConfig(room.env)), project, task: claimed, connections })
      : null;
    await room.serialized(async () => {
      release();
      await recordRun(room, job, claimed, { input, output, handOff, read });
    });
  } catch (caught) {
    // The run failed (or reading what it needed did): the attempt is recorded as failed, never left claimed.
    await room.serialized(async () => {
      release();
      await recordFailure(room, job, claimed, caught);
    });
  }
}

/** What a run is given. Only what it can use is read: spend where a model may be called, connections where they are named. */
async function prepareRun(room: RoomContext, job: JobOf<"run-task">, claimed: TaskRow, project: Project, agents: Agents) {
  const db = room.db;
  const usesConnections = claimed.agentType === "deployment" || job.options.preferCursor;
  const [allMessages, newMessages, queue, modelSpend, design, connections, app] = await Promise.all([
    listMessages(db, room.projectId),
    unreadMessagesFor(db, room.projectId, claimed.agentType),
    listTasks(db, room.projectId),
    agents.report ? room.spend.forJob(db, room.projectId, room.env) : null,
    findAppDesign(db, room.projectId),
    usesConnections ? ownerIntegrations(db, room.projectId) : [],
    room.appModel ?? currentAppModel(db, project),
  ]);
  // Kept for the next runs, unless a newer version was computed meanwhile.
  if (!room.appModel || room.appModel.version < app.version) room.appModel = app;
  const { model } = app;
  const spend = modelSpend ?? room.spend.reserving(NO_SPEND, null);
  const input: TaskRunInput = {
    project,
    task: claimed,
    allMessages,
    newMessages,
    options: job.options,
    storedFiles: () => storedFilesOf(db, room.projectId),
    spend: spend.state,
    design,
    model,
    queue,
    connected: connections.map((connection) => integrationProviderSchema.parse(connection.provider)),
    checkpoints: checkpointAccess(room, claimed),
  };
  return { input, spend, connections, read: newMessages.map((m) => m.id) };
}

/**
 * A task's access to the project's files as checkpoints: its commits are checked against what it read and
 * written in one serialized step with every other write, and every screen hears of them.
 */
function checkpointAccess(room: RoomContext, task: TaskRow): CheckpointAccess {
  const db = room.db;
  const meta = { actor: task.agentType, taskId: task.id };
  const committed = async (checkpoint: Checkpoint | null) => {
    if (checkpoint) await room.checkpointed(checkpoint.files.map((file) => file.path));
    return checkpoint;
  };
  return {
    files: async () => (await listFiles(db, room.projectId)).map((file) => ({ path: file.path, content: file.content, type: file.type })),
    commit: (changes, reason, expected) =>
      room.serialized(async () => {
        const now = new Map((await listFiles(db, room.projectId)).map((file) => [file.path, file.content]));
        const moved = [...expected].filter(([path, content]) => (now.get(path) ?? null) !== content).map(([path]) => path);
        if (moved.length > 0) throw new FilesChangedMeanwhile(moved);
        const refused = projectLimitProblem(now, changes) ?? changes.map((change) => (change.content !== null && !now.has(change.path) ? pathClash(now.keys(), change.path) : null)).find(Boolean);
        if (refused) throw new Error(refused);
        return (await committed(await commitFiles(db, room.projectId, { kind: "model", reason, ...meta }, changes)))?.seq ?? null;
      }),
    revert: (changes, reason, restoredFrom) =>
      room.serialized(async () => {
        const now = new Map((await listFiles(db, room.projectId)).map((file) => [file.path, file.content]));
        const back = changes.filter((change) => (now.get(change.path) ?? null) === change.from && change.from !== change.to);
        await committed(await commitFiles(db, room.projectId, { kind: "restore", reason, restoredFrom, ...meta }, back.map((change) => ({ path: change.path, content: change.to }))));
        return back.map((change) => change.path);
      }),
    current: () => currentSeq(db, room.projectId),
  };
}

async function recordRun(room: RoomContext, job: JobOf<"run-task">, claimed: TaskRow, run: RunResult): Promise<void> {
  const { input, output, handOff } = run;
  const db = room.db;
  if (!(await holdsClaim(room, job, claimed))) return;
  // Merged into what was edited since the generator last wrote it; one checkpoint.
  const written = await commitTaskFiles(db, room.projectId, claimed, output.files, await earlierRunsOf(db, room.projectId, claimed));
  const replanned = await applyPlanChanges(db, room.projectId, { project: input.project, output });
  // A design adopted: plan-changes stored the app model it gives, which the next run reads.
  if (output.design) room.appModel = null;
  if (output.design) await room.checkpointed(null);
  else if (written.checkpoint) await room.checkpointed(written.checkpoint.files.map((file) => file.path));
  for (const row of replanned) room.emit({ type: "task-update", projectId: room.projectId, task: toApiTask(row) });
  const responseId = await insertResponse(db, room.projectId, {
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
    sentBack = await failCompletedTasks(db, room.projectId, output.failure.blame);
    finished = await failAttempt(db, { ...claimed, attempts: claimed.maxAttempts }, output.failure.message);
  } else {
    finished = await completeTask(db, claimed.id, `${output.files.length} files`);
  }
  const now = Date.now();
  // The code is stored and its dependants may start; the model's report follows as its own job.
  if (room.agents().report && wantsReport(output)) {
    const request = reportRequestFor(input, output);
    await saveJob(room.storage, { kind: "report", id: newJobId(), taskId: claimed.id, dueAt: now, attempts: 0, responseId, replaces: output.response.length, request });
  }
  if (handOff?.follow) {
    await saveJob(room.storage, {
      kind: "cursor-follow",
      id: newJobId(),
      taskId: claimed.id,
      dueAt: now + cursorPollMs(room.env),
      attempts: 0,
      responseId,
      ...handOff.follow,
      giveUpAt: now + CURSOR_FOLLOW_LIMIT_MS,
      // Cursor starts from the repository's default branch: the project's last push, the base of its merge.
      handedOffAt: await lastPushedSeq(db, room.projectId),
    });
  }
  for (const row of sentBack) room.emit({ type: "task-update", projectId: room.projectId, task: toApiTask(row) });
  await afterChange(room, finished ?? claimed);
  room.paceAfterTask(claimed.agentType);
}

async function recordFailure(room: RoomContext, job: JobOf<"run-task">, claimed: TaskRow, caught: unknown): Promise<void> {
  const db = room.db;
  if (!(await holdsClaim(room, job, claimed))) return;
  const err = await accountPaidCalls(db, room.projectId, claimed, caught);
  if (err instanceof SpendingLimitReached) {
    await pauseForSpending(room, claimed, err.message);
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  // A provider that is rate limited, down or slow: the next attempt waits as it asks, or backs off.
  const passing = claimed.attempts < claimed.maxAttempts ? passingFailure(err) : null;
  const retryAt = passing ? new Date(Date.now() + backoffMs(claimed.attempts, readConfig(room.env).MODEL_RETRY_MS, passing.retryAfterMs)) : null;
  const why = passing && retryAt ? `${passing.reason}. Attempt ${claimed.attempts + 1} of ${claimed.maxAttempts} waits until ${retryAt.toISOString()}.` : message;
  const finished = await failAttempt(db, claimed, why, retryAt);
  await afterChange(room, finished ?? claimed);
  room.paceAfterTask(claimed.agentType);
}

/**
 * Only the run that holds the task's claim records its end, once: not a run the project's deletion left
 * behind, nor one abandoned by a restart whose task was claimed again since (its attempt count moved on).
 */
async function holdsClaim(room: RoomContext, job: JobOf<"run-task">, claimed: TaskRow): Promise<boolean> {
  if (!(await findProjectById(room.db, room.projectId))) {
    await stopForDeletedProject(room);
    return false;
  }
  const current = await findTask(room.db, room.projectId, claimed.id);
  if (current?.status !== "in_progress" || current.attempts !== claimed.attempts) return false;
  await deleteJob(room.storage, job.id);
  return true;
}

