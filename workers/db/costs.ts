import { and, count, desc, eq, gte, isNotNull, max, min, ne, or, sql, sum } from "drizzle-orm";
import { DRAFT_SPEND_LINE } from "../contract/drafts";
import { BUILTIN_MODEL, type RecordedCall } from "../contract/usage";
import { AI_STRATEGIES, type AiStrategy } from "../contract/agents";
import type { Db } from "./client";
import { aiResponses, aiSpend, projects, tasks } from "./schema";

/**
 * Copies a response's usage into the spend ledger, or brings its ledger row up to date (a report that
 * replaced the response's model, tokens and cost). Only task runs and paid calls are spend: a note without a
 * task that cost nothing (why the project paused) is not a request. Answers the statement unsent, to be
 * awaited or sent in one batch with the write to the response.
 */
export function recordSpend(db: Db, responseId: string) {
  // An INSERT ... SELECT lists every ledger column, in the table's order.
  const usage = db
    .select({
      responseId: aiResponses.id,
      userId: projects.userId,
      projectId: aiResponses.projectId,
      projectName: projects.name,
      agentType: aiResponses.agentType,
      model: aiResponses.model,
      tokensIn: aiResponses.tokensIn,
      tokensOut: aiResponses.tokensOut,
      costNanoUsd: aiResponses.costNanoUsd,
      modelCalls: aiResponses.modelCalls,
      estimated: aiResponses.estimated,
      createdAt: aiResponses.createdAt,
    })
    .from(aiResponses)
    .innerJoin(projects, eq(projects.id, aiResponses.projectId))
    .where(and(eq(aiResponses.id, responseId), or(isNotNull(aiResponses.taskId), ne(aiResponses.costNanoUsd, 0))));
  return db
    .insert(aiSpend)
    .select(usage)
    .onConflictDoUpdate({
      target: aiSpend.responseId,
      set: {
        agentType: sql`excluded.agent_type`,
        model: sql`excluded.model`,
        tokensIn: sql`excluded.tokens_in`,
        tokensOut: sql`excluded.tokens_out`,
        costNanoUsd: sql`excluded.cost_nano_usd`,
        modelCalls: sql`excluded.model_calls`,
        estimated: sql`excluded.estimated`,
      },
    });
}

/**
 * Spend of a set of task runs and model calls: nanodollars in total, per model and per agent; the model calls
 * (a run of the built-in engine makes none) and the built-in engine's runs; tokens; and which figures include
 * estimated calls (tokens AppForge counted because the provider did not report them).
 */
export interface SpendFigures {
  totalNanoUsd: number;
  /** Ledger lines: task runs, and paid calls of a run that then failed. */
  runs: number;
  modelCalls: number;
  builtinRuns: number;
  tokens: number;
  byModel: Record<string, number>;
  byAgent: Record<string, number>;
  estimated: boolean;
  estimatedModels: string[];
  estimatedAgents: string[];
}

/** Whether any line of the group is estimated (SQLite keeps booleans as 0 and 1). */
const anyEstimated = sql<number>`max(${aiSpend.estimated})`.mapWith((value) => Number(value) === 1);

async function spendWhere(db: Db, where: ReturnType<typeof and>): Promise<SpendFigures> {
  const [agents, rows] = await db.batch([
    db
      .select({ agent: aiSpend.agentType, nano: sum(aiSpend.costNanoUsd).mapWith(Number), estimated: anyEstimated })
      .from(aiSpend)
      .where(where)
      .groupBy(aiSpend.agentType),
    db
      .select({
        model: aiSpend.model,
        runs: count(),
        modelCalls: sql<number>`coalesce(sum(${aiSpend.modelCalls}), 0)`.mapWith(Number),
        nano: sum(aiSpend.costNanoUsd).mapWith(Number),
        tokens: sql<number>`coalesce(sum(${aiSpend.tokensIn} + ${aiSpend.tokensOut}), 0)`.mapWith(Number),
        estimated: anyEstimated,
      })
      .from(aiSpend)
      .where(where)
      .groupBy(aiSpend.model),
  ]);
  const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return {
    totalNanoUsd: total((row) => row.nano ?? 0),
    runs: total((row) => row.runs),
    modelCalls: total((row) => row.modelCalls),
    builtinRuns: total((row) => (row.model === BUILTIN_MODEL ? row.runs : 0)),
    tokens: total((row) => row.tokens),
    byModel: Object.fromEntries(rows.map((row) => [row.model, row.nano ?? 0])),
    byAgent: Object.fromEntries(agents.map((row) => [row.agent, row.nano ?? 0])),
    estimated: rows.some((row) => row.estimated),
    estimatedModels: rows.filter((row) => row.estimated).map((row) => row.model),
    estimatedAgents: agents.filter((row) => row.estimated).map((row) => row.agent),
  };
}

