import { base64url } from "jose";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { IntegrationProvider } from "../contract/integrations";
import type { Db } from "./client";
import { oauthStates, sessions } from "./schema";

/** How long a "Connect with GitHub" may take, from the click to GitHub's return: GitHub's codes live as long. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

async function hashOf(state: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(state));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Who started a sign-in with a provider: the user, and the session they were signed in with. */
export interface OAuthHolder {
  userId: string;
  sessionId: string;
}

/** A fresh state (32 random bytes) for one user's sign-in with `provider`; states past their time go. */
export async function issueOAuthState(db: Db, holder: OAuthHolder, provider: IntegrationProvider, now = new Date()): Promise<string> {
  const state = base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000).toISOString();
  await db.batch([
    db.delete(oauthStates).where(lte(oauthStates.expiresAt, now.toISOString())),
    db.insert(oauthStates).values({ hash: await hashOf(state), ...holder, provider, expiresAt }),
  ]);
  return state;
}

/**
 * Uses a state up: answers who started the sign-in when the state is theirs for `provider`, not expired,
 * and their session still live (not signed out). Finding and deleting are one statement, so a state is
 * accepted once at most, however the sign-in ends.
 */
export async function redeemOAuthState(db: Db, state: string, provider: IntegrationProvider, now = new Date()): Promise<OAuthHolder | null> {
  const at = now.toISOString();
  const rows = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.hash, await hashOf(state)), eq(oauthStates.provider, provider)))
    .returning({ userId: oauthStates.userId, sessionId: oauthStates.sessionId, expiresAt: oauthStates.expiresAt })
    .all();
  const row = rows[0];
  if (!row || row.expiresAt <= at) return null;
  // The session is read after the delete: a state of a session signed out since is used up all the same.
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .get();
  return live ? { userId: row.userId, sessionId: row.sessionId } : null;
}
