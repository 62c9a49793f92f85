import { costNanoUsd, type ModelPrice } from "./prices";

// What every model call goes through, whoever makes it: a deadline, and a spending guard checked before the
// call with the call's worst case. The project's jobs call models only through these.

/** A provider that has not answered in this long is not going to: the attempt fails and the job is retried. */
export const MODEL_CALL_TIMEOUT_MS = 90_000;

/** One call's deadline: the signal handed to the provider, and a race that gives up at the deadline. */
export interface CallDeadline {
  signal: AbortSignal;
  /** The call's result, or at the deadline a "did not answer" error, even from a provider that ignores the signal. */
  within<T>(call: Promise<T>): Promise<T>;
}

export function callDeadline(modelId: string, ms = MODEL_CALL_TIMEOUT_MS): CallDeadline {
  const signal = AbortSignal.timeout(ms);
  const late = () => new Error(`The model ${modelId} did not answer within ${ms / 1000} s`);
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

/** The next call could take the project's spend past its limit: the project pauses instead. */
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

/** What a project has spent and may spend, in nanodollars (null: no limit). */
export interface SpendState {
  /** Recorded spend, plus the worst cases of the project's other calls under way. */
  readonly spentNanoUsd: number;
  readonly limitNanoUsd: number | null;
  /** Counts a call's worst case as spent by it until its real cost is recorded (calls may run side by side). */
  reserve?(nanoUsd: number): void;
}

/** Throws SpendingLimitReached before a call whose worst case (this output cap), on top of what is spent, would pass the limit. */
export type SpendGuard = (system: string, prompt: string, maxOutputTokens: number, spentSoFar: number) => void;

/** The guard for one piece of work (named in the refusal) against the project's spend. */
export function spendGuard(spend: SpendState, price: ModelPrice, workName: string): SpendGuard {
  return (system, promptText, maxOutputTokens, spentSoFar) => {
    const spent = spend.spentNanoUsd + spentSoFar;
    const worst = worstCaseNanoUsd(system, promptText, price, maxOutputTokens);
    if (spend.limitNanoUsd !== null && spent + worst > spend.limitNanoUsd) {
      throw new SpendingLimitReached(
        `Paused before "${workName}": its call to ${price.id} could cost up to ${dollars(worst)}, and ${dollars(spent)} ` +
          `of the ${dollars(spend.limitNanoUsd)} spending limit is spent. Raise the limit or choose a cheaper strategy to resume.`,
      );
    }
    spend.reserve?.(worst);
  };
}

const dollars = (nano: number) => `$${(nano / 1e9).toFixed(4)}`;
