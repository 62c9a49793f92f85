/** Spend, averages and per-model amounts show 4 decimals; estimates show 2. */
export const SPEND_DECIMALS = 4;
export const ESTIMATE_DECIMALS = 2;

export function formatUsd(amount: number, decimals: number): string {
  return `$${amount.toFixed(decimals)}`;
}

export const formatCount = (value: number) => value.toLocaleString("en-US");
