"use client";

import { AnalyticsScreen } from "@/analytics/AnalyticsScreen";

/** /analytics */
export default function AnalyticsPage() {
  return <AnalyticsScreen />;
}
