import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";
import { verifyToken } from "./tokens.js";

/**
 * Lets a request through with a valid token in "Authorization: Bearer <token>", and only there: a token in
 * the URL (?token=) is refused, as URLs end up in logs, the history and Referer headers. The frontend sends
 * the header on every call, its live stream and file downloads included (both read with fetch).
 */
export function requireAuth(secret: string): RequestHandler {
  return (req, res, next) => {
    const header = req.get("authorization");
    const fromHeader = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined;
    const claims = verifyToken(fromHeader ?? "", secret);
    if (!claims) {
      next(new HttpError(401, "Sign in first"));
      return;
    }
    res.locals.userId = claims.sub;
    next();
  };
}
