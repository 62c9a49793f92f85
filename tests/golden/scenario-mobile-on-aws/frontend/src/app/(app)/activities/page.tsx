"use client";

import { ActivitiesList } from "@/screens/activities/ActivitiesList";

/** /activities */
export default function ActivitiesPage() {
  return <ActivitiesList />;
}
