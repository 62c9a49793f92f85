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
  {{fields}}
}

/** Reads the settings from the Worker's environment; a missing required one fails the first request with its name. */
export function readConfig(env: Omit<Env, "DB" | "UPLOADS">): Config {
  return {
    production: env.APP_ENV === "production",
    corsOrigin: env.CORS_ORIGIN || undefined,
    {{reads}}
  };
}
{{helpers}}
