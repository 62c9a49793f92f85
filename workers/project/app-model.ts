import type { Project } from "../contract/projects";
import { listMessages } from "../db/agent-records";
import { readAppModel, writeAppModel, type StoredAppModelJson } from "../db/app-models";
import type { Db } from "../db/client";
import { findAppDesign } from "../db/project-state";
import { appModelSchema, type AppModel } from "../engine/model";
import { modelFor } from "../engine/planner";
import { jsonOrNull } from "../encoding";

/**
 * A project's app model has one home: D1's `app_models`, with a version. It is computed here when the project
 * starts, when the architect's design is adopted and when a message changes it; every task, the preview,
 * deployments and estimates read the stored one. `docs/app-model.json` is written for the user, never read.
 */

export interface CurrentAppModel {
  version: number;
  model: AppModel;
}

/** Parsed models by project and version: a model is checked once per version, not on every read. */
const parsed = new Map<string, CurrentAppModel>();
const PARSED_KEPT = 64;

function parse(projectId: string, stored: StoredAppModelJson): CurrentAppModel | null {
  const key = `${projectId}:${stored.version}`;
  const known = parsed.get(key);
  if (known) return known;
  const result = appModelSchema.safeParse(jsonOrNull(stored.json));
  if (!result.success) return null;
  const current = { version: stored.version, model: result.data };
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value ?? key);
  parsed.set(key, current);
  return current;
}

/** Computes the app model from the project's answers, its messages and its adopted design. */
async function computeAppModel(db: Db, project: Project): Promise<AppModel> {
  const [messages, design] = await Promise.all([listMessages(db, project.id), findAppDesign(db, project.id)]);
  return modelFor({ project, messages: messages.map((m) => ({ agentType: m.agentType, message: m.message })), design });
}

/** Computes the app model and stores it as the next version: the project's room does, when it starts or plans. */
export async function recomputeAppModel(db: Db, project: Project): Promise<CurrentAppModel> {
  const model = await computeAppModel(db, project);
  const version = await writeAppModel(db, project.id, JSON.stringify(model));
  const current = { version, model };
  parsed.set(`${project.id}:${version}`, current);
  return current;
}

/**
 * The stored app model. A project started before models were stored (or one whose stored model no longer
 * reads as one) gets it computed and stored now.
 */
export async function currentAppModel(db: Db, project: Project): Promise<CurrentAppModel> {
  const stored = await readAppModel(db, project.id);
  return (stored && parse(project.id, stored)) ?? recomputeAppModel(db, project);
}

/**
 * What the API reads: the stored model of a project that has started, or null before it starts (nothing is
 * decided yet). A started project with no stored model that reads as one gets it computed, the same as its
 * room would store it, but not stored: the API only reads, and the room stores it when it next plans.
 */
export async function appModelOf(db: Db, project: Project): Promise<AppModel | null> {
  const stored = await readAppModel(db, project.id);
  const current = stored ? parse(project.id, stored) : null;
  if (current) return current.model;
  return project.status === "draft" ? null : computeAppModel(db, project);
}
