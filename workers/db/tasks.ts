import { and, asc, eq, sql } from "drizzle-orm";
import type { Task, TaskStatus } from "../contract/agents";
import { taskSchema } from "../contract/agents";
import { dependencyIds, requirementIdsOf, type PlannedTask } from "../contract/queue";
import { nowIso, type Db } from "./client";
import { tasks, type TaskRow } from "./schema";

// Task queries take a project id: they are called by the project's own room, or by the API after it
// has checked that the signed-in user owns the project.

/**
 * Stores a plan, or adds tasks after the ones a project has (a re-plan); dependencies are kept as task
 * ids, and a dependency may name a task stored before.
 */
export async function insertPlan(db: Db, projectId: string, plan: readonly PlannedTask[], maxAttempts: number): Promise<void> {
  const existing = await listTasks(db, projectId);
  const ids = new Map([...existing.map((row): [string, string] => [row.key, row.id]), ...plan.map((task): [string, string] => [task.key, crypto.randomUUID()])]);
  const start = existing.reduce((last, row) => Math.max(last, row.position + 1), 0);
  const rows = plan.map((task, index) => ({
    id: ids.get(task.key) ?? crypto.randomUUID(),
    projectId,
    key: task.key,
    agentType: task.agentType,
    name: task.name,
    description: task.description,
    position: start + index,
    maxAttempts,
    dependsOn: JSON.stringify(task.dependsOnKeys.map((key) => ids.get(key)).filter(Boolean)),
    requirementIds: JSON.stringify(task.requirementIds),
  }));
  // D1 limits bound parameters per statement; a batch of single-row inserts stays under it and is atomic.
  if (rows.length === 0) return;
  const [first, ...rest] = rows.map((row) => db.insert(tasks).values(row));
  if (first) await db.batch([first, ...rest]);
}

/**
 * After the app model changed (the architect's design): each task of the plan takes the name, description
 * and requirements the new model gives its key. Tasks the new plan does not have are left as they are.
 */
export async function retracePlan(db: Db, projectId: string, plan: readonly PlannedTask[]): Promise<void> {
  const updates = plan.map((task) =>
    db
      .update(tasks)
      .set({ name: task.name, description: task.description, requirementIds: JSON.stringify(task.requirementIds), updatedAt: nowIso() })
      .where(and(eq(tasks.projectId, projectId), eq(tasks.key, task.key))),
  );
  const [first, ...rest] = updates;
  if (first) await db.batch([first, ...rest]);
}

export async function listTasks(db: Db, projectId: string): Promise<TaskRow[]> {
  return tasksQuery(db, projectId).all();
}

/** A project's tasks in plan order: what listTasks reads, for a batch (the live snapshot's). */
export function tasksQuery(db: Db, projectId: string) {
  return db.select().from(tasks).where(eq(tasks.projectId, projectId)).orderBy(asc(tasks.position));
}

export async function findTask(db: Db, projectId: string, taskId: string): Promise<TaskRow | undefined> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.id, taskId)))
    .get();
}

/** Atomic claim: only a pending task becomes in_progress, and its attempt is counted. */
export async function claimTask(db: Db, projectId: string, taskId: string): Promise<TaskRow | undefined> {
  const now = nowIso();
  return db
    .update(tasks)
    .set({ status: "in_progress", attempts: sql`${tasks.attempts} + 1`, startedAt: now, updatedAt: now, error: null, retryAt: null })
    .where(and(eq(tasks.projectId, projectId), eq(tasks.id, taskId), eq(tasks.status, "pending")))
    .returning()
    .get();
}

export async function completeTask(db: Db, taskId: string, output: string): Promise<TaskRow | undefined> {
  const now = nowIso();
  return db
    .update(tasks)
    .set({ status: "completed", output, completedAt: now, updatedAt: now, error: null })
    .where(and(eq(tasks.id, taskId), eq(tasks.status, "in_progress")))
    .returning()
    .get();
}

/** A claimed task that did not run after all (the project paused first): pending again, its attempt not counted. */
export async function unclaimTask(db: Db, task: TaskRow, note: string): Promise<TaskRow | undefined> {
  return db
    .update(tasks)
    .set({ status: "pending", attempts: sql`max(${tasks.attempts} - 1, 0)`, error: note, updatedAt: nowIso() })
    .where(and(eq(tasks.id, task.id), eq(tasks.status, "in_progress")))
    .returning()
    .get();
}

/** A failed attempt: back to pending while attempts remain, failed at the cap. */
export async function failAttempt(db: Db, task: TaskRow, error: string, retryAt: Date | null = null): Promise<TaskRow | undefined> {
  const status: TaskStatus = task.attempts >= task.maxAttempts ? "failed" : "pending";
  return db
    .update(tasks)
    .set({ status, error, updatedAt: nowIso(), retryAt: status === "pending" && retryAt ? retryAt.toISOString() : null })
    .where(and(eq(tasks.id, task.id), eq(tasks.status, "in_progress")))
    .returning()
    .get();
}

/** Re-queues a failed task with a fresh allowance of attempts. */
export async function requeueFailedTask(db: Db, projectId: string, taskId: string): Promise<TaskRow | undefined> {
  return db
    .update(tasks)
    .set({ status: "pending", attempts: 0, error: null, retryAt: null, updatedAt: nowIso() })
    .where(and(eq(tasks.projectId, projectId), eq(tasks.id, taskId), eq(tasks.status, "failed")))
    .returning()
    .get();
}

/** Tasks left in progress by an evicted or restarted room go back to the queue (their attempt stays counted). */
export async function releaseStaleTasks(db: Db, projectId: string): Promise<TaskRow[]> {
  return db
    .update(tasks)
    .set({ status: "pending", updatedAt: nowIso() })
    .where(and(eq(tasks.projectId, projectId), eq(tasks.status, "in_progress")))
    .returning()
    .all();
}

/** A finding against a completed task: the task's plan key and why it is to be done again. */
export interface TaskFinding {
  taskKey: string;
  message: string;
}

/**
 * The completed tasks named by the findings become failed, each with its finding as its error, so they
 * can be retried. Tasks not completed are left alone. Returns the tasks that changed.
 */
export async function failCompletedTasks(db: Db, projectId: string, findings: readonly TaskFinding[]): Promise<TaskRow[]> {
  const updatedAt = nowIso();
  const statements = findings.map((finding) =>
    db
      .update(tasks)
      .set({ status: "failed", error: finding.message, updatedAt })
      .where(and(eq(tasks.projectId, projectId), eq(tasks.key, finding.taskKey), eq(tasks.status, "completed")))
      .returning(),
  );
  const [first, ...rest] = statements;
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.flat();
}

export function toApiTask(row: TaskRow): Task {
  return taskSchema.parse({
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    status: row.status,
    agent_type: row.agentType,
    position: row.position,
    depends_on: dependencyIds(row),
    requirement_ids: requirementIdsOf(row),
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    error: row.error,
    retry_at: row.retryAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    started_at: row.startedAt,
    completed_at: row.completedAt,
  });
}
