import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Order = {
  id: string;
  customerId: string;
  status: string;
  total: number;
  placedAt: string;
  pickupSlotId: string | null;
};
export type OrderInput = Omit<Order, "id">;

export const orderMeta: EntityMeta = {
  name: "Order",
  label: "Order",
  pluralLabel: "Orders",
  route: "orders",
  displayField: "status",
  fields: [
    { name: "customerId", label: "Customer", kind: "reference", required: true, target: { route: "customers", label: "Customer", displayField: "name", displayKind: "string" } },
    { name: "status", label: "Status", kind: "string", required: true, format: "plain", choices: ["pending", "paid", "collected"], moves: { "pending": ["paid"], "paid": ["collected"], "collected": [] }, hint: "Starts as pending" },
    { name: "total", label: "Total", kind: "number", required: true, currency: "USD", min: 1, max: 500, hint: "Must be between 1 and 500" },
    { name: "placedAt", label: "Placed at", kind: "date", required: true, before: "now", hint: "Must be in the past" },
    { name: "pickupSlotId", label: "Pickup slot", kind: "reference", required: false, target: { route: "pickup-slots", label: "Pickup slot", displayField: "startsAt", displayKind: "date" } },
  ],
};

export const ordersApi = resource<Order, OrderInput>("orders");
