import { z } from "zod";

/** The Worker's bindings and secrets, generated from wrangler.toml and .dev.vars.example by `npm run cf-typegen`. */
export type Env = Cloudflare.Env;

/** An empty setting (an empty line in .dev.vars) means "not set": its default applies. */
const unset = (value: unknown) => (value === "" ? undefined : value);

/**
 * One secret per purpose, so each can be rotated without ending what the others protect
 * (README, "Secrets and how to rotate them").
 */
/** The value .dev.vars.example shows: public, so never a secret. */
export const SECRET_PLACEHOLDER = "replace-with-at-least-32-random-characters";

const secret = (name: string) =>
  z
    .string({ error: `${name} is not set: add it to .dev.vars locally or with \`wrangler secret put ${name}\`` })
    .min(32, `${name} must be at least 32 characters`)
    .refine((value) => value !== SECRET_PLACEHOLDER, `${name} is still the example's placeholder: set a random value`);

const origin = (name: string) =>
  z.preprocess(
    unset,
    z
      .url({ error: `${name} must be an origin such as https://preview.example.com` })
      .refine((value) => /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value.replace(/\/$/, ""), `${name} must be an origin (scheme, host and port; no path)`)
      .transform((value) => new URL(value).origin)
      .optional(),
  );

const quota = (fallback: number) => z.preprocess(unset, z.coerce.number().int().positive().default(fallback));

/**
 * A wait in milliseconds, zero or more. Unset, empty or not such a number (a word, a negative), it is the
 * default: these only pace how often the room looks at an outside service, so a typo never stops the Worker.
 */
const waitMs = (fallback: number) => z.preprocess(unset, z.coerce.number().min(0).catch(fallback));

/** The quotas' defaults, documented in the README and .dev.vars.example. */
export const QUOTA_DEFAULTS = {
  QUOTA_PROJECTS_PER_ACCOUNT: 20,
  QUOTA_STARTS_PER_PROJECT_PER_HOUR: 10,
  QUOTA_REPLANS_PER_PROJECT_PER_HOUR: 20,
  QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR: 10,
} as const;

const configSchema = z
  .object({
    /** Signs session tokens: rotating it signs everyone out. */
    SESSION_SECRET: secret("SESSION_SECRET"),
    /** Signs preview links: rotating it ends every preview link (owners see the new one). */
    PREVIEW_LINK_SECRET: secret("PREVIEW_LINK_SECRET"),
    /** Encrypts the outside services' tokens at rest. */
    TOKEN_ENCRYPTION_KEY: secret("TOKEN_ENCRYPTION_KEY"),
    /** The key before the last rotation: tokens it sealed still open, and are sealed again with the new key when used. */
    TOKEN_ENCRYPTION_KEY_PREVIOUS: z.preprocess(unset, secret("TOKEN_ENCRYPTION_KEY_PREVIOUS").optional()),
    TOKEN_TTL_SECONDS: z.preprocess(unset, z.coerce.number().int().positive().default(7 * 24 * 3600)),
    /** Where AppForge itself is served; required with PREVIEW_ORIGIN (the preview may only be framed by it). */
    APP_ORIGIN: origin("APP_ORIGIN"),
    /** A second origin that serves previews and nothing else; unset, previews live under AppForge's own origin. */
    PREVIEW_ORIGIN: origin("PREVIEW_ORIGIN"),
    /**
     * Where apps published on AppForge's edge live: each at a name of its own under this host
     * (`{slug}.{host}`, its own origin); unset, publishing is not offered.
     */
    APPS_ORIGIN: origin("APPS_ORIGIN"),
    /** "Connect with GitHub": the OAuth app's client id (public) and one of its client secrets (a Worker secret). */
    GITHUB_OAUTH_CLIENT_ID: z.preprocess(unset, z.string().trim().min(1).optional()),
    GITHUB_OAUTH_CLIENT_SECRET: z.preprocess(unset, z.string().trim().min(1).optional()),
    /** GitHub's web address for OAuth (its authorize page and token endpoint); unset, https://github.com. */
    GITHUB_OAUTH_URL: origin("GITHUB_OAUTH_URL"),
    QUOTA_PROJECTS_PER_ACCOUNT: quota(QUOTA_DEFAULTS.QUOTA_PROJECTS_PER_ACCOUNT),
    QUOTA_STARTS_PER_PROJECT_PER_HOUR: quota(QUOTA_DEFAULTS.QUOTA_STARTS_PER_PROJECT_PER_HOUR),
    QUOTA_REPLANS_PER_PROJECT_PER_HOUR: quota(QUOTA_DEFAULTS.QUOTA_REPLANS_PER_PROJECT_PER_HOUR),
    QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR: quota(QUOTA_DEFAULTS.QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR),
    /** How often a task handed to Cursor asks where its agent stands. */
    CURSOR_POLL_MS: waitMs(5000),
    /** How often a project's room asks a platform where a running deployment stands. */
    DEPLOYMENT_POLL_MS: waitMs(3000),
    /** How long a project's room waits after a task ends before it starts the next ready ones by itself. */
    TASK_PACING_MS: waitMs(100),
    /** The first backoff step of a task whose model provider failed in passing (rate limited, down, slow). */
    MODEL_RETRY_MS: waitMs(2000),
    /** The first backoff step of a model's report that failed. */
    REPORT_RETRY_MS: waitMs(2000),
  })
  .refine(
    (config) => new Set([config.SESSION_SECRET, config.PREVIEW_LINK_SECRET, config.TOKEN_ENCRYPTION_KEY]).size === 3,
    { message: "SESSION_SECRET, PREVIEW_LINK_SECRET and TOKEN_ENCRYPTION_KEY must differ: each protects one thing" },
  )
  .refine((config) => !config.GITHUB_OAUTH_CLIENT_ID === !config.GITHUB_OAUTH_CLIENT_SECRET, {
    message: "GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET go together: set both (the OAuth app's client id and a client secret) or neither",
  })
  .refine((config) => !config.PREVIEW_ORIGIN || config.APP_ORIGIN, { message: "PREVIEW_ORIGIN needs APP_ORIGIN too: the preview may only be framed by AppForge's own origin" })
  .refine((config) => !config.PREVIEW_ORIGIN || config.PREVIEW_ORIGIN !== config.APP_ORIGIN, { message: "PREVIEW_ORIGIN must differ from APP_ORIGIN: previews get an origin of their own" })
  .refine((config) => !config.APPS_ORIGIN || [config.APP_ORIGIN, config.PREVIEW_ORIGIN].every((other) => !other || !sharesHost(other, config.APPS_ORIGIN ?? "")), {
    message: "APPS_ORIGIN must be a host of its own: neither APP_ORIGIN nor PREVIEW_ORIGIN may be it or a name under it (published apps are served at names under it)",
  });

/** Whether `origin`'s host is `apps`' host or a name under it, on the same scheme and port. */
function sharesHost(origin: string, apps: string): boolean {
  const [a, b] = [new URL(origin), new URL(apps)];
  return a.protocol === b.protocol && a.port === b.port && (a.hostname === b.hostname || a.hostname.endsWith(`.${b.hostname}`));
}
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

/** The keys that open stored tokens of outside services: the current one, and the one before a rotation. */
export interface TokenKeys {
  current: string;
  previous: string | undefined;
}

export const tokenKeys = (config: Config): TokenKeys => ({ current: config.TOKEN_ENCRYPTION_KEY, previous: config.TOKEN_ENCRYPTION_KEY_PREVIOUS });
