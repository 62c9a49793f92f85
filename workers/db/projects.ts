import { and, desc, eq, sql } from "drizzle-orm";
import { DEFAULT_TENANT_ID } from "../contract/auth";
import {
  projectSchema,
  type ListProjectsQuery,
  type Project,
  type TechStackId,
  type WizardData,
} from "../contract/projects";
import type { Db } from "./client";
import { projects, tasks, users, type ProjectRow, type UserRow } from "./schema";

/** Every project query is scoped to both: a project is visible only to its user inside its tenant. */
export interface Owner {
  userId: string;
  tenantId: string;
}

export function ownerOf(user: UserRow): Owner {
  return { userId: user.id, tenantId: user.tenantId ?? DEFAULT_TENANT_ID };
}

export const ownedBy = (owner: Owner) => and(eq(projects.userId, owner.userId), eq(projects.tenantId, owner.tenantId));

export interface NewProject {
  name: string;
  description: string;
  techStack: TechStackId[];
  wizardData: WizardData;
  /** The spending limit it starts with (nanodollars; null: none): the operator's default for new projects. */
  spendingLimitNanoUsd: number | null;
}

export async function insertProject(db: Db, owner: Owner, input: NewProject): Promise<ProjectRow> {
  return db
    .insert(projects)
    .values({
      id: crypto.randomUUID(),
      userId: owner.userId,
      tenantId: owner.tenantId,
      name: input.name,
      description: input.description,
      status: "draft",
      progress: 0,
      techStack: JSON.stringify(input.techStack),
      wizardData: JSON.stringify(input.wizardData),
      spendingLimitNanoUsd: input.spendingLimitNanoUsd,
    })
    .returning()
    .get();
}

/** How many projects the owner has (the projects-per-account quota counts them). */
export async function countProjectsOf(db: Db, owner: Owner): Promise<number> {
  const row = await db.select({ count: sql<number>`count(*)` }).from(projects).where(ownedBy(owner)).get();
  return row?.count ?? 0;
}

/** Newest first; the id breaks ties between projects created in the same millisecond so pages never overlap. */
/**
 * A page of the user's projects, newest first (their tenant read in the statement, so only their id is
 * needed): a statement not yet sent, for the list route to send in one D1 batch with the session check.
 */
export function listProjectsOfUser(db: Db, userId: string, page: ListProjectsQuery) {
  const tenant = sql`(select coalesce(${users.tenantId}, ${DEFAULT_TENANT_ID}) from ${users} where ${users.id} = ${userId})`;
  return db
    .select(SHOWN_COLUMNS)
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.tenantId, tenant)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findProject(db: Db, owner: Owner, id: string): Promise<ProjectRow | undefined> {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), ownedBy(owner)))
    .get();
}

/** The project a task belongs to, when the owner owns it: how a path naming only the task finds its project. */
export async function findProjectOfTask(db: Db, owner: Owner, taskId: string): Promise<{ project: ProjectRow; agentType: string } | undefined> {
  const row = await db
    .select({ project: projects, agentType: tasks.agentType })
    .from(tasks)
    .innerJoin(projects, eq(tasks.projectId, projects.id))
    .where(and(eq(tasks.id, taskId), ownedBy(owner)))
    .get();
  return row ?? undefined;
}

/** Rows that belong to a project (tasks, files, ...) reference it with ON DELETE CASCADE, so one delete suffices. */
export async function deleteProject(db: Db, owner: Owner, id: string): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), ownedBy(owner)))
    .returning({ id: projects.id })
    .all();
  return deleted.length > 0;
}

/**
 * The columns the API shows of a project: a list reads only these (not the app design or cost settings).
 * The preview link's version is not shown; a live link that is the preview's is shown with it (api/preview-links.ts).
 */
const SHOWN_COLUMNS = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  status: projects.status,
  progress: projects.progress,
  techStack: projects.techStack,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  githubRepo: projects.githubRepo,
  renderUrl: projects.renderUrl,
  wizardData: projects.wizardData,
  previewLinkVersion: projects.previewLinkVersion,
};
export type ShownProjectRow = Pick<ProjectRow, keyof typeof SHOWN_COLUMNS>;

/**
 * The project as the API shows it. The JSON columns are checked against the contract rather than
 * trusted, so a damaged row fails loudly here instead of reaching the screens malformed.
 */
export function toApiProject(row: ShownProjectRow): Project {
  return projectSchema.parse({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    progress: row.progress,
    tech_stack: parseJson(row.techStack),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    github_repo: row.githubRepo,
    render_url: row.renderUrl,
    wizard_data: parseJson(row.wizardData),
  });
}

// JSON.parse answers `any`; typing it unknown leaves the decision to the schema.
function parseJson(text: string): unknown {
  return JSON.parse(text);
}
