import { base64url } from "jose";
import { and, eq, exists, gt, inArray, isNotNull, isNull, lte, not, or } from "drizzle-orm";
import type { Db } from "./client";
import { sessions, socketTickets } from "./schema";

/** How long a ticket may wait before the websocket that uses it opens. */
export const SOCKET_TICKET_TTL_SECONDS = 30;

async function hashOf(ticket: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(ticket));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Who asked for a ticket: the user and the session it was signed in with. */
export interface TicketHolder {
  userId: string;
  sessionId: string;
}

/** The session is not revoked and has not expired, as a condition on a ticket's row. */
const sessionLive = (db: Db, at: string) =>
  exists(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, socketTickets.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at))),
  );

/**
 * A fresh ticket for one session and one project (32 random bytes). Tickets past their time go, except the
 * used ones of live sessions: signing out finds the rooms to close through them.
 */
export async function issueSocketTicket(db: Db, holder: TicketHolder, projectId: string, now = new Date()): Promise<string> {
  const ticket = base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + SOCKET_TICKET_TTL_SECONDS * 1000).toISOString();
  await db.batch([
    db.delete(socketTickets).where(and(lte(socketTickets.expiresAt, at), or(isNull(socketTickets.usedAt), not(sessionLive(db, at))))),
    db.insert(socketTickets).values({ hash: await hashOf(ticket), ...holder, projectId, expiresAt }),
  ]);
  return ticket;
}

/**
 * Uses a ticket up: answers whom it was issued to when it is for this project, unused, not expired and its
 * session still live. The check and the marking are one statement, so two sockets can never share a ticket.
 */
export async function redeemSocketTicket(db: Db, ticket: string, projectId: string, now = new Date()): Promise<TicketHolder | null> {
  const at = now.toISOString();
  const row = await db
    .update(socketTickets)
    .set({ usedAt: at })
    .where(
      and(
        eq(socketTickets.hash, await hashOf(ticket)),
        eq(socketTickets.projectId, projectId),
        isNull(socketTickets.usedAt),
        gt(socketTickets.expiresAt, at),
        sessionLive(db, at),
      ),
    )
    .returning({ userId: socketTickets.userId, sessionId: socketTickets.sessionId })
    .get();
  return row ?? null;
}

/** The projects whose rooms these sessions opened sockets to (redeemed a ticket for). */
export async function roomsOpenedBy(db: Db, sessionIds: readonly string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ projectId: socketTickets.projectId })
    .from(socketTickets)
    .where(and(inArray(socketTickets.sessionId, [...sessionIds]), isNotNull(socketTickets.usedAt)))
    .all();
  return rows.map((row) => row.projectId);
}
