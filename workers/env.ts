import { z } from "zod";

/** The Worker's bindings and secrets, generated from wrangler.toml and .dev.vars.example by `npm run cf-typegen`. */
export type Env = Cloudflare.Env;

const configSchema = z.object({
  AUTH_SECRET: z
    .string({ error: "AUTH_SECRET is not set: add it to .dev.vars locally or with `wrangler secret put AUTH_SECRET`" })
    .min(32, "AUTH_SECRET must be at least 32 characters"),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
});
export type Config = z.infer<typeof configSchema>;

/** Reads the configuration once per request; a missing secret is a deployment error with a clear message. */
export function readConfig(env: Env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join("; "));
  }
  return parsed.data;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}
