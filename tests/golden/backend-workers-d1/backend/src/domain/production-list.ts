import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
import { dateTime } from "./fields.js";

// RULE-8 (BIZ-8): title is one of Morning bake or Afternoon bake
/** What a client sends to create or replace a production list. */
export const productionListInput = z.object({
  title: z.enum(["Morning bake","Afternoon bake"]),
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
