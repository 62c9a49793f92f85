import { Router } from "express";
import { z } from "zod";
import { handle } from "../../http/errors.js";
import type { Services } from "../../services.js";
import { ownedRecords } from "../auth/ownership.js";

const usageEvent = z.object({
  name: z.string().trim().min(1).max(100),
  path: z.string().trim().max(500).nullable().default(null),
});

/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */
export function analyticsRoutes({ repositories }: Services): Router {
  const access = ownedRecords(repositories);
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
      /** How many of a route's records the account sees: of a type its role owns, those it created. */
      const seen = async (route: string, records: { id: string }[]) => {
        const visible = typeof res.locals.userId === "string" ? await access.visible(res.locals.userId, route) : undefined;
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
      res.json({ records, events });
    }),
  );
  return router;
}
