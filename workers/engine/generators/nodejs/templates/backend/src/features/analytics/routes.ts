import { Router } from "express";
import { z } from "zod";
import { handle } from "../../http/errors.js";
import type { Services } from "../../services.js";
{{accessImport}}

const usageEvent = z.object({
  name: z.string().trim().min(1).max(100),
  path: z.string().trim().max(500).nullable().default(null),
});

/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */
export function analyticsRoutes({ repositories }: Services): Router {
  {{access}}
  const router = Router();
  router.post(
    "/events",
    handle(async (req, res) => {
      const input = usageEvent.parse(req.body);
      const created = await repositories.analyticsEvents.create({ ...input, occurredAt: new Date().toISOString() });
      res.status(201).json(created);
    }),
  );
  router.get(
    "/summary",
    handle(async (_req, res) => {
      {{seen}}
      const records = {
        {{records}}
      };
      const events: Record<string, number> = {};
      for (const event of await repositories.analyticsEvents.list()) {
        events[event.name] = (events[event.name] ?? 0) + 1;
      }
      res.json({ records, events });
    }),
  );
  return router;
}
