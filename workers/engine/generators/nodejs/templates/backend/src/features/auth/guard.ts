import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";
import { verifyToken } from "./tokens.js";

/**
 * Lets a request through with a valid token: "Authorization: Bearer <token>", or ?token= for the
 * browser's EventSource and download links, which cannot send headers.
 */
export function requireAuth(secret: string): RequestHandler {
  return (req, res, next) => {
    const header = req.get("authorization");
    const fromHeader = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined;
    const fromQuery = typeof req.query.token === "string" ? req.query.token : undefined;
    const claims = verifyToken(fromHeader ?? fromQuery ?? "", secret);
    if (!claims) {
      next(new HttpError(401, "Sign in first"));
      return;
    }
    res.locals.userId = claims.sub;
    next();
  };
}
