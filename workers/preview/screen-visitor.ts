import { base64url } from "jose";
import type { Env } from "../env";
import { previewDatabaseFor } from "./preview-database";

/**
 * The account a visit of the screens signs in with, in the app's own accounts table of the screen check's
 * database (preview-database.ts, copy `screens`: the samples, set up for this visit, never the visitors'
 * records): made for one visit, in the role that sees the most, with no password (it cannot sign in any other
 * way), and a token for it in the form the generated Workers backend signs (backend/src/features/auth/tokens.ts:
 * base64url of the claims, a dot, the HMAC-SHA256 of that under the backend's AUTH_SECRET, which is the
 * preview's own and known here). The preview sends the requests that carry this token to that database; it is
 * dropped when the visit is reported, or by the preview's alarm a few minutes after. An app whose sign-in the
 * owner rewrote may refuse the token: its screens are then visited signed out, which the screen check shows.
 */

/** How long a visitor's account lasts: a visit of every screen takes well under this. */
export const VISITOR_LIFETIME_MS = 10 * 60 * 1000;

export interface Visitor {
  id: string;
  token: string;
}

const encoder = new TextEncoder();

async function signedToken(claims: { sub: string; email: string; exp: number }, secret: string): Promise<string> {
  const payload = base64url.encode(encoder.encode(JSON.stringify(claims)));
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload)));
  return `${payload}.${base64url.encode(signature)}`;
}

/** Makes the visitor's account in `role`, or null when the app's database has no accounts table of the generated shape. */
export async function makeVisitor(env: Env, projectId: string, secret: string, role: string): Promise<Visitor | null> {
  const id = crypto.randomUUID();
  const email = `screen-check-${id.slice(0, 8)}@preview.invalid`;
  const made = await previewDatabaseFor(env, projectId, "screens").query(
    { sql: 'INSERT INTO "users" ("id", "name", "email", "password_hash", "role") VALUES (?, ?, ?, ?, ?)', params: [id, "AppForge screen check", email, "!", role] },
    "run",
  );
  if (made.kind === "error") return null;
  const exp = Math.floor((Date.now() + VISITOR_LIFETIME_MS) / 1000);
  return { id, token: await signedToken({ sub: id, email, exp }, secret) };
}
