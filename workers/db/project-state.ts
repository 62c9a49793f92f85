import { eq } from "drizzle-orm";
import type { Project, ProjectStatus } from "../contract/projects";
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
