import { z } from "zod";
import type { TokenUsage } from "../contract/usage";

// Usage and the unit of spend are shared with storage and the API (workers/contract/usage.ts); named here too.

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

/** The cost of one call: tokens times the price per token, in nanodollars. */
export function costNanoUsd(usage: TokenUsage, price: Pick<ModelPrice, "inputPerMTok" | "outputPerMTok">): number {
  // A price per million tokens in dollars is the price per token in thousandths of a nanodollar.
  return Math.round(usage.tokensIn * price.inputPerMTok * 1000 + usage.tokensOut * price.outputPerMTok * 1000);
}
