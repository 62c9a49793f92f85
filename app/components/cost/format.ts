/** Spend, averages and per-model amounts show 4 decimals; estimates show 2. */
export const SPEND_DECIMALS = 4;
export const ESTIMATE_DECIMALS = 2;

export function formatUsd(amount: number, decimals: number): string {
  return `$${amount.toFixed(decimals)}`;
}

export const formatCount = (value: number) => value.toLocaleString("en-US");

const counted = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? "" : "s"}`;

/** "12 built-in runs, 0 model calls": the built-in engine's runs are never counted as AI requests. */
export const runsAndCalls = (builtinRuns: number, modelCalls: number) =>
  `${counted(builtinRuns, "built-in run")}, ${counted(modelCalls, "model call")}`;
