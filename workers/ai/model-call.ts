import type { TokenUsage } from "../contract/usage";
import { formatNanoUsd as dollars } from "../contract/money";
import { reasoningTokensOf, type ModelSetting } from "./config";
import { ACCOUNT_LIMIT_SETTING } from "./limits";
import { costNanoUsd, type ModelPrice } from "./prices";
import { countTokens, MESSAGE_OVERHEAD_TOKENS, type MeasuredUsage } from "./tokens";

// What every model call goes through, whoever makes it: a deadline, and a spending guard checked before the
// call with the call's worst case. The project's jobs call models only through these.

/** A provider that has not answered in this long is not going to: the attempt fails and the job is retried. */
export const MODEL_CALL_TIMEOUT_MS = 90_000;

/** A call given up at its deadline: the provider may still bill it, so it is counted at its worst case. */
export class ModelDidNotAnswer extends Error {
  override name = "ModelDidNotAnswer";
}

/** One call's deadline: the signal handed to the provider, and a race that gives up at the deadline. */
export interface CallDeadline {
  signal: AbortSignal;
  /** The call's result, or at the deadline a "did not answer" error, even from a provider that ignores the signal. */
  within<T>(call: Promise<T>): Promise<T>;
}

export function callDeadline(modelId: string, ms = MODEL_CALL_TIMEOUT_MS): CallDeadline {
  const signal = AbortSignal.timeout(ms);
  const late = () => new ModelDidNotAnswer(`The model ${modelId} did not answer within ${ms / 1000} s`);
  const deadline = new Promise<never>((_resolve, reject) => {
    signal.addEventListener("abort", () => reject(late()), { once: true });
  });
  // A call that settles first leaves the deadline's rejection unobserved: mark it handled.
  deadline.catch(() => undefined);
  return {
    signal,
    within: (call) =>
      Promise.race([call, deadline]).catch((error: unknown) => {
        throw signal.aborted ? late() : error;
      }),
  };
}

/** Tokens a chat request may add around the messages (roles, template markers), counted generously. */
const REQUEST_OVERHEAD_TOKENS = 64;

/** The next call could take the project's spend past its limit, or its account's monthly one: the project pauses instead. */
export class SpendingLimitReached extends Error {
  override name = "SpendingLimitReached";
}

/**
 * The most a call can cost: no tokenizer makes more tokens than the text has UTF-8 bytes, plus the
 * request's overhead, in; the output cap, out. Checking this before the call means a limit is never overrun.
 */
export function worstCaseNanoUsd(system: string, prompt: string, price: ModelPrice, maxOutputTokens: number): number {
  const bytes = new TextEncoder().encode(system + prompt).length;
  return costNanoUsd({ tokensIn: bytes + REQUEST_OVERHEAD_TOKENS, tokensOut: maxOutputTokens }, price);
}

import type { SpendState } from "../contract/usage";

export type { AccountSpend, SpendState } from "../contract/usage";

/** Throws SpendingLimitReached before a call whose worst case (this output cap), on top of what is spent, would pass a limit. */
export type SpendGuard = (system: string, prompt: string, maxOutputTokens: number, spentSoFar: number) => void;

/**
 * The guard for one piece of work (named in the refusal) against the project's limit and its account's monthly
 * one. The refusal says which limit the call would pass and who can raise it: the project's owner on its cost
 * card, or for the account's limit the operator (or the next month).
 */
export function spendGuard(spend: SpendState, price: ModelPrice, workName: string): SpendGuard {
  return (system, promptText, maxOutputTokens, spentSoFar) => {
    const worst = worstCaseNanoUsd(system, promptText, price, maxOutputTokens);
    const reached: string[] = [];
    const spent = spend.spentNanoUsd + spentSoFar;
    if (spend.limitNanoUsd !== null && spent + worst > spend.limitNanoUsd) {
      reached.push(
        `${dollars(spent)} of the ${dollars(spend.limitNanoUsd)} spending limit is spent. The project's owner can raise this project's ` +
          "limit on its cost card, or choose a cheaper strategy, to resume.",
      );
    }
    const account = spend.account;
    if (account && account.spentNanoUsd + spentSoFar + worst > account.limitNanoUsd) {
      reached.push(
        `${dollars(account.spentNanoUsd + spentSoFar)} of the account's ${dollars(account.limitNanoUsd)} monthly spending limit is spent ` +
          `this month, across its projects. It starts again on ${account.resetsAt.slice(0, 10)} 00:00 UTC; before that only the ` +
          `operator can raise it (the ${ACCOUNT_LIMIT_SETTING} setting). Once it allows the call, saving this project's cost settings resumes it.`,
      );
    }
    if (reached.length > 0) {
      throw new SpendingLimitReached(`Paused before "${workName}": its call to ${price.id} could cost up to ${dollars(worst)}, and ${reached.join(" Also, ")}`);
    }
    spend.reserve?.(worst);
  };
}

/** A task's model calls: their tokens, what they cost at the model's price, how many, and whether any was counted by AppForge. */
export interface CallSpend extends TokenUsage {
  costNanoUsd: number;
  modelCalls: number;
  estimated: boolean;
}

export const noSpend = (): CallSpend => ({ tokensIn: 0, tokensOut: 0, costNanoUsd: 0, modelCalls: 0, estimated: false });

/** Adds one call's tokens to a task's spend, priced at the model's price. */
export function addCall(spend: CallSpend, usage: MeasuredUsage, setting: ModelSetting): void {
  spend.tokensIn += usage.tokensIn;
  spend.tokensOut += usage.tokensOut;
  spend.costNanoUsd += costNanoUsd(usage, setting);
  spend.modelCalls += 1;
  spend.estimated ||= usage.estimated;
}

/**
 * The output cap of a call: what the answer needs plus the model's reasoning allowance, lowered so that the
 * prompt and the answer fit the model's context. A context too small for any useful answer is refused, named.
 */
export async function outputCapFor(setting: ModelSetting, sent: string, wanted: number, least: number): Promise<number> {
  const reasoning = reasoningTokensOf(setting);
  // No tokenizer makes more tokens than the text has bytes: where even that fits, nothing needs counting (and
  // the tokenizer is not loaded).
  const bound = new TextEncoder().encode(sent).length + MESSAGE_OVERHEAD_TOKENS;
  if (bound + wanted + reasoning <= setting.contextTokens) return wanted + reasoning;
  const sentTokens = (await countTokens(sent)) + MESSAGE_OVERHEAD_TOKENS;
  const room = setting.contextTokens - sentTokens;
  if (room < least + reasoning) {
    throw new Error(
      `The prompt for ${setting.id} takes about ${sentTokens} tokens, which leaves no room for an answer in its context of ` +
        `${setting.contextTokens} tokens: raise contextTokens for ${setting.id} in AI_MODELS, or use a model with a larger context`,
    );
  }
  return Math.min(wanted + reasoning, room);
}
