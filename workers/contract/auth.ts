import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./password";

export const DEFAULT_TENANT_ID = "00000000-0000-0000-0000-000000000001";

const email = z
  .string()
  .trim()
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

const name = z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters");
// An upper bound keeps hashing cost bounded; a lower bound of 1 lets the strength rule phrase the error.
const password = z.string().min(1, "Password is required").max(128, "Password must be at most 128 characters");

export const registerBodySchema = z.object({ name, email, password });
export const loginBodySchema = z.object({ email, password });
export const updateProfileBodySchema = z.object({ name, email });
export const changePasswordBodySchema = z.object({
  currentPassword: password,
  newPassword: password,
});

export const userStatsSchema = z.object({
  project_count: z.number().int(),
  completed_projects: z.number().int(),
});

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  tenant_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  password_changed_at: z.string().nullable(),
  stats: userStatsSchema,
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export const meResponseSchema = z.object({ user: userSchema });
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});

export { MIN_PASSWORD_LENGTH };
