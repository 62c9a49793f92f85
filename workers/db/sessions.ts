import { and, eq, gt, isNull } from "drizzle-orm";
import { nowIso, type Db } from "./client";
import { sessions, users, type UserRow } from "./schema";

export async function createSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(sessions).values({ id, userId, expiresAt: expiresAt.toISOString() });
  return id;
}

/**
 * The user of a live session, in one query: the session belongs to the user, is not revoked and has not
 * expired, and the user still exists. Every authenticated request asks this, so it is one round trip.
 */
export async function findLiveSessionUser(db: Db, sessionId: string, userId: string): Promise<UserRow | undefined> {
  const row = await db.select({ user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(live(sessionId, userId)).get();
  return row?.user;
}

/** Whether a session is live (the same conditions), as a statement not yet sent: for a route that asks it in one D1 batch with its own read. */
export function liveSession(db: Db, sessionId: string, userId: string) {
  return db.select({ id: sessions.id }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(live(sessionId, userId)).limit(1);
}

const live = (sessionId: string, userId: string) => and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, nowIso()));

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: nowIso() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of the user; answers their ids. */
export async function revokeAllSessions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: nowIso() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
    .all();
  return rows.map((row) => row.id);
}