/** Everything the user's model calls cost, deleted projects' included. */
export const userSpend = (db: Db, userId: string) => spendWhere(db, and(eq(aiSpend.userId, userId)));

/** The spend of one of the user's projects. */
export const projectSpend = (db: Db, userId: string, projectId: string) =>
  spendWhere(db, and(eq(aiSpend.userId, userId), eq(aiSpend.projectId, projectId)));

/** What one project cost the user: its name now, or as it was when it is deleted. */
export interface ProjectSpendLine {
  projectId: string;
  name: string;
  deleted: boolean;
  nanoUsd: number;
  /** Some of its calls were estimated. */
  estimated: boolean;
}

/** The user's spend per project, most first; a deleted project keeps its line. */
export async function spendPerProject(db: Db, userId: string): Promise<ProjectSpendLine[]> {
  const rows = await db
    .select({
      projectId: aiSpend.projectId,
      recordedName: max(aiSpend.projectName),
      liveName: projects.name,
      nano: sum(aiSpend.costNanoUsd).mapWith(Number),
      estimated: anyEstimated,
    })
    .from(aiSpend)
    .leftJoin(projects, and(eq(projects.id, aiSpend.projectId), eq(projects.userId, userId)))
    .where(eq(aiSpend.userId, userId))
    .groupBy(aiSpend.projectId, projects.name)
    .orderBy(desc(sum(aiSpend.costNanoUsd)), aiSpend.projectId)
    .all();
  return rows.map((row) => ({
    projectId: row.projectId,
    name: row.liveName ?? row.recordedName ?? "",
    // The drafts' line has no project to be deleted (see DRAFT_SPEND_LINE).
    deleted: row.liveName === null && row.projectId !== DRAFT_SPEND_LINE.projectId,
    nanoUsd: row.nano ?? 0,
    estimated: row.estimated,
  }));
}

/** One UTC day's spend of the user: nanodollars, ledger lines and whether any was estimated. */
export interface DaySpendLine {
  /** YYYY-MM-DD */
  day: string;
  nanoUsd: number;
  runs: number;
  estimated: boolean;
}

/**
 * The user's spend on each of the `days` days (UTC) that end today, oldest first; a day without spend is listed
 * at 0. Deleted projects' spend counts (the ledger keeps it).
 */
export async function userSpendPerDay(db: Db, userId: string, days: number, now: Date = new Date()): Promise<DaySpendLine[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayOf = (offset: number) => new Date(today - offset * 86_400_000).toISOString().slice(0, 10);
  const first = dayOf(days - 1);
  // Timestamps are ISO-8601 UTC text: the first ten characters are the day.
  const day = sql<string>`substr(${aiSpend.createdAt}, 1, 10)`;
  const rows = await db
    .select({ day, nano: sum(aiSpend.costNanoUsd).mapWith(Number), runs: count(), estimated: anyEstimated })
    .from(aiSpend)
    .where(and(eq(aiSpend.userId, userId), gte(aiSpend.createdAt, first)))
    .groupBy(day)
    .all();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = dayOf(days - 1 - index);
    const row = byDay.get(date);
    return { day: date, nanoUsd: row?.nano ?? 0, runs: row?.runs ?? 0, estimated: row?.estimated ?? false };
  });
}

