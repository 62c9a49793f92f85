import type { AgentType, ProcessOptions } from "../contract/agents";
import type { IntegrationProvider } from "../contract/integrations";
import { projectTypeNotes } from "../contract/project-options";
import type { Project } from "../contract/projects";
import { ARCHITECTURE_EMITTER_ID, DEPLOYMENT_EMITTER_ID, deploymentNotice, emittersFor } from "./generators";
import { describeProblems } from "./qa/summary";
import { QA_EMITTER_ID, QA_REPORT_PATH, runQaChecks, storedFileSchema, type QaFailure, type StoredFile } from "./qa/qa-task";
import type { AppDesign, AppModel } from "./model";
import { EDITS_NEED_A_MODEL, emitterIdOf, followUpsFor, isEditKey, isReplanKey } from "./replan";
import { RULE_CODE_KEY } from "./rule-code";

const RULES_NEED_A_MODEL = "The business rules the rule vocabulary cannot say need a model to write them, and none is configured now: they stay in docs/QA-REPORT.md under \"Needs a person\".";
import { requirementIdsOf, type AgentMessage, type FileToWrite, type PlannedTask, type QueuedTask, type UsageRecord } from "../contract/queue";
import type { SpendState } from "../contract/usage";

export type { QaFailure, StoredFile };

export interface TaskRunInput {
  project: Project;
  task: QueuedTask;
  /** Every message sent to this project's agents, for the app model. */
  allMessages: AgentMessage[];
  /** The messages this task is the first to read. */
  newMessages: AgentMessage[];
  options: ProcessOptions;
  /** The files stored for the project so far, each with the task that wrote it (read by the qa task only). */
  storedFiles: () => Promise<StoredFile[]>;
  /**
   * What the project has spent on model calls and the most it may spend (nanodollars; null: no limit), and its
   * owner's account's monthly limit (workers/ai/model-call.ts SpendState).
   */
  spend: SpendState;
  /** The records the architect's model decided, once it has; null: they are read from the answers. */
  design: AppDesign | null;
  /** The project's app model as stored (answers, messages and design): what every generator writes from. */
  model: AppModel;
  /** The project's tasks as they stand (read by a re-plan). */
  queue: readonly QueuedTask[];
  /** The outside services the project's owner has connected (read by the deployment task). */
  connected: readonly IntegrationProvider[];
  /** The project's files as checkpoints, for a model's code edits (the room serializes the commits with every other write). */
  checkpoints: CheckpointAccess;
}

/** A commit refused because a file changed since the caller read it. */
export class FilesChangedMeanwhile extends Error {
  override name = "FilesChangedMeanwhile";
  constructor(readonly paths: readonly string[]) {
    super(`${paths.join(", ")} changed while the model was editing ${paths.length === 1 ? "it" : "them"} (a save meanwhile): the edit was not applied over it`);
  }
}

/** What a task that edits the project's files in place (a model's code edits) may do with them. */
export interface CheckpointAccess {
  /** The project's current files. */
  files(): Promise<{ path: string; content: string; type: string }[]>;
  /**
   * Makes a checkpoint of kind "model" with these changes (content null deletes); answers its number, or null
   * when nothing changed. `expected` is each changed path's content as the caller last read it (null: absent):
   * when one changed meanwhile (the owner saved it), nothing is written and FilesChangedMeanwhile is thrown.
   */
  commit(changes: { path: string; content: string | null }[], reason: string, expected: ReadonlyMap<string, string | null>): Promise<number | null>;
  /**
   * Takes back the caller's own changes as a checkpoint of kind "restore" (of `restoredFrom`): each path still
   * holding `from` (what the caller wrote) gets `to` back; a path changed by someone else since is left as it
   * is. Answers the paths put back.
   */
  revert(changes: { path: string; from: string | null; to: string | null }[], reason: string, restoredFrom: number | null): Promise<string[]>;
  /** The current checkpoint's number (null: none yet). */
  current(): Promise<number | null>;
}

export interface TaskRunOutput {
  files: FileToWrite[];
  response: string;
  usage: Omit<UsageRecord, "agentType" | "taskId" | "response">;
  /**
   * The task did its work (its files and response are kept) but found that the project fails a check:
   * the task fails with this message, and the earlier tasks it blames are to be done again.
   */
  failure?: QaFailure;
  /** The architect decided the app's records: every later task builds them. */
  design?: AppDesign;
  /** A sentence the response keeps word for word, whoever writes the rest (what did not happen). */
  notice?: string;
  /** A re-plan's new tasks: the finished work that changes, to be done again. */
  followUps?: PlannedTask[];
}

export type TaskRunner = (input: TaskRunInput) => Promise<TaskRunOutput>;

