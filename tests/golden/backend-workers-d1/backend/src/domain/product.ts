import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

// RULE-2 (BIZ-2): stock is at least 0
// RULE-3 (BIZ-3): name is unique
/** What a client sends to create or replace a product. */
export const productInput = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(10000).nullable().default(null),
  price: z.number(),
  stock: z.number().min(0),
  active: z.boolean().default(false),
});
export type ProductInput = z.infer<typeof productInput>;
export type Product = ProductInput & { id: string };

export const productSpec: RecordSpec = {
  table: "products",
  label: "Product",
  fields: [
    { name: "name", column: "name", kind: "string", required: true, unique: true },
    { name: "description", column: "description", kind: "string", required: false },
    { name: "price", column: "price", kind: "number", required: true },
    { name: "stock", column: "stock", kind: "number", required: true },
    { name: "active", column: "active", kind: "boolean", required: true },
  ],
};
