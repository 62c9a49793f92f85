import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
import { dateTime } from "./fields.js";

/** What a client sends to create or replace an analytics event. */
export const analyticsEventInput = z.object({
  name: z.string().trim().min(1).max(200),
  path: z.string().trim().max(200).nullable().default(null),
  occurredAt: dateTime,
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;
export type AnalyticsEvent = AnalyticsEventInput & { id: string };

export const analyticsEventSpec: RecordSpec = {
  table: "analytics_events",
  label: "Analytics event",
  fields: [
    { name: "name", column: "name", kind: "string", required: true },
    { name: "path", column: "path", kind: "string", required: false },
    { name: "occurredAt", column: "occurred_at", kind: "date", required: true },
  ],
};
