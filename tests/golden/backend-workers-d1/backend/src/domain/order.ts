import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
import { dateTime } from "./fields.js";

// RULE-1 (BIZ-1): total is between 1 and 500
// RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected
// RULE-7 (BIZ-7): placedAt is in the past
/** What a client sends to create or replace an order. */
export const orderInput = z.object({
  customerId: z.string().min(1),
  status: z.enum(["pending","paid","collected"]),
  total: z.number().min(1).max(500),
  placedAt: dateTime.refine((value) => Date.parse(value) < Date.now(), "Must be in the past"),
  pickupSlotId: z.string().min(1).nullable().default(null),
});
export type OrderInput = z.infer<typeof orderInput>;
export type Order = OrderInput & { id: string };

export const orderSpec: RecordSpec = {
  table: "orders",
  label: "Order",
  fields: [
    { name: "customerId", column: "customer_id", kind: "reference", required: true, target: "customers" },
    { name: "status", column: "status", kind: "string", required: true },
    { name: "total", column: "total", kind: "number", required: true },
    { name: "placedAt", column: "placed_at", kind: "date", required: true },
    { name: "pickupSlotId", column: "pickup_slot_id", kind: "reference", required: false, target: "pickup_slots" },
  ],
};
