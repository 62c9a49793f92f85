"use client";

import { RemindersList } from "@/screens/reminders/RemindersList";

/** /reminders */
export default function RemindersPage() {
  return <RemindersList />;
}
