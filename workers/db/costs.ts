import { and, count, eq, ne, sql, sum } from "drizzle-orm";
import type { RecordedCall } from "../ai/estimate";
import type { Db } from "./client";
import { aiResponses, projects, tasks } from "./schema";

/** Spend of a set of model calls: nanodollars in total, calls, tokens and nanodollars per model. */
export interface SpendFigures {
  totalNanoUsd: number;
  calls: number;
  tokens: number;
  byModel: Record<string, number>;
}

async function spendWhere(db: Db, where: ReturnType<typeof and>): Promise<SpendFigures> {
  const rows = await db
    .select({
      model: aiResponses.model,
      calls: count(),
      nano: sum(aiResponses.costNanoUsd).mapWith(Number),
      tokens: sql<number>`coalesce(sum(${aiResponses.tokensIn} + ${aiResponses.tokensOut}), 0)`.mapWith(Number),
    })
    .from(aiResponses)
    .innerJoin(projects, eq(projects.id, aiResponses.projectId))
    .where(where)
    .groupBy(aiResponses.model)
    .all();
  return {
    totalNanoUsd: rows.reduce((total, row) => total + (row.nano ?? 0), 0),
    calls: rows.reduce((total, row) => total + row.calls, 0),
    tokens: rows.reduce((total, row) => total + row.tokens, 0),
    byModel: Object.fromEntries(rows.map((row) => [row.model, row.nano ?? 0])),
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
