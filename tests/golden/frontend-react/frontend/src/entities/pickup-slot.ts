import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type PickupSlot = {
  id: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  available: boolean;
};
export type PickupSlotInput = Omit<PickupSlot, "id">;

export const pickupSlotMeta: EntityMeta = {
  name: "PickupSlot",
  label: "Pickup slot",
  pluralLabel: "Pickup slots",
  route: "pickup-slots",
  displayField: "startsAt",
  fields: [
    { name: "startsAt", label: "Starts at", kind: "date", required: true },
    { name: "endsAt", label: "Ends at", kind: "date", required: true, after: "startsAt", hint: "Must be after starts at" },
    { name: "capacity", label: "Capacity", kind: "number", required: true },
    { name: "available", label: "Available", kind: "boolean", required: true },
  ],
};

export const pickupSlotsApi = resource<PickupSlot, PickupSlotInput>("pickup-slots");
