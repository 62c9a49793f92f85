import { SignJWT, decodeProtectedHeader, jwtVerify } from "jose";
import { keptByKey } from "../once";

const ALGORITHM = "HS256";
const ISSUER = "appforge";

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export async function signToken(claims: TokenClaims, secret: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await secretKey(secret));
}

/**
 * Returns the claims of a well-formed, untampered, unexpired HS256 token, or null for any other token.
 * Every failure (bad encoding, foreign algorithm, signature, expiry) means the same thing: not signed in.
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    // Checked before verification too, so a foreign algorithm never reaches the key at all.
    if (decodeProtectedHeader(token).alg !== ALGORITHM) return null;
    const { payload } = await jwtVerify(token, await secretKey(secret), { algorithms: [ALGORITHM], issuer: ISSUER });
    if (!payload.sub || !payload.jti) return null;
    return { userId: payload.sub, sessionId: payload.jti };
  } catch {
    return null;
  }
}

/** The signing key, imported once per secret and isolate instead of on every request. */
const keys = keptByKey<string, CryptoKey>();

function secretKey(secret: string): Promise<CryptoKey> {
  return keys(secret, () => crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]));
}
