import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

/** What a client sends to create or replace a payment. */
export const paymentInput = z.object({
  amount: z.number(),
  currency: z.string().trim().min(1).max(200),
  description: z.string().trim().max(200).nullable().default(null),
  status: z.string().trim().min(1).max(200),
  providerReference: z.string().trim().max(200).nullable().default(null),
  failureReason: z.string().trim().max(200).nullable().default(null),
});
export type PaymentInput = z.infer<typeof paymentInput>;
export type Payment = PaymentInput & { id: string };

export const paymentSpec: RecordSpec = {
  table: "payments",
  label: "Payment",
  fields: [
    { name: "amount", column: "amount", kind: "number", required: true },
    { name: "currency", column: "currency", kind: "string", required: true },
    { name: "description", column: "description", kind: "string", required: false },
    { name: "status", column: "status", kind: "string", required: true },
    { name: "providerReference", column: "provider_reference", kind: "string", required: false },
    { name: "failureReason", column: "failure_reason", kind: "string", required: false },
  ],
};
