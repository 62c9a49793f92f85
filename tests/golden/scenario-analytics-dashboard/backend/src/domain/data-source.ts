import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

/** What a client sends to create or replace a data source. */
export const dataSourceInput = z.object({
  name: z.string().trim().min(1).max(200),
  kind: z.string().trim().min(1).max(200),
  url: z.url().nullable().default(null),
  active: z.boolean().default(false),
});
export type DataSourceInput = z.infer<typeof dataSourceInput>;
export type DataSource = DataSourceInput & { id: string };

export const dataSourceSpec: RecordSpec = {
  table: "data_sources",
  label: "Data source",
  fields: [
    { name: "name", column: "name", kind: "string", required: true },
    { name: "kind", column: "kind", kind: "string", required: true },
    { name: "url", column: "url", kind: "string", required: false },
    { name: "active", column: "active", kind: "boolean", required: true },
  ],
};
