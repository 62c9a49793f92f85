import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { findLiveSessionUser } from "../db/sessions";
import { verifyToken } from "./tokens";

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

/**
 * Who a session token belongs to: its signature and expiry hold, the session it names is live (not
 * signed out, not revoked by a password change) and its user still exists. Null otherwise.
 */
export async function authenticate(db: Db, secret: string, token: string): Promise<Authenticated | null> {
  const claims = await verifyToken(token, secret);
  if (!claims) return null;
  const user = await findLiveSessionUser(db, claims.sessionId, claims.userId);
  if (!user) return null;
  return { user, sessionId: claims.sessionId };
}
