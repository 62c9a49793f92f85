import { generateText, type LanguageModel } from "ai";
import { callKindOf } from "../ai/estimate";
import { costNanoUsd, type ModelPrice } from "../ai/prices";
import { pickModel } from "../ai/strategy";
import { designWithModel } from "./architect-model";
import { ARCHITECTURE_EMITTER_ID } from "../engine/generators";
import { describeDesign, designChanges, designOf } from "../engine/model";
import { modelFor } from "../engine/planner";
import { isReplanKey } from "../engine/replan";
import { requirementIdsOf } from "../engine/task";
import type { TaskRunInput, TaskRunner, TaskRunOutput } from "../engine/run-task";

/** A language model the agents may call: what it costs and how to reach it. */
export interface ModelChoice {
  models: readonly ModelPrice[];
  languageModel(modelId: string): LanguageModel;
  /** How long one call may take before it counts as a failed attempt (default MODEL_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** A provider that has not answered in this long is not going to: the attempt fails and the room retries. */
export const MODEL_CALL_TIMEOUT_MS = 90_000;

/** One call's deadline: the signal handed to the provider, and a race that gives up at the deadline. */
export interface CallDeadline {
  signal: AbortSignal;
  /** The call's result, or at the deadline a "did not answer" error, even from a provider that ignores the signal. */
  within<T>(call: Promise<T>): Promise<T>;
}

export function callDeadline(choice: ModelChoice, modelId: string): CallDeadline {
  const ms = choice.timeoutMs ?? MODEL_CALL_TIMEOUT_MS;
  const signal = AbortSignal.timeout(ms);
  const late = () => new Error(`The model ${modelId} did not answer within ${ms / 1000} s`);
  const deadline = new Promise<never>((_resolve, reject) => {
    signal.addEventListener("abort", () => reject(late()), { once: true });
  });
  return {
    signal,
    within: (call) =>
      Promise.race([call, deadline]).catch((error: unknown) => {
        throw signal.aborted ? late() : error;
      }),
  };
}

/** Enough room for a paragraph; a model that goes on is cut off, not paid for at length. */
export const RESPONSE_MAX_OUTPUT_TOKENS = 600;

/** Tokens a chat request may add around the messages (roles, template markers), counted generously. */
const REQUEST_OVERHEAD_TOKENS = 64;

/** The next call could take the project's spend past its limit: the project pauses instead. */
export class SpendingLimitReached extends Error {
  override name = "SpendingLimitReached";
}

/**
 * The most a call can cost: no tokenizer makes more tokens than the text has UTF-8 bytes, plus the
 * request's overhead, in; the output cap, out. Checking this before the call means a limit is never overrun.
 */
export function worstCaseNanoUsd(system: string, prompt: string, price: ModelPrice, maxOutputTokens = RESPONSE_MAX_OUTPUT_TOKENS): number {
  const bytes = new TextEncoder().encode(system + prompt).length;
  return costNanoUsd({ tokensIn: bytes + REQUEST_OVERHEAD_TOKENS, tokensOut: maxOutputTokens }, price);
}

/** Throws SpendingLimitReached when the call's worst case, on top of what is spent, would pass the limit. */
function guardSpend(input: TaskRunInput, price: ModelPrice) {
  return (system: string, promptText: string, maxOutputTokens: number, spentByTask: number): void => {
    const { spentNanoUsd, limitNanoUsd } = input.spend;
    const spent = spentNanoUsd + spentByTask;
    const worst = worstCaseNanoUsd(system, promptText, price, maxOutputTokens);
    if (limitNanoUsd !== null && spent + worst > limitNanoUsd) {
      throw new SpendingLimitReached(
        `Paused before "${input.task.name}": its call to ${price.id} could cost up to ${dollars(worst)}, and ${dollars(spent)} ` +
          `of the ${dollars(limitNanoUsd)} spending limit is spent. Raise the limit or choose a cheaper strategy to resume.`,
      );
    }
  };
}

const dollars = (nano: number) => `$${(nano / 1e9).toFixed(4)}`;

const SYSTEM = [
  "You are one agent of a team that builds a web application for an entrepreneur.",
  "The generators have just done your task; report it to the entrepreneur in plain words, in one or two short paragraphs:",
  "what you did, which requirements it serves (by id), and what you took from their messages.",
  "Only state what the facts below say. No code, no markdown headings.",
].join(" ");

function prompt({ project, task, newMessages }: TaskRunInput, work: TaskRunOutput): string {
  const requirements = requirementIdsOf(task);
  return [
    `Project: ${project.name}${project.description ? ` (${project.description})` : ""}`,
    `Your role: ${task.agentType}`,
    `Task: ${task.name}: ${task.description}`,
    `Requirements served: ${requirements.length > 0 ? requirements.join(", ") : "none listed"}`,
    `Files written (${work.files.length}): ${work.files.map((file) => file.path).join(", ")}`,
    newMessages.length > 0 ? `Messages from the entrepreneur: ${newMessages.map((message) => `"${message.message}"`).join("; ")}` : "No new messages.",
    `The built-in report, for facts: ${work.response}`,
  ].join("\n");
}

/**
 * The generators write the code, so the generated app always runs; the model writes the task's
 * response in words. Every call's tokens are recorded as the provider reports them and priced with
 * the model picked for the strategy. A provider error fails the attempt, like any other task error.
 */
export function modelRunner(base: TaskRunner, choice: ModelChoice): TaskRunner {
  return async (input) => {
    const price = pickModel(choice.models, input.options.strategy, callKindOf(input.task.agentType));
    const firstArchitecture = input.task.key === ARCHITECTURE_EMITTER_ID && input.design === null;
    if (firstArchitecture || isReplanKey(input.task.key)) return decideRecords(base, choice, input, price);
    const work = await base(input);
    const promptText = prompt(input, work);
    guardSpend(input, price)(SYSTEM, promptText, RESPONSE_MAX_OUTPUT_TOKENS, 0);
    const deadline = callDeadline(choice, price.id);
    const result = await deadline.within(
      generateText({
        model: choice.languageModel(price.id),
        system: SYSTEM,
        prompt: promptText,
        maxOutputTokens: RESPONSE_MAX_OUTPUT_TOKENS,
        // A failed call is a failed attempt; the room's own attempts are the retries.
        maxRetries: 0,
        abortSignal: deadline.signal,
      }),
    );
    const usage = { tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 };
    const text = result.text.trim();
    if (text === "") throw new Error(`The model ${price.id} answered with no text`);
    return {
      ...work,
      // qa's findings stay word for word: they are what the retries act on.
      response: work.failure ? `${text}\n\n${work.response}` : work.notice ? `${text}\n\n${work.notice}` : text,
      usage: { model: price.id, ...usage, costNanoUsd: costNanoUsd(usage, price) },
    };
  };
}

/**
 * The architect's first run, and every re-plan, let the model decide the app's records; the generators then
 * write from them, and the model's summary leads the response. The first run asks from the answers; a
 * re-plan asks whether the newest message changes the records it has. Without a usable (or, for a re-plan,
 * a changed) design the records stay as they were, and the response says why.
 */
async function decideRecords(base: TaskRunner, choice: ModelChoice, input: TaskRunInput, price: ModelPrice): Promise<TaskRunOutput> {
  const builtin = modelFor({ project: input.project, messages: input.allMessages, design: input.design });
  const current = input.design ?? designOf(builtin.entities, builtin.roles);
  const revising = isReplanKey(input.task.key) ? { current, message: input.allMessages.at(-1)?.message ?? "" } : undefined;
  const outcome = await designWithModel({
    input,
    ...(revising ? { revising } : {}),
    builtin,
    price,
    model: choice.languageModel(price.id),
    deadline: () => callDeadline(choice, price.id),
    guard: guardSpend(input, price),
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
  const work = await base({ ...input, design: adopted });
  const headline = revising
    ? `Changes to the records, decided by ${price.id}: ${changes.join("; ")}.`
    : `Records decided by ${price.id}: ${describeDesign(adopted).join("; ")}.`;
  // The built-in report's first line ("... completed ...") gives way to the model's summary.
  const response = [outcome.summary, headline, ...work.response.split("\n").slice(1)].filter(Boolean).join("\n");
  return { ...work, response, usage, design: adopted };
}
