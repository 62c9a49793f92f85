import { and, eq, isNull } from "drizzle-orm";
import { nowIso, type Db } from "./client";
import { sessions } from "./schema";

export async function createSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(sessions).values({ id, userId, expiresAt: expiresAt.toISOString() });
  return id;
}

/** A session is live when it belongs to the user, is not revoked and has not expired. */
export async function isSessionLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .get();
  return row !== undefined && row.expiresAt > nowIso();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: nowIso() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: nowIso() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
