/** The Worker's bindings and variables (wrangler.toml, .dev.vars, `wrangler secret put`). */
export interface Env {
  DB: D1Database;
  AUTH_SECRET?: string;
  /** "production" on Cloudflare: AUTH_SECRET is then required. */
  APP_ENV?: string;
  /** The frontend's origin when it is served from another host than the API. */
  CORS_ORIGIN?: string;
  /** An R2 bucket for uploaded files; without it their bytes are kept in D1. */
  UPLOADS?: R2Bucket;
}

export interface Config {
  production: boolean;
  corsOrigin: string | undefined;
  authSecret: string;
}

/** Reads the settings from the Worker's environment; a missing required one fails the first request with its name. */
export function readConfig(env: Omit<Env, "DB" | "UPLOADS">): Config {
  return {
    production: env.APP_ENV === "production",
    corsOrigin: env.CORS_ORIGIN || undefined,
    authSecret: secretFrom(env),
  };
}

/** The shortest secret production accepts: a guessable one would let anyone sign tokens. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The token signing secret (AUTH_SECRET, `wrangler secret put AUTH_SECRET`): required in production and at least
 * 32 characters there. Outside production an unset one is made at random for this isolate: sign-ins end with it.
 */
export function secretFrom(env: Pick<Env, "AUTH_SECRET" | "APP_ENV">): string {
  const secret = env.AUTH_SECRET ?? "";
  if (env.APP_ENV === "production") {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `AUTH_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters in production (make one with: openssl rand -hex 32)`,
      );
    }
    return secret;
  }
  if (secret) return secret;
  console.warn("AUTH_SECRET is not set: a random one is used for this isolate, so sign-ins end when it stops.");
  return crypto.randomUUID() + crypto.randomUUID();
}
