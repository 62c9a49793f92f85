import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

/** What a client sends to create or replace a notification. */
export const notificationInput = z.object({
  recipient: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(10000).nullable().default(null),
  read: z.boolean().default(false),
});
export type NotificationInput = z.infer<typeof notificationInput>;
export type Notification = NotificationInput & { id: string };

export const notificationSpec: RecordSpec = {
  table: "notifications",
  label: "Notification",
  fields: [
    { name: "recipient", column: "recipient", kind: "string", required: true },
    { name: "title", column: "title", kind: "string", required: true },
    { name: "body", column: "body", kind: "string", required: false },
    { name: "read", column: "read", kind: "boolean", required: true },
  ],
};
