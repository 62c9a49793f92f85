import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";
import { ownedRecords } from "../auth/ownership.js";

const usageEvent = z.object({
  name: z.string().trim().min(1).max(100),
  path: z.string().trim().max(500).nullable().default(null),
});

/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */
export function analyticsRoutes({ repositories }: Services): Hono<AppEnv> {
  const access = ownedRecords(repositories);
  const routes = new Hono<AppEnv>();
  routes.post("/events", async (c) => {
    const input = usageEvent.parse(c.get("body"));
    const created = await repositories.analyticsEvents.create({ ...input, occurredAt: new Date().toISOString() });
    return c.json(created, 201);
  });
  routes.get("/summary", async (c) => {
    /** How many of a route's records the account sees: of a type its role owns, those it created. */
    const seen = async (route: string, records: { id: string }[]) => {
      const account = c.get("userId");
      const visible = account ? await access.visible(account, route) : undefined;
      return visible ? records.filter((record) => visible.has(record.id)).length : records.length;
    };
    const records = {
      "products": (await repositories.products.list()).length,
      "orders": await seen("orders", await repositories.orders.list()),
      "customers": await seen("customers", await repositories.customers.list()),
      "pickup-slots": (await repositories.pickupSlots.list()).length,
      "production-lists": (await repositories.productionLists.list()).length,
    };
    const events: Record<string, number> = {};
    for (const event of await repositories.analyticsEvents.list()) {
      events[event.name] = (events[event.name] ?? 0) + 1;
    }
    return c.json({ records, events });
  });
  return routes;
}
