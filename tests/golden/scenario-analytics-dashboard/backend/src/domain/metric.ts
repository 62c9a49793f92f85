import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
import { dateTime } from "./fields.js";

/** What a client sends to create or replace a metric. */
export const metricInput = z.object({
  name: z.string().trim().min(1).max(200),
  value: z.number(),
  unit: z.string().trim().max(200).nullable().default(null),
  recordedAt: dateTime,
  dataSourceId: z.string().min(1).nullable().default(null),
});
export type MetricInput = z.infer<typeof metricInput>;
export type Metric = MetricInput & { id: string };

export const metricSpec: RecordSpec = {
  table: "metrics",
  label: "Metric",
  fields: [
    { name: "name", column: "name", kind: "string", required: true },
    { name: "value", column: "value", kind: "number", required: true },
    { name: "unit", column: "unit", kind: "string", required: false },
    { name: "recordedAt", column: "recorded_at", kind: "date", required: true },
    { name: "dataSourceId", column: "data_source_id", kind: "reference", required: false, target: "data_sources" },
  ],
};
