import { generateText, type LanguageModel } from "ai";
import type { z } from "zod";
import { withDefaults, type modelSettingSchema, type ModelSetting } from "../ai/config";
import { callKindOf } from "../ai/estimate";
import { addCall, callDeadline, ModelDidNotAnswer, noSpend, outputCapFor, spendGuard, type SpendState } from "../ai/model-call";
import { pickModel } from "../ai/strategy";
import { givenUpUsage, measuredUsage } from "../ai/tokens";
import type { AiStrategy } from "../contract/agents";
import { ARCHITECTURE_EMITTER_ID } from "../engine/generators";
import { describeDesign, designChanges, designOf } from "../engine/model";
import { modelFor } from "../engine/planner";
import { EDITS_NEED_A_MODEL, editMessageOf, editTask, emitterIdOf, isEditKey, isReplanKey } from "../engine/replan";
import { QA_EMITTER_ID } from "../engine/qa/qa-task";
import { agentForMessage } from "../engine/edits/brief";
import { EDIT_AGENTS, type EditAgent, type EditBrief } from "../engine/edits/types";
import { runCodeEdit } from "./code-edit";
import { peopleRuleBriefs } from "../engine/edits/people-rules";
import { RULE_CODE_KEY } from "../engine/rule-code";
import { BUILTIN_USAGE, builtinRunner, type TaskRunInput, type TaskRunner, type TaskRunOutput } from "../engine/run-task";
import { requirementIdsOf, type PlannedTask, type UsageRecord } from "../contract/queue";
import { designWithModel, SpentBeforeFailing } from "./architect-model";

