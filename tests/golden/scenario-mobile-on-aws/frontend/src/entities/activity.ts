import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Activity = {
  id: string;
  title: string;
  notes: string | null;
  occurredAt: string;
  profileId: string;
};
export type ActivityInput = Omit<Activity, "id">;

export const activityMeta: EntityMeta = {
  name: "Activity",
  label: "Activity",
  pluralLabel: "Activities",
  route: "activities",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain" },
    { name: "notes", label: "Notes", kind: "string", required: false, format: "long" },
    { name: "occurredAt", label: "Occurred at", kind: "date", required: true },
    { name: "profileId", label: "Profile", kind: "reference", required: true, target: { route: "profiles", label: "Profile", displayField: "displayName", displayKind: "string" } },
  ],
};

export const activitiesApi = resource<Activity, ActivityInput>("activities");
