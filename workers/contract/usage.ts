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
