import { z } from "zod";

/** Strategy tiers a model belongs to: budget (cheapest), balanced, premium. */
export const MODEL_TIERS = ["budget", "balanced", "premium"] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

/** One model the agents may call, with its price in US dollars per million tokens. */
export const modelPriceSchema = z.object({
  id: z.string().trim().min(1),
  tier: z.enum(MODEL_TIERS),
  inputPerMTok: z.number().finite().nonnegative(),
  outputPerMTok: z.number().finite().nonnegative(),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;

export interface TokenUsage {
  tokensIn: number;
  tokensOut: number;
}

/**
 * Spend is kept in whole nanodollars (1e-9 USD): each call's cost is rounded once, to far below a cent,
 * and sums of integers are exact however many calls there are (up to about 9 million dollars).
 */
export const NANO_PER_USD = 1_000_000_000;

/** The cost of one call: tokens times the price per token, in nanodollars. */
export function costNanoUsd(usage: TokenUsage, price: Pick<ModelPrice, "inputPerMTok" | "outputPerMTok">): number {
  // A price per million tokens in dollars is the price per token in thousandths of a nanodollar.
  return Math.round(usage.tokensIn * price.inputPerMTok * 1000 + usage.tokensOut * price.outputPerMTok * 1000);
}

/** Nanodollars as dollars, for the API's answers. */
export const usdFromNano = (nano: number): number => nano / NANO_PER_USD;
