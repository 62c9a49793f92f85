export interface Config {
  port: number;
  /** The address to listen on: every interface in production (a container or a platform), this machine only otherwise. */
  host: string;
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
    host: env.HOST || (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigin: env.CORS_ORIGIN || undefined,
    authSecret: secretFrom(env),
    uploadDir: env.UPLOAD_DIR || undefined,
  };
}

/** The shortest secret production accepts: a guessable one would let anyone sign tokens. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The token signing secret (AUTH_SECRET): required in production and at least 32 characters there. Outside
 * production an unset one is made at random for this run: sign-ins end when the server restarts.
 */
export function secretFrom(env: NodeJS.ProcessEnv): string {
  const secret = env.AUTH_SECRET ?? "";
  if (env.NODE_ENV === "production") {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `AUTH_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters in production (make one with: openssl rand -hex 32)`,
      );
    }
    return secret;
  }
  if (secret) return secret;
  console.warn("AUTH_SECRET is not set: a random one is used for this run, so sign-ins end when the server restarts.");
  return crypto.randomUUID() + crypto.randomUUID();
}