/** A language model the agents may call: what it costs and how to reach it. */
export interface ModelChoice {
  /** The models with their prices and, optionally, what their endpoints can do (AI_MODELS' entries). */
  models: readonly z.input<typeof modelSettingSchema>[];
  languageModel(modelId: string): LanguageModel;
  /** How long one call may take before it counts as a failed attempt (default MODEL_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * The agents a project runs with. `run` does a task's work: the generators write the files at once; with a
 * model, the architect's first run and every re-plan also let the model decide the records first, since the
 * code depends on them. `report`, with a model, writes the task's report in words afterwards, as its own job:
 * the code never waits for it. Null: the built-in report stands.
 */
export interface Agents {
  run: TaskRunner;
  report: ReportWriter | null;
}

/** What a report job keeps to write a finished task's report: self-contained, so it survives a restart. */
export interface ReportRequest {
  taskName: string;
  agentType: string;
  strategy: AiStrategy;
  /** The facts the model reports from. */
  prompt: string;
  /** A text the report keeps word for word after the model's (qa's findings, what did not happen). */
  keep: string | null;
}

export type WrittenReport = Omit<UsageRecord, "agentType" | "taskId">;
export type ReportWriter = (request: ReportRequest, spend: SpendState) => Promise<WrittenReport>;

export const builtinAgents: Agents = { run: builtinRunner, report: null };

/** Enough room for a paragraph; a model that goes on is cut off, not paid for at length. */
export const RESPONSE_MAX_OUTPUT_TOKENS = 600;

const SYSTEM = [
  "You are one agent of a team that builds a web application for an entrepreneur.",
  "The generators have just done your task; report it to the entrepreneur in plain words, in one or two short paragraphs:",
  "what you did, which requirements it serves (by id), and what you took from their messages.",
  "Only state what the facts below say. No code, no markdown headings.",
].join(" ");

/** Whether a finished run still wants a report written: it called no model itself (the design runs' summaries lead their responses). */
export const wantsReport = (output: TaskRunOutput): boolean => output.usage.model === BUILTIN_USAGE.model;

/** The report job for a finished run: the facts of the work, and what the report keeps word for word. */
export function reportRequestFor({ project, task, newMessages, options }: TaskRunInput, work: TaskRunOutput): ReportRequest {
  const requirements = requirementIdsOf(task);
  const prompt = [
    `Project: ${project.name}${project.description ? ` (${project.description})` : ""}`,
    `Your role: ${task.agentType}`,
    `Task: ${task.name}: ${task.description}`,
    `Requirements served: ${requirements.length > 0 ? requirements.join(", ") : "none listed"}`,
    `Files written (${work.files.length}): ${work.files.map((file) => file.path).join(", ")}`,
    newMessages.length > 0 ? `Messages from the entrepreneur: ${newMessages.map((message) => `"${message.message}"`).join("; ")}` : "No new messages.",
    `The built-in report, for facts: ${work.response}`,
  ].join("\n");
  // qa's findings stay word for word: they are what the retries act on.
  const keep = work.failure ? work.response : (work.notice ?? null);
  return { taskName: task.name, agentType: task.agentType, strategy: options.strategy, prompt, keep };
}

/**
 * The generators write the code, so the generated app always runs; the model decides the records (the
 * architect) and writes each task's report. Every call's tokens are recorded as the provider reports them
 * and priced with the model picked for the strategy. A provider error fails the attempt (or the report job).
 */
export function modelAgents(base: TaskRunner, choice: ModelChoice): Agents {
  const models = choice.models.map(withDefaults);
  return {
    run: async (input) => {
      const setting = pickModel(models, input.options.strategy, callKindOf(input.task.agentType));
      const edit = (brief: EditBrief) =>
        runCodeEdit({ brief, input, setting, languageModel: choice.languageModel(setting.id), ...(choice.timeoutMs ? { timeoutMs: choice.timeoutMs } : {}), deps: input.checkpoints });
      if (isEditKey(input.task.key)) {
        const message = editMessageOf(input.task.description);
        const agent = EDIT_AGENTS.find((candidate) => candidate === input.task.agentType) ?? agentForMessage(message, input.model);
        return edit({ instruction: message, agent, focusPaths: [] });
      }
      if (input.task.key === RULE_CODE_KEY) return ruleCode(input, edit);
      const firstArchitecture = input.task.key === ARCHITECTURE_EMITTER_ID && input.design === null;
      if (!firstArchitecture && !isReplanKey(input.task.key)) return base(input);
      return decideRecords(base, choice, input, setting);
    },
    report: (request, spend) => writeReport(choice, pickModel(models, request.strategy, callKindOf(request.agentType)), request, spend),
  };
}

/**
 * One report call. Its tokens are the provider's, or counted here where it reports none; a call given up at
 * its deadline, or that spent its whole cap thinking, is paid for all the same (SpentBeforeFailing).
 */
async function writeReport(choice: ModelChoice, setting: ModelSetting, request: ReportRequest, spend: SpendState): Promise<WrittenReport> {
  const sent = `${SYSTEM}\n${request.prompt}`;
  const cap = await outputCapFor(setting, sent, RESPONSE_MAX_OUTPUT_TOKENS, 200);
  spendGuard(spend, setting, `the report of ${request.taskName}`)(SYSTEM, request.prompt, cap, 0);
  const deadline = callDeadline(setting.id, choice.timeoutMs);
  const spent = noSpend();
  const paid = (error: unknown) => new SpentBeforeFailing(error, { model: setting.id, ...spent });
  let result;
  try {
    result = await deadline.within(
      generateText({
        model: choice.languageModel(setting.id),
        system: SYSTEM,
        prompt: request.prompt,
        maxOutputTokens: cap,
        // A failed call fails this report's attempt; the report job's own attempts are the retries.
        maxRetries: 0,
        abortSignal: deadline.signal,
      }),
    );
  } catch (error) {
    if (!(error instanceof ModelDidNotAnswer)) throw error;
    addCall(spent, await givenUpUsage(sent, cap), setting);
    throw paid(error);
  }
  const text = result.text.trim();
  addCall(spent, await measuredUsage(result.usage, sent, `${result.reasoningText ?? ""}${result.text}`), setting);
  if (text === "") {
    const thinking = result.usage.outputTokens !== undefined && result.finishReason === "length";
    throw paid(
      new Error(
        thinking
          ? `The model ${setting.id} spent its whole output cap of ${cap} tokens before writing (a reasoning model thinks inside it): raise reasoningTokens for ${setting.id} in AI_MODELS`
          : `The model ${setting.id} answered with no text`,
      ),
    );
  }
  return {
    response: request.keep ? `${text}\n\n${request.keep}` : text,
    model: setting.id,
    tokensIn: spent.tokensIn,
    tokensOut: spent.tokensOut,
    costNanoUsd: spent.costNanoUsd,
    modelCalls: spent.modelCalls,
    estimated: spent.estimated,
  };
}

/**
 * The architect's first run, and every re-plan, let the model decide the app's records; the generators then
 * write from them, and the model's summary leads the response. The first run asks from the answers; a
 * re-plan asks whether the newest message changes the records it has. Without a usable (or, for a re-plan,
 * a changed) design the records stay as they were, and the response says why.
 */
async function decideRecords(base: TaskRunner, choice: ModelChoice, input: TaskRunInput, setting: ModelSetting): Promise<TaskRunOutput> {
  const builtin = input.model;
  const current = input.design ?? designOf(builtin.entities, builtin.roles);
  const revising = isReplanKey(input.task.key) ? { current, message: input.allMessages.at(-1)?.message ?? "" } : undefined;
  const outcome = await designWithModel({
    input,
    ...(revising ? { revising } : {}),
    builtin,
    setting,
    model: choice.languageModel(setting.id),
    deadline: () => callDeadline(setting.id, choice.timeoutMs),
    guard: spendGuard(input.spend, setting, input.task.name),
  });
  const usage = { model: setting.id, ...outcome.spend };
  const changes = revising && outcome.design ? designChanges(current, outcome.design) : [];
  const adopted = outcome.design && (!revising || changes.length > 0) ? outcome.design : null;
  if (!adopted) {
    const work = withoutBuiltinNotes(await base(input));
    const why = outcome.design
      ? `The records: ${setting.id} found no change to the records in it.`
      : `The model ${setting.id} did not give a usable app model in two answers (${outcome.problems.slice(0, 5).join("; ")}), so the records ` +
        (revising ? "stay as they were." : "come from AppForge's own reading of your answers (no AI).");
    if (!revising) return { ...work, response: `${work.response}\n${why}`, usage };
    // What the records cannot express is code: the agent that owns it asks the model for the edits.
    const agent = agentForMessage(revising.message, builtin);
    const planned = editTask(input.task.key, revising.message, agent, work.followUps ?? []);
    const handedOver = `${AGENT_NAMES[agent]} writes the code it needs: "${planned.edit.name}".`;
    const isQa = (task: PlannedTask) => emitterIdOf(task.key) === QA_EMITTER_ID;
    const followUps = [...planned.followUps.filter((task) => !isQa(task)), planned.edit, ...planned.followUps.filter(isQa)];
    return { ...work, response: `${work.response}\n${why}\n${handedOver}`, usage, followUps };
  }
  // The generators write from the adopted records at once; the room stores the app model they make.
  const work = withoutBuiltinNotes(await base({ ...input, design: adopted, model: modelFor({ project: input.project, messages: input.allMessages, design: adopted }) }));
  const headline = revising
    ? `Changes to the records, decided by ${setting.id}: ${changes.join("; ")}.`
    : `Records decided by ${setting.id}: ${describeDesign(adopted).join("; ")}.`;
  // The built-in report's first line ("... completed ...") gives way to the model's summary.
  const mended =
    outcome.mended.length > 0
      ? `Sample records of ${outcome.mended.join(", ")} from ${setting.id} broke a rule of the app, so built-in samples that keep the rules stand in for them.`
      : "";
  const response = [outcome.summary, headline, mended, ...work.response.split("\n").slice(1)].filter(Boolean).join("\n");
  return { ...work, response, usage, design: adopted };
}

const AGENT_NAMES: Record<EditAgent, string> = { frontend: "The frontend agent", backend: "The backend agent", devops: "The DevOps agent" };

/** The built-in engine's note that code from a message needs a model does not belong in a run that has one. */
function withoutBuiltinNotes(work: TaskRunOutput): TaskRunOutput {
  return { ...work, response: work.response.split("\n").filter((line) => line !== EDITS_NEED_A_MODEL).join("\n") };
}

/** The rule-code task: the model writes the backend's rules for people (one brief per backend), or the response says none waits. */
async function ruleCode(input: TaskRunInput, edit: (brief: EditBrief) => Promise<TaskRunOutput>): Promise<TaskRunOutput> {
  const [brief] = peopleRuleBriefs(input.model, await input.checkpoints.files());
  if (!brief) {
    return { files: [], response: "Every business rule the rule vocabulary cannot say is written in the backend's rule hook with its test case, or the backend has no rule hook yet.", usage: BUILTIN_USAGE };
  }
  return edit(brief);
}
