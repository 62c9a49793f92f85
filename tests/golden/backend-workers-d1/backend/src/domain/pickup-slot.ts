import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
import { dateTime } from "./fields.js";

/** What a client sends to create or replace a pickup slot. */
export const pickupSlotInput = z.object({
  startsAt: dateTime,
  endsAt: dateTime,
  capacity: z.number(),
  available: z.boolean().default(false),
}).superRefine((input, context) => {
  // RULE-6 (BIZ-6): endsAt is after startsAt
  if (input.endsAt && input.startsAt && !(Date.parse(input.endsAt) > Date.parse(input.startsAt))) {
    context.addIssue({ code: "custom", path: ["endsAt"], message: "Must be after starts at" });
  }
});
export type PickupSlotInput = z.infer<typeof pickupSlotInput>;
export type PickupSlot = PickupSlotInput & { id: string };

export const pickupSlotSpec: RecordSpec = {
  table: "pickup_slots",
  label: "Pickup slot",
  fields: [
    { name: "startsAt", column: "starts_at", kind: "date", required: true },
    { name: "endsAt", column: "ends_at", kind: "date", required: true },
    { name: "capacity", column: "capacity", kind: "number", required: true },
    { name: "available", column: "available", kind: "boolean", required: true },
  ],
};
