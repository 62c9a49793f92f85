import { eq, sql } from "drizzle-orm";
import { nowIso, type Db } from "./client";
import { appModels } from "./schema";

// A project's stored app model, as JSON with its version. Called by the project's room and by the API after
// it has checked that the signed-in user owns the project; parsing it is the caller's (workers/project).

export interface StoredAppModelJson {
  version: number;
  json: string;
}

export async function readAppModel(db: Db, projectId: string): Promise<StoredAppModelJson | undefined> {
  const row = await db.select({ version: appModels.version, json: appModels.model }).from(appModels).where(eq(appModels.projectId, projectId)).get();
  return row ?? undefined;
}

/** Only the version: what a screen needs to know whether its copy is current. */
export async function appModelVersion(db: Db, projectId: string): Promise<number | null> {
  const row = await db.select({ version: appModels.version }).from(appModels).where(eq(appModels.projectId, projectId)).get();
  return row?.version ?? null;
}

/** Stores a new app model for the project; its version is one more than the last. Answers the new version. */
export async function writeAppModel(db: Db, projectId: string, json: string): Promise<number> {
  const row = await db
    .insert(appModels)
    .values({ projectId, version: 1, model: json, updatedAt: nowIso() })
    .onConflictDoUpdate({ target: appModels.projectId, set: { version: sql`${appModels.version} + 1`, model: json, updatedAt: nowIso() } })
    .returning({ version: appModels.version })
    .get();
  if (!row) throw new Error(`The app model of project ${projectId} was not stored`);
  return row.version;
}
