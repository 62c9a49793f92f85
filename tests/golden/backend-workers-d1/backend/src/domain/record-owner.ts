import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

/** What a client sends to create or replace a record owner. */
export const recordOwnerInput = z.object({
  recordType: z.string().trim().min(1).max(200),
  recordId: z.string().trim().min(1).max(200),
  accountId: z.string().trim().min(1).max(200),
});
export type RecordOwnerInput = z.infer<typeof recordOwnerInput>;
export type RecordOwner = RecordOwnerInput & { id: string };

export const recordOwnerSpec: RecordSpec = {
  table: "record_owners",
  label: "Record owner",
  fields: [
    { name: "recordType", column: "record_type", kind: "string", required: true },
    { name: "recordId", column: "record_id", kind: "string", required: true },
    { name: "accountId", column: "account_id", kind: "string", required: true },
  ],
};
