import { signToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { createSession } from "../db/sessions";
import type { Config } from "../env";

/** Opens a session row and signs a token that names it, so the token can be revoked. */
export async function issueToken(db: Db, config: Config, userId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + config.TOKEN_TTL_SECONDS * 1000);
  const sessionId = await createSession(db, userId, expiresAt);
  return signToken({ userId, sessionId }, config.SESSION_SECRET, expiresAt);
}