/** What one task of a project cost; taskId null gathers the lines whose task is gone. */
export interface TaskSpendLine {
  taskId: string | null;
  name: string | null;
  agentType: string;
  nanoUsd: number;
  runs: number;
  modelCalls: number;
  estimated: boolean;
}

/** The spend of one of the user's projects per task, in the order the tasks first ran. */
export async function projectSpendPerTask(db: Db, userId: string, projectId: string): Promise<TaskSpendLine[]> {
  const rows = await db
    .select({
      taskId: aiResponses.taskId,
      name: max(tasks.name),
      agentType: max(aiSpend.agentType),
      nano: sum(aiSpend.costNanoUsd).mapWith(Number),
      runs: count(),
      modelCalls: sql<number>`coalesce(sum(${aiSpend.modelCalls}), 0)`.mapWith(Number),
      estimated: anyEstimated,
      firstAt: min(aiSpend.createdAt),
    })
    .from(aiSpend)
    .leftJoin(aiResponses, eq(aiResponses.id, aiSpend.responseId))
    .leftJoin(tasks, and(eq(tasks.id, aiResponses.taskId), eq(tasks.projectId, projectId)))
    .where(and(eq(aiSpend.userId, userId), eq(aiSpend.projectId, projectId)))
    .groupBy(aiResponses.taskId)
    .orderBy(min(aiSpend.createdAt), min(tasks.position))
    .all();
  return rows.map((row) => ({
    taskId: row.taskId,
    name: row.name,
    agentType: row.agentType ?? "",
    nanoUsd: row.nano ?? 0,
    runs: row.runs,
    modelCalls: row.modelCalls,
    estimated: row.estimated,
  }));
}

/** The project's model calls (not the built-in engine's), to learn its token figures from. */
export async function recordedCalls(db: Db, projectId: string): Promise<RecordedCall[]> {
  return db
    .select({ agentType: aiResponses.agentType, tokensIn: aiResponses.tokensIn, tokensOut: aiResponses.tokensOut })
    .from(aiResponses)
    .where(and(eq(aiResponses.projectId, projectId), ne(aiResponses.model, BUILTIN_MODEL)))
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
/** A change of a project's cost settings: the strategy, the spending limit (null: none), or both. */
export interface CostSettingsChange {
  strategy?: AiStrategy;
  limitNanoUsd?: number | null;
}

export async function updateCostSettings(db: Db, userId: string, projectId: string, change: CostSettingsChange): Promise<boolean> {
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
    .select({ nano: sum(aiSpend.costNanoUsd).mapWith(Number) })
    .from(aiSpend)
    .where(eq(aiSpend.projectId, projectId))
    .get();
  return row?.nano ?? 0;
}

/** What the user's model calls have cost since `since` (ISO time), deleted projects' included: their month's spend. */
export async function userSpendSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .select({ nano: sum(aiSpend.costNanoUsd).mapWith(Number) })
    .from(aiSpend)
    .where(and(eq(aiSpend.userId, userId), gte(aiSpend.createdAt, since)))
    .get();
  return row?.nano ?? 0;
}

/** Where a project stands against its limits: its own limit and spend, and its owner's spend since `since`. */
export interface SpendPosition {
  limitNanoUsd: number | null;
  projectSpentNanoUsd: number;
  accountSpentNanoUsd: number;
}

/** The project's limit and spend and its owner's spend since `since` (ISO time), in one statement; null when the project is gone. */
export async function spendPosition(db: Db, projectId: string, since: string): Promise<SpendPosition | null> {
  const row = await db
    .select({
      limit: projects.spendingLimitNanoUsd,
      project: sql<number>`(select coalesce(sum(${aiSpend.costNanoUsd}), 0) from ${aiSpend} where ${aiSpend.projectId} = ${projects.id})`.mapWith(Number),
      account: sql<number>`(select coalesce(sum(${aiSpend.costNanoUsd}), 0) from ${aiSpend} where ${aiSpend.userId} = ${projects.userId} and ${aiSpend.createdAt} >= ${since})`.mapWith(Number),
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .get();
  return row ? { limitNanoUsd: row.limit, projectSpentNanoUsd: row.project, accountSpentNanoUsd: row.account } : null;
}
