import { z } from "zod";

/**
 * Publishing on AppForge's edge: the project's current preview build served at an address of its own
 * (`{slug}.{APPS_ORIGIN's host}`), its frontend from the build and its API from the app's Workers backend in a
 * sandboxed dynamic Worker, on a database of its own that lives across publishes.
 */

/** Limits per published app, with their defaults; the owner can change them within these bounds. */
export const PUBLISH_LIMITS = {
  requestsPerMinute: { default: 600, min: 10, max: 10_000 },
  databaseMegabytes: { default: 50, min: 1, max: 500 },
} as const;

/** How many versions a published app keeps (the oldest go first); the live one is always kept. */
export const MAX_PUBLISHED_VERSIONS = 20;

export const publishLimitsSchema = z.object({
  requestsPerMinute: z
    .number({ error: "requestsPerMinute must be a whole number" })
    .int("requestsPerMinute must be a whole number")
    .min(PUBLISH_LIMITS.requestsPerMinute.min, `requestsPerMinute must be at least ${PUBLISH_LIMITS.requestsPerMinute.min}`)
    .max(PUBLISH_LIMITS.requestsPerMinute.max, `requestsPerMinute must be at most ${PUBLISH_LIMITS.requestsPerMinute.max}`),
  databaseMegabytes: z
    .number({ error: "databaseMegabytes must be a whole number" })
    .int("databaseMegabytes must be a whole number")
    .min(PUBLISH_LIMITS.databaseMegabytes.min, `databaseMegabytes must be at least ${PUBLISH_LIMITS.databaseMegabytes.min}`)
    .max(PUBLISH_LIMITS.databaseMegabytes.max, `databaseMegabytes must be at most ${PUBLISH_LIMITS.databaseMegabytes.max}`),
});
export type PublishLimits = z.infer<typeof publishLimitsSchema>;

export const publishedVersionSchema = z.object({
  /** 1, 2, 3... in the order they were published. */
  number: z.number().int().positive(),
  /** The preview build it was made from. */
  buildVersion: z.string(),
  publishedAt: z.string(),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

/** The last time a limit refused a request, so the owner sees why visitors got 429. */
export const publishRefusalSchema = z.object({ at: z.string(), reason: z.string() });

export const publicationSchema = z.object({
  slug: z.string(),
  url: z.string(),
  /** live: the address serves `current`; unpublished: it answers 404 and the data is kept. */
  state: z.enum(["live", "unpublished"]),
  current: z.number().int().positive().nullable(),
  versions: z.array(publishedVersionSchema),
  limits: publishLimitsSchema,
  lastRefusal: publishRefusalSchema.nullable(),
  /** What answers the live version's API: the app's own Workers backend, or the one generated from the same app model. */
  api: z.enum(["own", "generated"]).nullable(),
  databaseBytes: z.number().int().nonnegative(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** GET .../publish: the publication, or null before the first publish; `available` false says why it cannot be. */
export const publicationStatusSchema = z.object({
  success: z.literal(true),
  available: z.boolean(),
  reason: z.string().nullable(),
  publication: publicationSchema.nullable(),
});
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

export const publicationAnswerSchema = z.object({ success: z.literal(true), publication: publicationSchema, message: z.string() });
export type PublicationAnswer = z.infer<typeof publicationAnswerSchema>;

export const rollbackSchema = z.object({ version: z.number({ error: "version must be a version number" }).int("version must be a version number").positive("version must be a version number") });
