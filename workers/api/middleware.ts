import { createMiddleware } from "hono/factory";
import { authenticate } from "../auth/authenticate";
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
const PUBLIC_ROUTES = new Set(["POST /api/auth/register", "POST /api/auth/login", "GET /api/health"]);

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (PUBLIC_ROUTES.has(`${c.req.method} ${c.req.path}`)) return next();

  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match?.[1]) throw unauthorized();

  const session = await authenticate(c.var.db, c.var.config.AUTH_SECRET, match[1]);
  if (!session) throw unauthorized("Your session is invalid or has expired. Please sign in again.");

  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  await next();
});
