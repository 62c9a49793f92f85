import { z } from "zod";
import { AI_STRATEGIES } from "./agents";

// Amounts are US dollars; the screens show spend with 4 decimals and estimates with 2.

/** One project's share of the user's spend; a deleted project keeps its line, under the name it had. */
export const projectUsageSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  deleted: z.boolean(),
  cost: z.number(),
});
export type ProjectUsage = z.infer<typeof projectUsageSchema>;

export const costSummarySchema = z.object({
  totalCost: z.number(),
  requests: z.number().int(),
  averageCostPerRequest: z.number(),
  totalTokens: z.number().int(),
  /** Dollars spent per model id ("builtin" for the built-in engine, which costs nothing). */
  modelUsage: z.record(z.string(), z.number()),
  /** Dollars spent per project, most first, deleted projects included: the totals above count them too. */
  projectUsage: z.array(projectUsageSchema),
});
export const costSummaryResponseSchema = z.object({ success: z.literal(true), data: costSummarySchema });
export type CostSummary = z.infer<typeof costSummarySchema>;

/** The project's cost settings: the strategy the room runs with by itself, and its spending limit in dollars. */
export const costSettingsSchema = z.object({
  strategy: z.enum(AI_STRATEGIES),
  spendingLimit: z.number().nullable(),
});

export const AI_PROVIDERS = ["builtin", "workers-ai", "openai-compatible"] as const;

export const costEstimateSchema = z.object({
  estimatedCosts: z.object(Object.fromEntries(AI_STRATEGIES.map((strategy) => [strategy, z.number()])) as Record<
    (typeof AI_STRATEGIES)[number],
    z.ZodNumber
  >),
  /** The estimate for the default strategy, auto. */
  estimatedCost: z.number(),
  /** What the figures are priced with: the configured models, or (with none configured) the Workers AI catalogue. */
  pricing: z.object({ provider: z.enum(AI_PROVIDERS), configured: z.boolean(), models: z.array(z.string()) }),
  /** Model calls the estimate counts: one per planned task (or per task the plan would have). */
  calls: z.number().int(),
  settings: costSettingsSchema,
});
export const costEstimateResponseSchema = z.object({ success: z.literal(true), data: costEstimateSchema });
export type CostEstimate = z.infer<typeof costEstimateSchema>;

export const spendingSchema = z.object({
  total: z.number(),
  /** Task runs recorded for the project, by the built-in engine or a model. */
  tasks: z.number().int(),
  byModel: z.record(z.string(), z.number()),
  /** Dollars spent per agent (architect, frontend, ...). */
  byAgent: z.record(z.string(), z.number()),
});
export const spendingResponseSchema = z.object({ success: z.literal(true), data: spendingSchema });
export const projectCostResponseSchema = z.object({ success: z.literal(true), stats: spendingSchema });
export type Spending = z.infer<typeof spendingSchema>;

export type CostSettingsAnswer = z.infer<typeof costSettingsSchema>;

export const costSettingsBodySchema = z
  .object({
    strategy: z.enum(AI_STRATEGIES, { error: `strategy must be one of ${AI_STRATEGIES.join(", ")}` }).optional(),
    spendingLimit: z
      .number({ error: "spendingLimit must be a number of dollars, or null for no limit" })
      .min(0, "spendingLimit must not be negative")
      .max(1_000_000, "spendingLimit must be at most 1,000,000 dollars")
      .nullable()
      .optional(),
  })
  .refine((body) => body.strategy !== undefined || body.spendingLimit !== undefined, "Send a strategy, a spendingLimit or both");
export type CostSettingsBody = z.infer<typeof costSettingsBodySchema>;

export const costSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: costSettingsSchema.extend({ status: z.string() }),
});
