import { and, asc, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { AiResponse } from "../contract/agents";
import { aiResponseSchema } from "../contract/agents";
import { modelCallsOf, usdFromNano } from "../contract/usage";
import type { UsageRecord } from "../contract/queue";
import type { Db } from "./client";
import { recordSpend } from "./costs";
import { agentMessages, aiResponses, projectFiles, type AgentMessageRow, type AiResponseRow, type ProjectFileRow } from "./schema";

export async function listFiles(db: Db, projectId: string): Promise<ProjectFileRow[]> {
  return db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(asc(projectFiles.path)).all();
}

/** The paths and contents of a project's files under a folder (`prefix` ends with "/"), in path order. */
export async function listFilesUnder(db: Db, projectId: string, prefix: string): Promise<{ path: string; content: string }[]> {
  return db
    .select({ path: projectFiles.path, content: projectFiles.content })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), gte(projectFiles.path, prefix), lt(projectFiles.path, `${prefix.slice(0, -1)}0`)))
    .orderBy(asc(projectFiles.path))
    .all();
}

/** One file of a project by its path (the project's ownership already checked). Files change only through checkpoints.ts. */
export async function findFile(db: Db, projectId: string, path: string): Promise<ProjectFileRow | undefined> {
  return db.select().from(projectFiles).where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.path, path))).get();
}

/** A usage record's calls and whether it is an estimate, as stored: a record that does not say is counted by its model. */
const storedUsage = (record: Pick<UsageRecord, "model" | "modelCalls" | "estimated">) => ({
  modelCalls: modelCallsOf(record),
  estimated: record.estimated ?? false,
});

/** Stores a response with its usage; answers its id. */
export async function insertResponse(db: Db, projectId: string, record: UsageRecord): Promise<string> {
  const id = crypto.randomUUID();
  // The spend goes in the ledger with it, which outlives the project.
  await db.batch([db.insert(aiResponses).values({ id, projectId, ...record, ...storedUsage(record) }), recordSpend(db, id)]);
  return id;
}

/**
 * A report written after its task finished takes the place of the built-in one (the response's first
 * `replaces` characters; lines added after it stay): its text, and the model call's usage and cost.
 * Answers the response as it now stands, or undefined when it is gone (the project was deleted).
 */
export async function attachReport(
  db: Db,
  projectId: string,
  responseId: string,
  replaces: number,
  report: Omit<UsageRecord, "agentType" | "taskId">,
): Promise<AiResponse | undefined> {
  // The ledger takes the report's usage in the same batch: the totals and the spending limit see it at once.
  const [rows] = await db.batch([
    db
      .update(aiResponses)
      .set({ ...report, ...storedUsage(report), response: sql`${report.response} || substr(${aiResponses.response}, ${replaces + 1})` })
      .where(and(eq(aiResponses.projectId, projectId), eq(aiResponses.id, responseId)))
      .returning(),
    recordSpend(db, responseId),
  ]);
  const row = rows[0];
  return row ? toApiResponse(row) : undefined;
}

/** Adds lines that arrived later (what a handed-off agent did, why a report was not written) to a response. */
export async function appendToResponse(db: Db, projectId: string, responseId: string, text: string): Promise<AiResponse | undefined> {
  const row = await db
    .update(aiResponses)
    .set({ response: sql`${aiResponses.response} || ${`\n${text}`}` })
    .where(and(eq(aiResponses.projectId, projectId), eq(aiResponses.id, responseId)))
    .returning()
    .get();
  return row ? toApiResponse(row) : undefined;
}

export async function listResponses(db: Db, projectId: string): Promise<AiResponse[]> {
  const rows = await responsesQuery(db, projectId).all();
  return rows.map(toApiResponse);
}

/** A project's responses, newest first, as GET /agents/{id}/responses lists them (a live snapshot carries the latest). */
export function responsesQuery(db: Db, projectId: string) {
  return db.select().from(aiResponses).where(eq(aiResponses.projectId, projectId)).orderBy(desc(aiResponses.createdAt), desc(aiResponses.id));
}

export function toApiResponse(row: AiResponseRow): AiResponse {
  return aiResponseSchema.parse({
    id: row.id,
    agentType: row.agentType,
    timestamp: row.createdAt,
    response: row.response,
    model: row.model,
    tokens: row.tokensIn + row.tokensOut,
    cost: usdFromNano(row.costNanoUsd),
    modelCalls: row.modelCalls,
    estimated: row.estimated,
    task_id: row.taskId,
  });
}

export async function insertMessage(
  db: Db,
  input: { projectId: string; userId: string; agentType: string; message: string; priority: string; metadata: string },
): Promise<AgentMessageRow> {
  return db
    .insert(agentMessages)
    .values({ id: crypto.randomUUID(), ...input })
    .returning()
    .get();
}

export async function listMessages(db: Db, projectId: string): Promise<AgentMessageRow[]> {
  return db.select().from(agentMessages).where(eq(agentMessages.projectId, projectId)).orderBy(asc(agentMessages.createdAt)).all();
}

/** Messages not yet read, addressed to this agent or to all of them. */
export async function unreadMessagesFor(db: Db, projectId: string, agentType: string): Promise<AgentMessageRow[]> {
  return db
    .select()
    .from(agentMessages)
    .where(
      and(
        eq(agentMessages.projectId, projectId),
        isNull(agentMessages.readByTaskId),
        or(eq(agentMessages.agentType, agentType), eq(agentMessages.agentType, "all")),
      ),
    )
    .orderBy(asc(agentMessages.createdAt))
    .all();
}

export async function markMessagesRead(db: Db, messageIds: string[], taskId: string): Promise<void> {
  const statements = messageIds.map((id) =>
    db.update(agentMessages).set({ readByTaskId: taskId }).where(eq(agentMessages.id, id)),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
