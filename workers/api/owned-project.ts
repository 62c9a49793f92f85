import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { findProject, ownerOf } from "../db/projects";
import type { Db } from "../db/client";
import type { ProjectRow, UserRow } from "../db/schema";
import { notFound } from "./errors";

export const PROJECT_NOT_FOUND = "Project not found";
export const TASK_NOT_FOUND = "Task not found. It may have been deleted.";

// A malformed id names nothing: it gets the same 404 as an unknown id or someone else's,
// so the answer never tells which ids exist.
export const projectParam = zValidator("param", z.object({ id: z.uuid() }), (result) => {
  if (!result.success) throw notFound(PROJECT_NOT_FOUND);
});

/** `/agents/{agentId}/tasks/{taskId}/...`: the first id is the project's, whatever the path calls it. */
export const taskParam = zValidator("param", z.object({ agentId: z.uuid(), taskId: z.uuid() }), (result) => {
  if (!result.success) {
    const badProject = result.error.issues.some((issue) => issue.path[0] === "agentId");
    throw notFound(badProject ? PROJECT_NOT_FOUND : TASK_NOT_FOUND);
  }
});

/** The project if the signed-in user owns it, else a 404. */
export async function requireOwnedProject(db: Db, user: UserRow, projectId: string): Promise<ProjectRow> {
  const project = await findProject(db, ownerOf(user), projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}
