export interface Config {
  port: number;
  /** The address to listen on: every interface in production (a container or a platform), this machine only otherwise. */
  host: string;
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
    host: env.HOST || (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigin: env.CORS_ORIGIN || undefined,
    {{reads}}
  };
}
{{helpers}}
