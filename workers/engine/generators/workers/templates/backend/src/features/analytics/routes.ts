import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";
{{accessImport}}

const usageEvent = z.object({
  name: z.string().trim().min(1).max(100),
  path: z.string().trim().max(500).nullable().default(null),
});

/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */
export function analyticsRoutes({ repositories }: Services): Hono<AppEnv> {
  {{access}}
  const routes = new Hono<AppEnv>();
  routes.post("/events", async (c) => {
    const input = usageEvent.parse(c.get("body"));
    const created = await repositories.analyticsEvents.create({ ...input, occurredAt: new Date().toISOString() });
    return c.json(created, 201);
  });
  routes.get("/summary", async (c) => {
    {{seen}}
    const records = {
      {{records}}
    };
    const events: Record<string, number> = {};
    for (const event of await repositories.analyticsEvents.list()) {
      events[event.name] = (events[event.name] ?? 0) + 1;
    }
    return c.json({ records, events });
  });
  return routes;
}
