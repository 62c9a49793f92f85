import { and, count, eq, isNotNull, ne, sql, sum } from "drizzle-orm";
import type { RecordedCall } from "../ai/estimate";
import { AI_STRATEGIES, type AiStrategy } from "../contract/agents";
import type { Db } from "./client";
import { aiResponses, projects, tasks } from "./schema";

/** Spend of a set of model calls: nanodollars in total, calls, tokens and nanodollars per model. */
export interface SpendFigures {
  totalNanoUsd: number;
  calls: number;
  tokens: number;
  byModel: Record<string, number>;
  byAgent: Record<string, number>;
}

async function spendWhere(db: Db, where: ReturnType<typeof and>): Promise<SpendFigures> {
  // Task runs only: a note without a task (why the project paused) is not a request.
  const runs = and(where, isNotNull(aiResponses.taskId));
  const agents = await db
    .select({ agent: aiResponses.agentType, nano: sum(aiResponses.costNanoUsd).mapWith(Number) })
    .from(aiResponses)
    .innerJoin(projects, eq(projects.id, aiResponses.projectId))
    .where(runs)
    .groupBy(aiResponses.agentType)
    .all();
  const rows = await db
    .select({
      model: aiResponses.model,
      calls: count(),
      nano: sum(aiResponses.costNanoUsd).mapWith(Number),
      tokens: sql<number>`coalesce(sum(${aiResponses.tokensIn} + ${aiResponses.tokensOut}), 0)`.mapWith(Number),
    })
    .from(aiResponses)
    .innerJoin(projects, eq(projects.id, aiResponses.projectId))
    .where(runs)
    .groupBy(aiResponses.model)
    .all();
  return {
    totalNanoUsd: rows.reduce((total, row) => total + (row.nano ?? 0), 0),
    calls: rows.reduce((total, row) => total + row.calls, 0),
    tokens: rows.reduce((total, row) => total + row.tokens, 0),
    byModel: Object.fromEntries(rows.map((row) => [row.model, row.nano ?? 0])),
    byAgent: Object.fromEntries(agents.map((row) => [row.agent, row.nano ?? 0])),
  };
}

/** Every task run of every project the user owns. */
export const userSpend = (db: Db, userId: string) => spendWhere(db, and(eq(projects.userId, userId)));

/** The task runs of one of the user's projects. */
export const projectSpend = (db: Db, userId: string, projectId: string) =>
  spendWhere(db, and(eq(projects.userId, userId), eq(aiResponses.projectId, projectId)));

/** The project's model calls (not the built-in engine's), to learn its token figures from. */
export async function recordedCalls(db: Db, projectId: string): Promise<RecordedCall[]> {
  return db
    .select({ agentType: aiResponses.agentType, tokensIn: aiResponses.tokensIn, tokensOut: aiResponses.tokensOut })
    .from(aiResponses)
    .where(and(eq(aiResponses.projectId, projectId), ne(aiResponses.model, "builtin")))
    .all();
}

/** The agent of each planned task: what the remaining calls of a plan will be. */
export async function plannedAgents(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.select({ agentType: tasks.agentType }).from(tasks).where(eq(tasks.projectId, projectId)).all();
  return rows.map((row) => row.agentType);
}

/** What a project's own room needs to run model calls: its strategy, its limit and what it has spent. */
export interface CostSettings {
  strategy: AiStrategy;
  limitNanoUsd: number | null;
}

const strategyOf = (value: string): AiStrategy => (AI_STRATEGIES as readonly string[]).includes(value) ? (value as AiStrategy) : "auto";

export async function costSettingsOf(db: Db, projectId: string): Promise<CostSettings> {
  const row = await db
    .select({ strategy: projects.aiStrategy, limit: projects.spendingLimitNanoUsd })
    .from(projects)
    .where(eq(projects.id, projectId))
    .get();
  return { strategy: strategyOf(row?.strategy ?? "auto"), limitNanoUsd: row?.limit ?? null };
}

/** Changes the strategy and/or the limit of one of the user's projects; false when it is not theirs. */
export async function updateCostSettings(
  db: Db,
  userId: string,
  projectId: string,
  change: { strategy?: AiStrategy; limitNanoUsd?: number | null },
): Promise<boolean> {
  const row = await db
    .update(projects)
    .set({
      ...(change.strategy === undefined ? {} : { aiStrategy: change.strategy }),
      ...(change.limitNanoUsd === undefined ? {} : { spendingLimitNanoUsd: change.limitNanoUsd }),
    })
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .returning({ id: projects.id })
    .get();
  return row !== undefined;
}

/** Nanodollars the project's model calls have cost so far. */
export async function spentOnProject(db: Db, projectId: string): Promise<number> {
  const row = await db
    .select({ nano: sum(aiResponses.costNanoUsd).mapWith(Number) })
    .from(aiResponses)
    .where(eq(aiResponses.projectId, projectId))
    .get();
  return row?.nano ?? 0;
}
