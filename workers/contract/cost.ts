import { z } from "zod";
import { AI_STRATEGIES } from "./agents";

// Amounts are US dollars; the screens show them at the precision each needs (workers/contract/money.ts: cents, or two
// significant digits under a cent). A request is a model call: a task run of the built-in engine calls no
// model and is counted as a built-in run, never a request.
// A figure that includes an estimated call (tokens AppForge counted because the provider reported none) is
// flagged, and the screens show "estimated" next to it.

/** One project's share of the user's spend; a deleted project keeps its line, under the name it had. */
export const projectUsageSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  deleted: z.boolean(),
  cost: z.number(),
  /** The cost includes estimated calls. */
  estimated: z.boolean(),
});
export type ProjectUsage = z.infer<typeof projectUsageSchema>;

/** The account's monthly spending limit, set by the operator: what this calendar month (UTC) has cost, and when it starts again. */
export const monthlyLimitSchema = z.object({
  limit: z.number(),
  spentThisMonth: z.number(),
  resetsAt: z.string(),
});

/** The days the summary's chart covers: today (UTC) and the 29 before it. */
export const SPEND_CHART_DAYS = 30;

/** One calendar day's spend (UTC): what the user's task runs and model calls cost that day. */
export const daySpendSchema = z.object({
  /** The day, YYYY-MM-DD (UTC). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  cost: z.number(),
  /** Ledger lines of the day: task runs, and paid calls of a run that then failed. */
  runs: z.number().int(),
  /** The cost includes estimated calls. */
  estimated: z.boolean(),
});
export type DaySpend = z.infer<typeof daySpendSchema>;

export const costSummarySchema = z.object({
  totalCost: z.number(),
  /** Model calls (AI requests); runs of the built-in engine are not among them. */
  requests: z.number().int(),
  /** Task runs the built-in engine did: no model call, no cost. */
  builtinRuns: z.number().int(),
  /** The total per model call; 0 without any. */
  averageCostPerRequest: z.number(),
  totalTokens: z.number().int(),
  /** totalCost, averageCostPerRequest and totalTokens include estimated calls. */
  estimated: z.boolean(),
  /** Dollars spent per model id ("builtin" for the built-in engine, which costs nothing). */
  modelUsage: z.record(z.string(), z.number()),
  /** The models of modelUsage whose figure includes estimated calls. */
  estimatedModels: z.array(z.string()),
  /** Dollars spent per project, most first, deleted projects included: the totals above count them too. */
  projectUsage: z.array(projectUsageSchema),
  /** The account's monthly limit; null: none. */
  monthlyLimit: monthlyLimitSchema.nullable(),
  /** Every one of the last SPEND_CHART_DAYS days, oldest first, a day without spend at 0; deleted projects' spend included. */
  byDay: z.array(daySpendSchema),
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

/** What one task's runs cost, in the order the tasks first ran. */
export const taskSpendSchema = z.object({
  /** null: runs and paid calls whose task is gone (re-planned away), together. */
  taskId: z.string().nullable(),
  name: z.string(),
  agentType: z.string(),
  cost: z.number(),
  runs: z.number().int(),
  modelCalls: z.number().int(),
  /** The cost includes estimated calls. */
  estimated: z.boolean(),
});
export type TaskSpend = z.infer<typeof taskSpendSchema>;

export const spendingSchema = z.object({
  total: z.number(),
  /** Task runs recorded for the project, by the built-in engine or a model. */
  tasks: z.number().int(),
  /** Model calls the runs made (a design answered twice is two). */
  modelCalls: z.number().int(),
  /** Task runs of the built-in engine alone: no model call, no cost. */
  builtinRuns: z.number().int(),
  /** The total includes estimated calls. */
  estimated: z.boolean(),
  byModel: z.record(z.string(), z.number()),
  /** Dollars spent per agent (architect, frontend, ...). */
  byAgent: z.record(z.string(), z.number()),
  /** The models and agents whose figure includes estimated calls. */
  estimatedModels: z.array(z.string()),
  estimatedAgents: z.array(z.string()),
  /** Dollars spent per task, in the order the tasks first ran. */
  byTask: z.array(taskSpendSchema),
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

/** The model settings, checked: the provider, its model ids, and every problem with its reason (empty: none). */
export const aiStatusSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  models: z.array(z.string()),
  problems: z.array(z.string()),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;
export const aiStatusResponseSchema = z.object({ success: z.literal(true), data: aiStatusSchema });
