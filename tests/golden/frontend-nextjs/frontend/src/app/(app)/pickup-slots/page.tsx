"use client";

import { PickupSlotsList } from "@/screens/pickup-slots/PickupSlotsList";

/** /pickup-slots */
export default function PickupSlotsPage() {
  return <PickupSlotsList />;
}
