import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

/** What a client sends to create or replace an upload. */
export const uploadInput = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.string().trim().min(1).max(200),
  size: z.number(),
});
export type UploadInput = z.infer<typeof uploadInput>;
export type Upload = UploadInput & { id: string };

export const uploadSpec: RecordSpec = {
  table: "uploads",
  label: "Upload",
  fields: [
    { name: "fileName", column: "file_name", kind: "string", required: true },
    { name: "contentType", column: "content_type", kind: "string", required: true },
    { name: "size", column: "size", kind: "number", required: true },
  ],
};
