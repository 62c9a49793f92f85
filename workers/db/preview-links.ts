import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { ownedBy, type Owner } from "./projects";
import { projects } from "./schema";

/** The project's current preview link version; undefined when the project does not exist (any more). */
export async function currentPreviewLinkVersion(db: Db, projectId: string): Promise<number | undefined> {
  const row = await db.select({ version: projects.previewLinkVersion }).from(projects).where(eq(projects.id, projectId)).get();
  return row?.version;
}

/** A new preview link for the owner's project: the version goes up, so every earlier link stops at once. */
export async function rotatePreviewLink(db: Db, owner: Owner, projectId: string): Promise<number | undefined> {
  const row = await db
    .update(projects)
    .set({ previewLinkVersion: sql`${projects.previewLinkVersion} + 1` })
    .where(and(eq(projects.id, projectId), ownedBy(owner)))
    .returning({ version: projects.previewLinkVersion })
    .get();
  return row?.version;
}
