export interface Config {
  port: number;
  /** PostgreSQL connection string; without it records are kept in memory. */
  databaseUrl: string | undefined;
  /** The frontend's origin when it is served from another host than the API. */
  corsOrigin: string | undefined;
  {{fields}}
}

/** Reads the settings from the environment (see .env.example). */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigin: env.CORS_ORIGIN || undefined,
    {{reads}}
  };
}
{{helpers}}
