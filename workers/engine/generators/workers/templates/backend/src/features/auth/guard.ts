import type { MiddlewareHandler } from "hono";
import { HttpError, type AppEnv } from "../../http/errors.js";
import { verifyToken } from "./tokens.js";

/**
 * Lets a request through with a valid token in "Authorization: Bearer <token>", and only there: a token in
 * the URL (?token=) is refused, as URLs end up in logs, the history and Referer headers. The frontend sends
 * the header on every call, its live stream and file downloads included (both read with fetch).
 */
export function requireAuth(secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    const fromHeader = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined;
    const claims = await verifyToken(fromHeader ?? "", secret);
    if (!claims) throw new HttpError(401, "Sign in first");
    c.set("userId", claims.sub);
    await next();
  };
}
