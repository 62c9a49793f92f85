import { z } from "zod";

const claimsSchema = z.object({ sub: z.string(), email: z.string(), exp: z.number() });
export type TokenClaims = z.infer<typeof claimsSchema>;

const WEEK_SECONDS = 7 * 24 * 60 * 60;
const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));

const hmacKey = (secret: string, use: "sign" | "verify") =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [use]);

/** A signed token: base64url(claims) + "." + HMAC-SHA256 of it. */
export async function issueToken(user: { id: string; email: string }, secret: string, now = Date.now()): Promise<string> {
  const claims: TokenClaims = { sub: user.id, email: user.email, exp: Math.floor(now / 1000) + WEEK_SECONDS };
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(payload));
  return `${payload}.${base64url(new Uint8Array(signature))}`;
}

/** The claims of a token this API signed and that has not expired, else null (checked in constant time by Web Crypto). */
export async function verifyToken(token: string, secret: string, now = Date.now()): Promise<TokenClaims | null> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  try {
    const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), fromBase64url(signature), encoder.encode(payload));
    if (!valid) return null;
    const claims = claimsSchema.safeParse(JSON.parse(new TextDecoder().decode(fromBase64url(payload))));
    return claims.success && claims.data.exp * 1000 > now ? claims.data : null;
  } catch {
    return null;
  }
}
