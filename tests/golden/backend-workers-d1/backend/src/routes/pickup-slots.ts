import type { Hono } from "hono";
import { pickupSlotInput, type PickupSlot } from "../domain/pickup-slot.js";
import { crudRoutes } from "../http/crud.js";
import type { AppEnv } from "../http/errors.js";
import type { Services } from "../services.js";
import { ownedRecords } from "../features/auth/ownership.js";

/** /api/pickup-slots: list, create, read, replace and delete pickup slots. */
export function pickupSlotRoutes({ repositories, events }: Services): Hono<AppEnv> {
  return crudRoutes<PickupSlot>({
    label: "Pickup slot",
    topic: "pickup-slots",
    repository: repositories.pickupSlots,
    schema: pickupSlotInput,
    references: [],
    states: [],
    events,
    access: ownedRecords(repositories),
  });
}