/** What a run of the built-in engine (or a note that called no model) records: no model, no tokens, no cost. */
export const BUILTIN_USAGE = { model: "builtin", tokensIn: 0, tokensOut: 0, costNanoUsd: 0 };

/** The built-in engine: deterministic generators, no account, no network, no cost. */
export const builtinRunner: TaskRunner = async (input) => {
  const { project, task, newMessages, storedFiles, model } = input;
  if (isReplanKey(task.key)) return replan(input, model);
  // Planned while a model was configured, run after it was removed: the code is left as it is.
  if (isEditKey(task.key)) return { files: [], response: EDITS_NEED_A_MODEL, usage: BUILTIN_USAGE };
  if (task.key === RULE_CODE_KEY) return { files: [], response: RULES_NEED_A_MODEL, usage: BUILTIN_USAGE };
  const emitters = emittersFor(model);
  const emitter = emitters.find((candidate) => candidate.id === emitterIdOf(task.key));
  if (!emitter) throw new Error(`No generator produces "${task.name}" for this project's stack any more`);
  const usage = BUILTIN_USAGE;
  if (emitter.id !== QA_EMITTER_ID) {
    const files = emitter.emit(model);
    const response = describeWork(task, project, files, newMessages);
    // The architect says which layers the user left open and what it picked for them.
    const notes = emitter.id === ARCHITECTURE_EMITTER_ID ? [...model.stack.notes, ...projectTypeNotes(model.projectType)] : [];
    const notice = emitter.id === DEPLOYMENT_EMITTER_ID ? deploymentNotice(model, input.connected) : undefined;
    return { files, response: [response, ...notes, notice].filter(Boolean).join("\n"), usage, ...(notice ? { notice } : {}) };
  }
  // qa checks what the other tasks actually stored, not what the generators would write.
  const stored = storedFileSchema.array().parse(await storedFiles());
  const qa = await runQaChecks(model, emitters, stored, emitter.emit(model));
  const lines = [
    describeWork(task, project, qa.files, newMessages),
    `QA checks ${qa.failure ? "failed" : "passed"}: ${qa.summary}`,
    ...(qa.failure ? ["Problems:", ...describeProblems(qa.check, 20).map((line) => `- ${line}`)] : []),
    ...qa.failure?.blame.map((blame) => `Sent back to "${blame.taskName}" for a retry.`) ?? [],
    `The full report is ${QA_REPORT_PATH}.`,
  ];
  return { files: qa.files, response: lines.join("\n"), usage, ...(qa.failure ? { failure: qa.failure } : {}) };
};

/** A re-plan writes no files: it lists the finished work the app model now changes, as new tasks. */
async function replan(input: TaskRunInput, model: AppModel): Promise<TaskRunOutput> {
  const { project, task, newMessages, queue } = input;
  const stored = storedFileSchema.array().parse(await input.storedFiles());
  const { tasks, changed } = followUpsFor(model, stored, queue, task.key);
  const lines = [`Architect re-planned ${project.name}.`];
  for (const message of newMessages) lines.push(`Read your message "${message.message}" and compared the finished work with the app model it gives.`);
  if (tasks.length === 0) {
    lines.push("Nothing already built changes with it, so no task runs again; the tasks still to run read it.");
  } else {
    lines.push(`It changes the files of: ${changed.join(", ")}.`, `New tasks: ${tasks.map((followUp) => followUp.name).join("; ")}.`);
  }
  // The built-in engine changes records and requirements only; code beyond them is a model's (or the owner's).
  lines.push(EDITS_NEED_A_MODEL);
  return { files: [], response: lines.join("\n"), usage: BUILTIN_USAGE, followUps: tasks };
}

const AGENT_TITLES: Record<AgentType, string> = {
  architect: "Architect",
  frontend: "Frontend agent",
  backend: "Backend agent",
  devops: "DevOps agent",
  qa: "QA agent",
  deployment: "Deployment agent",
};

function describeWork(
  task: QueuedTask,
  project: Project,
  files: FileToWrite[],
  messages: AgentMessage[],
): string {
  const title = AGENT_TITLES[task.agentType as AgentType] ?? task.agentType;
  const shown = files.slice(0, 6).map((file) => file.path);
  const more = files.length > shown.length ? ` and ${files.length - shown.length} more` : "";
  const lines = [
    `${title} completed "${task.name}" for ${project.name}.`,
    task.description,
    `Wrote ${files.length} file${files.length === 1 ? "" : "s"}: ${shown.join(", ")}${more}.`,
  ];
  const requirements = requirementList(task);
  if (requirements) lines.push(`Serves requirements ${requirements}.`);
  for (const message of messages) lines.push(`Read your message: "${message.message}" — recorded in docs/REQUIREMENTS.md.`);
  return lines.join("\n");
}

function requirementList(task: QueuedTask): string {
  return requirementIdsOf(task).join(", ");
}
