import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";

/** What a client sends to create or replace an user. */
export const userInput = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  passwordHash: z.string().trim().min(1).max(200),
  role: z.string().trim().min(1).max(200),
});
export type UserInput = z.infer<typeof userInput>;
export type User = UserInput & { id: string };

export const userSpec: RecordSpec = {
  table: "users",
  label: "User",
  fields: [
    { name: "name", column: "name", kind: "string", required: true },
    { name: "email", column: "email", kind: "string", required: true, unique: true },
    { name: "passwordHash", column: "password_hash", kind: "string", required: true },
    { name: "role", column: "role", kind: "string", required: true },
  ],
};
