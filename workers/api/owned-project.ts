import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { agentTypeSchema } from "../contract/agents";
import { findProject, findProjectOfTask, ownerOf } from "../db/projects";
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

/**
 * `/agents/{agentId}/tasks/{taskId}/...`: the first segment is the project's id, or the task's agent type
 * (clients send either; the path's name is the spec's).
 */
export const taskParam = zValidator("param", z.object({ agentId: z.union([z.uuid(), agentTypeSchema]), taskId: z.uuid() }), (result) => {
  if (!result.success) {
    const badProject = result.error.issues.some((issue) => issue.path[0] === "agentId");
    throw notFound(badProject ? PROJECT_NOT_FOUND : TASK_NOT_FOUND);
  }
});

/**
 * The project of `/agents/{agentId}/tasks/{taskId}`, owned by the signed-in user: by its id, or, when the
 * path names an agent type, the project of that task if it is that agent's. Anything else is a 404.
 */
export async function requireTaskProject(db: Db, user: UserRow, agentId: string, taskId: string): Promise<ProjectRow> {
  if (!agentTypeSchema.safeParse(agentId).success) return requireOwnedProject(db, user, agentId);
  const found = await findProjectOfTask(db, ownerOf(user), taskId);
  if (!found || found.agentType !== agentId) throw notFound(TASK_NOT_FOUND);
  return found.project;
}

/** The project if the signed-in user owns it, else a 404. */
export async function requireOwnedProject(db: Db, user: UserRow, projectId: string): Promise<ProjectRow> {
  const project = await findProject(db, ownerOf(user), projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}
