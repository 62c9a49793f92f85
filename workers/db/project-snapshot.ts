import { count, eq, max } from "drizzle-orm";
import type { AiResponse, Task } from "../contract/agents";
import { projectSchema, type ProjectStatus } from "../contract/projects";
import { responsesQuery, toApiResponse } from "./agent-records";
import type { Db } from "./client";
import { appModels, checkpoints, projectFiles, projects } from "./schema";
import { tasksQuery, toApiTask } from "./tasks";

/** What a project's live snapshot is made of, read at one moment. */
export interface SnapshotRows {
  project: { status: ProjectStatus; progress: number };
  tasks: Task[];
  /** The latest responses, newest first. */
  responses: AiResponse[];
  /** How many files there are, and their version: the current checkpoint's number (null: no file yet). */
  files: { count: number; version: string | null };
  /** The stored app model's version (null: not computed yet). */
  appModelVersion: number | null;
}

/**
 * Reads a project's state in one batch (one round trip, one consistent reading): its status, its tasks,
 * its latest `responseLimit` responses and its files' count and version. Undefined when the project is gone.
 * Called by the project's own room.
 */
export async function readSnapshotRows(db: Db, projectId: string, responseLimit: number): Promise<SnapshotRows | undefined> {
  const [projectRows, taskRows, responseRows, fileRows, modelRows, checkpointRows] = await db.batch([
    db.select({ status: projects.status, progress: projects.progress }).from(projects).where(eq(projects.id, projectId)),
    tasksQuery(db, projectId),
    responsesQuery(db, projectId).limit(responseLimit),
    db.select({ count: count(), newest: max(projectFiles.generatedAt) }).from(projectFiles).where(eq(projectFiles.projectId, projectId)),
    db.select({ version: appModels.version }).from(appModels).where(eq(appModels.projectId, projectId)),
    db.select({ seq: max(checkpoints.seq) }).from(checkpoints).where(eq(checkpoints.projectId, projectId)),
  ]);
  const project = projectRows[0];
  if (!project) return undefined;
  return {
    project: { status: projectSchema.shape.status.parse(project.status), progress: project.progress },
    tasks: taskRows.map(toApiTask),
    responses: responseRows.map(toApiResponse),
    // Every change of the files is a checkpoint; files from before checkpoints are known by their newest time.
    files: { count: fileRows[0]?.count ?? 0, version: checkpointRows[0]?.seq != null ? `checkpoint-${checkpointRows[0].seq}` : (fileRows[0]?.newest ?? null) },
    appModelVersion: modelRows[0]?.version ?? null,
  };
}
