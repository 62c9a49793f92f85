"use client";

import { ReminderDetail } from "@/screens/reminders/ReminderDetail";

/** /reminders/[id] */
export default function ReminderPage() {
  return <ReminderDetail />;
}
