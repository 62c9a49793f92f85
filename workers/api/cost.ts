import { Hono } from "hono";
import { aiConfigFrom } from "../ai/config";
import { callKindOf, estimatePlan, tokenFigures } from "../ai/estimate";
import { calendarMonthOf, spendLimitsFrom } from "../ai/limits";
import { aiStatusOf } from "../ai/model-check";
import { NANO_PER_USD, usdFromNano } from "../contract/usage";
import { costSettingsBodySchema, SPEND_CHART_DAYS, type CostEstimate, type CostSummary, type Spending } from "../contract/cost";
import {
  costSettingsOf,
  plannedAgents,
  projectSpend,
  projectSpendPerTask,
  recordedCalls,
  spendPerProject,
  userSpend,
  userSpendPerDay,
  userSpendSince,
  type CostSettings,
  type SpendFigures,
  type TaskSpendLine,
} from "../db/costs";
import type { Db } from "../db/client";
import { toApiProject } from "../db/projects";
import { planFromModel, modelFor } from "../engine/planner";
import { validate, type AppEnv } from "./context";
import { notFound } from "./errors";
import { PROJECT_NOT_FOUND, projectParam, requireOwnedProject } from "./owned-project";
import { roomFor } from "./rooms";

const inDollars = (nanoByKey: Record<string, number>) =>
  Object.fromEntries(Object.entries(nanoByKey).map(([key, nano]) => [key, usdFromNano(nano)]));

const settingsAnswer = (settings: CostSettings) => ({
  strategy: settings.strategy,
  spendingLimit: settings.limitNanoUsd === null ? null : usdFromNano(settings.limitNanoUsd),
});

/** A line whose task is gone (re-planned away) is named so: its runs still cost what they cost. */
const GONE_TASK = "Tasks no longer in the plan";

const spending = (figures: SpendFigures, perTask: TaskSpendLine[]): Spending => ({
  total: usdFromNano(figures.totalNanoUsd),
  tasks: figures.runs,
  modelCalls: figures.modelCalls,
  builtinRuns: figures.builtinRuns,
  estimated: figures.estimated,
  byModel: inDollars(figures.byModel),
  byAgent: inDollars(figures.byAgent),
  estimatedModels: figures.estimatedModels,
  estimatedAgents: figures.estimatedAgents,
  byTask: perTask.map((line) => ({
    taskId: line.taskId,
    name: line.taskId === null || line.name === null ? GONE_TASK : line.name,
    agentType: line.agentType,
    cost: usdFromNano(line.nanoUsd),
    runs: line.runs,
    modelCalls: line.modelCalls,
    estimated: line.estimated,
  })),
});

/** The spend of one of the user's projects, in total and per model, agent and task. */
async function projectSpending(db: Db, userId: string, projectId: string): Promise<Spending> {
  const [figures, perTask] = await Promise.all([projectSpend(db, userId, projectId), projectSpendPerTask(db, userId, projectId)]);
  return spending(figures, perTask);
}

/** GET /api/cost-optimization/...: what the user's projects spent, and what a project would cost per strategy. */
export const costOptimization = new Hono<AppEnv>()
  .get("/summary", async (c) => {
    const monthlyLimit = spendLimitsFrom(c.env).accountMonthlyNanoUsd;
    const month = calendarMonthOf(new Date());
    const [figures, perProject, spentThisMonth, perDay] = await Promise.all([
      userSpend(c.var.db, c.var.user.id),
      spendPerProject(c.var.db, c.var.user.id),
      monthlyLimit === null ? 0 : userSpendSince(c.var.db, c.var.user.id, month.startsAt),
      userSpendPerDay(c.var.db, c.var.user.id, SPEND_CHART_DAYS),
    ]);
    const data: CostSummary = {
      totalCost: usdFromNano(figures.totalNanoUsd),
      requests: figures.modelCalls,
      builtinRuns: figures.builtinRuns,
      averageCostPerRequest: figures.modelCalls === 0 ? 0 : usdFromNano(figures.totalNanoUsd / figures.modelCalls),
      totalTokens: figures.tokens,
      estimated: figures.estimated,
      modelUsage: inDollars(figures.byModel),
      estimatedModels: figures.estimatedModels,
      projectUsage: perProject.map(({ nanoUsd, ...line }) => ({ ...line, cost: usdFromNano(nanoUsd) })),
      monthlyLimit:
        monthlyLimit === null ? null : { limit: usdFromNano(monthlyLimit), spentThisMonth: usdFromNano(spentThisMonth), resetsAt: month.resetsAt },
      byDay: perDay.map(({ nanoUsd, ...line }) => ({ ...line, cost: usdFromNano(nanoUsd) })),
    };
    return c.json({ success: true as const, data });
  })
  .get("/:id/estimate", projectParam, async (c) => {
    const row = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const planned = await plannedAgents(c.var.db, row.id);
    // Before planning, the plan the architect would make from the wizard answers.
    const agents = planned.length > 0 ? planned : planFromModel(modelFor({ project: toApiProject(row), messages: [] })).map((task) => task.agentType);
    const ai = aiConfigFrom(c.env);
    const estimates = estimatePlan(agents.map(callKindOf), ai.models, tokenFigures(await recordedCalls(c.var.db, row.id)));
    const data: CostEstimate = {
      estimatedCosts: {
        auto: usdFromNano(estimates.auto),
        budget: usdFromNano(estimates.budget),
        balanced: usdFromNano(estimates.balanced),
        premium: usdFromNano(estimates.premium),
      },
      estimatedCost: usdFromNano(estimates.auto),
      pricing: { provider: ai.provider, configured: ai.provider !== "builtin", models: ai.models.map((model) => model.id) },
      calls: agents.length,
      settings: settingsAnswer(await costSettingsOf(c.var.db, row.id)),
    };
    return c.json({ success: true as const, data });
  })
  .put("/:id/settings", projectParam, validate("json", costSettingsBodySchema), async (c) => {
    const row = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const body = c.req.valid("json");
    const limitNanoUsd = body.spendingLimit === undefined || body.spendingLimit === null ? body.spendingLimit : Math.round(body.spendingLimit * NANO_PER_USD);
    // The room writes them, and a project paused at its limit runs again (it pauses again if the next call still does not fit).
    const { changed, project: resumed } = await (await roomFor(c.env, row.id)).setCostSettings(c.var.user.id, { strategy: body.strategy, limitNanoUsd });
    if (!changed) throw notFound(PROJECT_NOT_FOUND);
    const settings = settingsAnswer(await costSettingsOf(c.var.db, row.id));
    return c.json({ success: true as const, data: { ...settings, status: resumed?.status ?? row.status } });
  })
  .get("/:id/spending", projectParam, async (c) => {
    const row = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ success: true as const, data: await projectSpending(c.var.db, c.var.user.id, row.id) });
  });

/**
 * GET /api/ai/cost/project/{id}: the project's spend (the screens fall back to /cost-optimization/{id}/spending).
 * GET /api/ai/status: the model settings, checked (the dashboard's notice and the cost card show its problems).
 */
export const aiCost = new Hono<AppEnv>()
  .get("/cost/project/:id", projectParam, async (c) => {
    const row = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ success: true as const, stats: await projectSpending(c.var.db, c.var.user.id, row.id) });
  })
  .get("/status", async (c) => c.json({ success: true as const, data: await aiStatusOf(c.env) }));
