"use client";

import { NotificationsScreen } from "@/notifications/NotificationsScreen";

/** /notifications */
export default function NotificationsPage() {
  return <NotificationsScreen />;
}
