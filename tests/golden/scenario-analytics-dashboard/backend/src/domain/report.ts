import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
import { dateTime } from "./fields.js";

/** What a client sends to create or replace a report. */
export const reportInput = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(10000).nullable().default(null),
  periodStart: dateTime,
  periodEnd: dateTime,
});
export type ReportInput = z.infer<typeof reportInput>;
export type Report = ReportInput & { id: string };

export const reportSpec: RecordSpec = {
  table: "reports",
  label: "Report",
  fields: [
    { name: "title", column: "title", kind: "string", required: true },
    { name: "summary", column: "summary", kind: "string", required: false },
    { name: "periodStart", column: "period_start", kind: "date", required: true },
    { name: "periodEnd", column: "period_end", kind: "date", required: true },
  ],
};
