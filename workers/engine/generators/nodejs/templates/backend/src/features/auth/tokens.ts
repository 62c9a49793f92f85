import { createHmac, timingSafeEqual } from "node:crypto";

export interface TokenClaims {
  sub: string;
  email: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const WEEK_SECONDS = 7 * 24 * 60 * 60;
const sign = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** A signed token: base64url(claims) + "." + HMAC-SHA256 of it. */
export function issueToken(user: { id: string; email: string }, secret: string, now = Date.now()): string {
  const claims: TokenClaims = { sub: user.id, email: user.email, exp: Math.floor(now / 1000) + WEEK_SECONDS };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a token this server signed and that has not expired, else null. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<TokenClaims>;
    if (typeof claims.sub !== "string" || typeof claims.email !== "string" || typeof claims.exp !== "number") return null;
    return claims.exp * 1000 > now ? { sub: claims.sub, email: claims.email, exp: claims.exp } : null;
  } catch {
    return null;
  }
}
