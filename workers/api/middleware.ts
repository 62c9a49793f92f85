import { createMiddleware } from "hono/factory";
import { verifyToken } from "../auth/tokens";
import { GITHUB_OAUTH_CALLBACK_PATH } from "../contract/integrations";
import { findLiveSessionUser } from "../db/sessions";
import { createDb } from "../db/client";
import { readConfig } from "../env";
import type { AppEnv } from "./context";
import { unauthorized } from "./errors";

/** Database handle and configuration for every request. */
export const withServices = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", readConfig(c.env));
  c.set("db", createDb(c.env.DB));
  await next();
});

/**
 * Every route needs a live bearer token unless it is listed here: secure by default,
 * public routes opt out by name.
 */
const PUBLIC_ROUTES = new Set([
  "POST /api/auth/register",
  "POST /api/auth/login",
  "GET /api/health",
  // GitHub's redirect back after "Connect with GitHub" carries no bearer token: its single-use state names the user.
  `GET ${GITHUB_OAUTH_CALLBACK_PATH}`,
]);

/**
 * Routes that check the session themselves, in the same D1 batch as their own read (one round trip for
 * the busiest route instead of two). Here they get the token's verified claims only, and no user: they
 * answer SESSION_INVALID unless the batch finds the session live.
 */
const SESSION_CHECKED_IN_ROUTE = new Set(["GET /api/projects"]);

export const SESSION_INVALID = "Your session is invalid or has expired. Please sign in again.";

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const route = `${c.req.method} ${c.req.path}`;
  if (PUBLIC_ROUTES.has(route)) return next();

  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match?.[1]) throw unauthorized();

  const claims = await verifyToken(match[1], c.var.config.SESSION_SECRET);
  if (!claims) throw unauthorized(SESSION_INVALID);
  c.set("claims", claims);
  if (SESSION_CHECKED_IN_ROUTE.has(route)) return next();

  const user = await findLiveSessionUser(c.var.db, claims.sessionId, claims.userId);
  if (!user) throw unauthorized(SESSION_INVALID);
  c.set("user", user);
  c.set("sessionId", claims.sessionId);
  await next();
});
