import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
import { dateTime } from "./fields.js";

/** What a client sends to create or replace a production list. */
export const productionListInput = z.object({
  title: z.string().trim().min(1).max(200),
  date: dateTime,
  notes: z.string().trim().max(10000).nullable().default(null),
});
export type ProductionListInput = z.infer<typeof productionListInput>;
export type ProductionList = ProductionListInput & { id: string };

export const productionListSpec: RecordSpec = {
  table: "production_lists",
  label: "Production list",
  fields: [
    { name: "title", column: "title", kind: "string", required: true },
    { name: "date", column: "date", kind: "date", required: true },
    { name: "notes", column: "notes", kind: "string", required: false },
  ],
};
