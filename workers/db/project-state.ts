import { eq, sql } from "drizzle-orm";
import type { Project, ProjectStatus } from "../contract/projects";
import { appDesignSchema, type AppDesign } from "../engine/model";
import { nowIso, type Db } from "./client";
import { toApiProject } from "./projects";
import { projects } from "./schema";

// For the project's own room, which is named by the project id and reached only after the API has
// checked ownership; screens and the API read projects through the owner-scoped functions in projects.ts.

export async function findProjectById(db: Db, projectId: string): Promise<Project | undefined> {
  const row = await db.select().from(projects).where(eq(projects.id, projectId)).get();
  return row ? toApiProject(row) : undefined;
}

export async function setProjectState(db: Db, projectId: string, status: ProjectStatus, progress: number): Promise<Project> {
  const row = await db
    .update(projects)
    .set({ status, progress, updatedAt: nowIso() })
    .where(eq(projects.id, projectId))
    .returning()
    .get();
  if (!row) throw new Error(`Project ${projectId} no longer exists`);
  return toApiProject(row);
}

/**
 * Sets the status the tasks give and the progress in one statement, except that a project paused at its
 * spending limit stays paused (only resuming ends that). Throws when the project is gone.
 */
export async function settleProjectState(db: Db, projectId: string, status: ProjectStatus, progress: number): Promise<Project> {
  const row = await db
    .update(projects)
    .set({ status: sql`CASE WHEN ${projects.status} = 'paused' THEN 'paused' ELSE ${status} END`, progress, updatedAt: nowIso() })
    .where(eq(projects.id, projectId))
    .returning()
    .get();
  if (!row) throw new Error(`Project ${projectId} no longer exists`);
  return toApiProject(row);
}

/** The records a language model decided for the project, or null when they are read from the answers. */
export async function findAppDesign(db: Db, projectId: string): Promise<AppDesign | null> {
  const row = await db.select({ design: projects.appDesign }).from(projects).where(eq(projects.id, projectId)).get();
  if (!row?.design) return null;
  // Stored only after it passed the same checks; one that no longer parses is read from the answers again.
  const parsed = appDesignSchema.safeParse(JSON.parse(row.design));
  return parsed.success ? parsed.data : null;
}

export async function saveAppDesign(db: Db, projectId: string, design: AppDesign): Promise<void> {
  await db.update(projects).set({ appDesign: JSON.stringify(design), updatedAt: nowIso() }).where(eq(projects.id, projectId)).run();
}
