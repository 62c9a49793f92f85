import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

// RULE-4 (BIZ-4): phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)
// RULE-9 (BIZ-10): email is unique
/** What a client sends to create or replace a customer. */
export const customerInput = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  phone: z.string().trim().max(200).regex(/^\+?[0-9 \(\)\-]{7,20}$/, "Must be a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)").nullable().default(null),
});
export type CustomerInput = z.infer<typeof customerInput>;
export type Customer = CustomerInput & { id: string };

export const customerSpec: RecordSpec = {
  table: "customers",
  label: "Customer",
  fields: [
    { name: "name", column: "name", kind: "string", required: true },
    { name: "email", column: "email", kind: "string", required: true, unique: true },
    { name: "phone", column: "phone", kind: "string", required: false },
  ],
};
