import type { RequestHandler } from "express";

/** Lets one other origin (the frontend, when it is served from elsewhere) call the API. */
export function allowOrigin(origin: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!origin) return next();
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, X-File-Name, X-File-Type");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    next();
  };
}
