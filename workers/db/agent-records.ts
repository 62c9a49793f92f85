import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
import type { AiResponse } from "../contract/agents";
import { aiResponseSchema } from "../contract/agents";
import { usdFromNano } from "../ai/prices";
import type { FileToWrite, UsageRecord } from "../engine/task";
import { nowIso, type Db } from "./client";
import { agentMessages, aiResponses, projectFiles, type AgentMessageRow, type ProjectFileRow } from "./schema";

/** Writes a task's files; a path written again (a retry, a later task) is replaced, never duplicated. */
export async function writeFiles(db: Db, projectId: string, taskId: string, files: FileToWrite[]): Promise<void> {
  const generatedAt = nowIso();
  const statements = files.map((file) =>
    db
      .insert(projectFiles)
      .values({ id: crypto.randomUUID(), projectId, taskId, generatedAt, ...file })
      .onConflictDoUpdate({
        target: [projectFiles.projectId, projectFiles.path],
        set: { taskId, type: file.type, category: file.category, content: file.content, generatedAt },
      }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export async function listFiles(db: Db, projectId: string): Promise<ProjectFileRow[]> {
  return db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(asc(projectFiles.path)).all();
}

/** One file of a project by its path (the project's ownership already checked). */
export async function findFile(db: Db, projectId: string, path: string): Promise<ProjectFileRow | undefined> {
  return db.select().from(projectFiles).where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.path, path))).get();
}

export async function insertResponse(db: Db, projectId: string, record: UsageRecord): Promise<void> {
  await db.insert(aiResponses).values({ id: crypto.randomUUID(), projectId, ...record });
}

export async function listResponses(db: Db, projectId: string): Promise<AiResponse[]> {
  const rows = await db
    .select()
    .from(aiResponses)
    .where(eq(aiResponses.projectId, projectId))
    .orderBy(desc(aiResponses.createdAt))
    .all();
  return rows.map((row) =>
    aiResponseSchema.parse({
      id: row.id,
      agentType: row.agentType,
      timestamp: row.createdAt,
      response: row.response,
      model: row.model,
      tokens: row.tokensIn + row.tokensOut,
      cost: usdFromNano(row.costNanoUsd),
      task_id: row.taskId,
    }),
  );
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

/**
 * Removes the files these tasks still own: after a generator's re-run wrote its files (taking over every
 * path it writes again), what its earlier runs wrote and it no longer does.
 */
export async function removeFilesOf(db: Db, projectId: string, taskIds: readonly string[]): Promise<void> {
  const statements = taskIds.map((taskId) =>
    db.delete(projectFiles).where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.taskId, taskId))),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
