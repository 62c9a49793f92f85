// Model usage as the AI layer reports it, storage keeps it and the API answers with it: shared, so storage
// (workers/db) needs nothing from workers/ai.

/** The tokens one model call read and wrote. */
export interface TokenUsage {
  tokensIn: number;
  tokensOut: number;
}

/** A stored model call's tokens, with the agent that made it: what estimates learn a project's figures from. */
export interface RecordedCall extends TokenUsage {
  agentType: string;
}

/**
 * Spend is kept in whole nanodollars (1e-9 USD): each call's cost is rounded once, to far below a cent,
 * and sums of integers are exact however many calls there are (up to about 9 million dollars).
 */
export const NANO_PER_USD = 1_000_000_000;

/** Nanodollars as dollars, for the API's answers. */
export const usdFromNano = (nano: number): number => nano / NANO_PER_USD;

/** The model a run of the built-in engine, or a note that called no model, is recorded with. */
export const BUILTIN_MODEL = "builtin";

/** The model calls a usage record holds: as it says, else none for the built-in engine's and one for a model's. */
export const modelCallsOf = (record: { model: string; modelCalls?: number | undefined }): number =>
  record.modelCalls ?? (record.model === BUILTIN_MODEL ? 0 : 1);

/** The account's monthly limit as a call is checked against it, in nanodollars. */
export interface AccountSpend {
  /** What the account's model calls cost this calendar month (UTC), across its projects, plus this project's calls under way. */
  readonly spentNanoUsd: number;
  readonly limitNanoUsd: number;
  /** When the month's spend starts again from zero (ISO time: the first of next month, UTC). */
  readonly resetsAt: string;
}

/** What a project has spent and may spend, in nanodollars (null: no limit). */
export interface SpendState {
  /** Recorded spend, plus the worst cases of the project's other calls under way. */
  readonly spentNanoUsd: number;
  readonly limitNanoUsd: number | null;
  /** The owner's account's monthly limit (set by the operator); absent or null: none. */
  readonly account?: AccountSpend | null;
  /** Counts a call's worst case as spent by it until its real cost is recorded (calls may run side by side). */
  reserve?(nanoUsd: number): void;
}
