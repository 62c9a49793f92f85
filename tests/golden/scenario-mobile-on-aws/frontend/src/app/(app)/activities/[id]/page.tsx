"use client";

import { ActivityDetail } from "@/screens/activities/ActivityDetail";

/** /activities/[id] */
export default function ActivityPage() {
  return <ActivityDetail />;
}
