import { generateText, type LanguageModel } from "ai";
import { callKindOf } from "../ai/estimate";
import { callDeadline, spendGuard, type SpendState } from "../ai/model-call";
import { costNanoUsd, type ModelPrice } from "../ai/prices";
import { pickModel } from "../ai/strategy";
import type { AiStrategy } from "../contract/agents";
import { ARCHITECTURE_EMITTER_ID } from "../engine/generators";
import { describeDesign, designChanges, designOf } from "../engine/model";
import { modelFor } from "../engine/planner";
import { isReplanKey } from "../engine/replan";
import { BUILTIN_USAGE, builtinRunner, type TaskRunInput, type TaskRunner, type TaskRunOutput } from "../engine/run-task";
import { requirementIdsOf, type UsageRecord } from "../contract/queue";
import { designWithModel } from "./architect-model";

/** A language model the agents may call: what it costs and how to reach it. */
export interface ModelChoice {
  models: readonly ModelPrice[];
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
  return {
    run: async (input) => {
      const firstArchitecture = input.task.key === ARCHITECTURE_EMITTER_ID && input.design === null;
      if (!firstArchitecture && !isReplanKey(input.task.key)) return base(input);
      const price = pickModel(choice.models, input.options.strategy, callKindOf(input.task.agentType));
      return decideRecords(base, choice, input, price);
    },
    report: async (request, spend) => {
      const price = pickModel(choice.models, request.strategy, callKindOf(request.agentType));
      spendGuard(spend, price, `the report of ${request.taskName}`)(SYSTEM, request.prompt, RESPONSE_MAX_OUTPUT_TOKENS, 0);
      const deadline = callDeadline(price.id, choice.timeoutMs);
      const result = await deadline.within(
        generateText({
          model: choice.languageModel(price.id),
          system: SYSTEM,
          prompt: request.prompt,
          maxOutputTokens: RESPONSE_MAX_OUTPUT_TOKENS,
          // A failed call fails this report's attempt; the report job's own attempts are the retries.
          maxRetries: 0,
          abortSignal: deadline.signal,
        }),
      );
      const usage = { tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 };
      const text = result.text.trim();
      if (text === "") throw new Error(`The model ${price.id} answered with no text`);
      return {
        response: request.keep ? `${text}\n\n${request.keep}` : text,
        model: price.id,
        ...usage,
        costNanoUsd: costNanoUsd(usage, price),
      };
    },
  };
}

/**
 * The architect's first run, and every re-plan, let the model decide the app's records; the generators then
 * write from them, and the model's summary leads the response. The first run asks from the answers; a
 * re-plan asks whether the newest message changes the records it has. Without a usable (or, for a re-plan,
 * a changed) design the records stay as they were, and the response says why.
 */
async function decideRecords(base: TaskRunner, choice: ModelChoice, input: TaskRunInput, price: ModelPrice): Promise<TaskRunOutput> {
  const builtin = input.model;
  const current = input.design ?? designOf(builtin.entities, builtin.roles);
  const revising = isReplanKey(input.task.key) ? { current, message: input.allMessages.at(-1)?.message ?? "" } : undefined;
  const outcome = await designWithModel({
    input,
    ...(revising ? { revising } : {}),
    builtin,
    price,
    model: choice.languageModel(price.id),
    deadline: () => callDeadline(price.id, choice.timeoutMs),
    guard: spendGuard(input.spend, price, input.task.name),
  });
  const usage = { model: price.id, ...outcome.spend };
  const changes = revising && outcome.design ? designChanges(current, outcome.design) : [];
  const adopted = outcome.design && (!revising || changes.length > 0) ? outcome.design : null;
  if (!adopted) {
    const work = await base(input);
    const why = outcome.design
      ? `The records: ${price.id} found no change to the records in it.`
      : `The model ${price.id} did not give a usable app model in two answers (${outcome.problems.slice(0, 5).join("; ")}), so the records ` +
        (revising ? "stay as they were." : "come from the built-in reading of your answers.");
    return { ...work, response: `${work.response}\n${why}`, usage };
  }
  // The generators write from the adopted records at once; the room stores the app model they make.
  const work = await base({ ...input, design: adopted, model: modelFor({ project: input.project, messages: input.allMessages, design: adopted }) });
  const headline = revising
    ? `Changes to the records, decided by ${price.id}: ${changes.join("; ")}.`
    : `Records decided by ${price.id}: ${describeDesign(adopted).join("; ")}.`;
  // The built-in report's first line ("... completed ...") gives way to the model's summary.
  const response = [outcome.summary, headline, ...work.response.split("\n").slice(1)].filter(Boolean).join("\n");
  return { ...work, response, usage, design: adopted };
}
