import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { publications } from "./schema";

/** The address name of a published project; undefined before its first publish. */
export async function publicationSlugOf(db: Db, projectId: string): Promise<string | undefined> {
  const row = await db.select({ slug: publications.slug }).from(publications).where(eq(publications.projectId, projectId)).get();
  return row?.slug;
}

/** The project a published address name belongs to; undefined when none does. */
export async function projectOfSlug(db: Db, slug: string): Promise<string | undefined> {
  const row = await db.select({ projectId: publications.projectId }).from(publications).where(eq(publications.slug, slug)).get();
  return row?.projectId;
}

/**
 * Gives the project its address name on first publish and keeps it after: the first of `candidates` no other
 * project holds. Answers the name the project has.
 */
export async function claimPublicationSlug(db: Db, projectId: string, candidates: readonly string[]): Promise<string> {
  const held = await publicationSlugOf(db, projectId);
  if (held) return held;
  for (const slug of candidates) {
    const row = await db.insert(publications).values({ projectId, slug }).onConflictDoNothing().returning({ slug: publications.slug }).get();
    if (row) return row.slug;
    const now = await publicationSlugOf(db, projectId);
    if (now) return now;
  }
  throw new Error("No free address name for the published app");
}
