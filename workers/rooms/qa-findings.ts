import { and, eq } from "drizzle-orm";
import { listFiles } from "../db/agent-records";
import { nowIso, type Db } from "../db/client";
import { tasks, type TaskRow } from "../db/schema";
import { listTasks } from "../db/tasks";
import type { QaFailure, StoredFile } from "../engine/run-task";

/** The files stored for a project, each with the plan key and name of the task that wrote it. */
export async function storedFilesOf(db: Db, projectId: string): Promise<StoredFile[]> {
  const [files, rows] = await Promise.all([listFiles(db, projectId), listTasks(db, projectId)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return files.map((file) => {
    const writer = file.taskId ? byId.get(file.taskId) : undefined;
    return { path: file.path, type: file.type, content: file.content, taskKey: writer?.key ?? null, taskName: writer?.name ?? null };
  });
}

/**
 * The completed tasks whose files fail qa's checks become failed, with qa's finding as their error, so the
 * user can retry them (retrying the project runs them, then qa, again). Tasks not completed are left alone.
 */
export async function sendBack(db: Db, projectId: string, failure: QaFailure): Promise<TaskRow[]> {
  const reopened: TaskRow[] = [];
  for (const blame of failure.blame) {
    const rows = await db
      .update(tasks)
      .set({ status: "failed", error: blame.message, updatedAt: nowIso() })
      .where(and(eq(tasks.projectId, projectId), eq(tasks.key, blame.taskKey), eq(tasks.status, "completed")))
      .returning()
      .all();
    reopened.push(...rows);
  }
  return reopened;
}
