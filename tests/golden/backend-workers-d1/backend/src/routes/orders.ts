import type { Hono } from "hono";
import { orderInput, type Order } from "../domain/order.js";
import { crudRoutes } from "../http/crud.js";
import type { AppEnv } from "../http/errors.js";
import type { Services } from "../services.js";
import { ownedRecords } from "../features/auth/ownership.js";

/** /api/orders: list, create, read, replace and delete orders. */
export function orderRoutes({ repositories, events }: Services): Hono<AppEnv> {
  return crudRoutes<Order>({
    label: "Order",
    topic: "orders",
    repository: repositories.orders,
    schema: orderInput,
    references: [
      {
        field: "customerId",
        label: "Customer",
        exists: async (id) => (await repositories.customers.get(id)) !== undefined,
        route: "customers",
      },
      {
        field: "pickupSlotId",
        label: "Pickup slot",
        exists: async (id) => (await repositories.pickupSlots.get(id)) !== undefined,
      },
    ],
    states: [
      // RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected
      { field: "status", states: ["pending","paid","collected"], moves: { "pending": ["paid"], "paid": ["collected"], "collected": [] } },
    ],
    events,
    access: ownedRecords(repositories),
  });
}
