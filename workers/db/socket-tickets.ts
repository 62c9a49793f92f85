import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { toBase64Url } from "../encoding";
import type { Db } from "./client";
import { socketTickets } from "./schema";

/** How long a ticket may wait before the websocket that uses it opens. */
export const SOCKET_TICKET_TTL_SECONDS = 30;


async function hashOf(ticket: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(ticket));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A fresh ticket for one user and one project (32 random bytes); tickets already past their time go. */
export async function issueSocketTicket(db: Db, userId: string, projectId: string, now = new Date()): Promise<string> {
  const ticket = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(now.getTime() + SOCKET_TICKET_TTL_SECONDS * 1000).toISOString();
  await db.batch([
    db.delete(socketTickets).where(lte(socketTickets.expiresAt, now.toISOString())),
    db.insert(socketTickets).values({ hash: await hashOf(ticket), userId, projectId, expiresAt }),
  ]);
  return ticket;
}

/**
 * Uses a ticket up: answers the user it was issued to when it is for this project, unused and not expired.
 * The check and the marking are one statement, so two sockets can never share a ticket.
 */
export async function redeemSocketTicket(db: Db, ticket: string, projectId: string, now = new Date()): Promise<string | null> {
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
      ),
    )
    .returning({ userId: socketTickets.userId })
    .get();
  return row?.userId ?? null;
}
