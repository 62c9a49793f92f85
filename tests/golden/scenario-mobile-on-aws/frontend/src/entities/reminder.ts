import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Reminder = {
  id: string;
  title: string;
  dueAt: string;
  done: boolean;
  profileId: string | null;
};
export type ReminderInput = Omit<Reminder, "id">;

export const reminderMeta: EntityMeta = {
  name: "Reminder",
  label: "Reminder",
  pluralLabel: "Reminders",
  route: "reminders",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain" },
    { name: "dueAt", label: "Due at", kind: "date", required: true },
    { name: "done", label: "Done", kind: "boolean", required: true },
    { name: "profileId", label: "Profile", kind: "reference", required: false, target: { route: "profiles", label: "Profile", displayField: "displayName", displayKind: "string" } },
  ],
};

export const remindersApi = resource<Reminder, ReminderInput>("reminders");
