"use client";

import { Dashboard } from "@/screens/Dashboard";

/** /dashboard */
export default function DashboardPage() {
  return <Dashboard />;
}
