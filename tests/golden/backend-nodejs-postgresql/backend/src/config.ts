export interface Config {
  port: number;
  /** PostgreSQL connection string; without it records are kept in memory. */
  databaseUrl: string | undefined;
  /** The frontend's origin when it is served from another host than the API. */
  corsOrigin: string | undefined;
  authSecret: string;
  uploadDir: string | undefined;
}

/** Reads the settings from the environment (see .env.example). */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigin: env.CORS_ORIGIN || undefined,
    authSecret: secretFrom(env),
    uploadDir: env.UPLOAD_DIR || undefined,
  };
}

/** The token signing secret: required in production, a fixed development value otherwise. */
function secretFrom(env: NodeJS.ProcessEnv): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production") throw new Error("AUTH_SECRET must be set in production");
  return "development-secret-change-me";
}
