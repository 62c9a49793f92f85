"use client";

import { PickupSlotDetail } from "@/screens/pickup-slots/PickupSlotDetail";

/** /pickup-slots/[id] */
export default function PickupSlotPage() {
  return <PickupSlotDetail />;
}
