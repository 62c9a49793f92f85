import { Router } from "express";
import type { Services } from "../../services.js";
import { changesSeenBy } from "../auth/ownership.js";

const KEEP_ALIVE_MS = 25_000;

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. Behind a proxy, disable response buffering for this path.
 */
export function liveRoutes({ events, repositories }: Services): Router {
  const router = Router();
  router.get("/", (req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write(": connected\n\n");
    // Of a record type a role owns, only the changes this account sees: its own records, unless its role sees all.
    const changes = changesSeenBy(events, repositories, String(res.locals.userId));
    const unsubscribe = changes.subscribe((change) => {
      res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
    req.on("close", () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  });
  return router;
}
