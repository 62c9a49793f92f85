import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

/** What a client sends to create or replace an item. */
export const itemInput = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(10000).nullable().default(null),
  active: z.boolean().default(false),
});
export type ItemInput = z.infer<typeof itemInput>;
export type Item = ItemInput & { id: string };

export const itemSpec: RecordSpec = {
  table: "items",
  label: "Item",
  fields: [
    { name: "name", column: "name", kind: "string", required: true },
    { name: "description", column: "description", kind: "string", required: false },
    { name: "active", column: "active", kind: "boolean", required: true },
  ],
};
