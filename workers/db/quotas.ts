import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { quotaCounters } from "./schema";

/**
 * Hourly quotas (docs/decisions/015-quotas.md): fixed windows on the clock's hours (14:00 to 15:00 UTC, ...),
 * one `quota_counters` row per key and window. Counting is one conditional upsert, so two isolates counting the
 * same key at once can never both take the last unit.
 */
export const QUOTA_WINDOW_MS = 60 * 60 * 1000;

/** What an hourly quota counts; each key names one subject (an address, a project). */
export type HourlyQuota = "registrations" | "starts" | "replans" | "drafts";
export type QuotaKey = `${HourlyQuota}:${string}`;

/** Longer than any IPv4 or IPv6 address: a header set by something other than Cloudflare cannot grow the key. */
const MAX_ADDRESS_LENGTH = 64;

/** Sign-up attempts from one network address; requests without an address share one key. */
export const registrationsKey = (address: string | undefined): QuotaKey => {
  const trimmed = address?.trim().slice(0, MAX_ADDRESS_LENGTH);
  return `registrations:address:${trimmed ? networkOf(trimmed) : "unknown"}`;
};

/**
 * The network an address counts for: an IPv4 address itself; an IPv6 address its /64 (one subscriber's usual
 * allocation, within which a client can take a new address at will).
 */
export function networkOf(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
/** Starts of one project, and its restarts after a failure. */
export const startsKey = (projectId: string): QuotaKey => `starts:project:${projectId}`;
/** Re-plans one project's messages queued after its work finished. */
export const replansKey = (projectId: string): QuotaKey => `replans:project:${projectId}`;
/** Drafts of one account's sentences by the configured model (the built-in reading is free and not counted). */
export const draftsKey = (userId: string): QuotaKey => `drafts:user:${userId}`;

export type QuotaTake = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The start (ms) of the hour window `now` falls in. */
export const windowStartOf = (now: number): number => now - (now % QUOTA_WINDOW_MS);

/** Whole seconds from `now` to the end of its window, at least 1. */
export const secondsLeftInWindow = (now: number): number => Math.max(1, Math.ceil((windowStartOf(now) + QUOTA_WINDOW_MS - now) / 1000));

/**
 * Counts one action of `key` in the current hour window, only while the window's count is below `limit`:
 * one `INSERT ... ON CONFLICT DO UPDATE SET count = count + 1 WHERE count < limit RETURNING count`, so a
 * refused action counts nothing. In the same batch, the key's earlier windows are removed (through the
 * primary key's index), so a key keeps at most one row.
 */
export async function takeQuota(db: Db, key: QuotaKey, limit: number, now = Date.now()): Promise<QuotaTake> {
  const windowStart = windowStartOf(now);
  if (limit < 1) return { allowed: false, retryAfterSeconds: secondsLeftInWindow(now) };
  const [, counted] = await db.batch([
    db.delete(quotaCounters).where(and(eq(quotaCounters.key, key), lt(quotaCounters.windowStart, windowStart))),
    db
      .insert(quotaCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [quotaCounters.key, quotaCounters.windowStart],
        set: { count: sql`${quotaCounters.count} + 1` },
        setWhere: sql`${quotaCounters.count} < ${limit}`,
      })
      .returning({ count: quotaCounters.count }),
  ]);
  return counted.length > 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsLeftInWindow(now) };
}

/** How many actions `key` has counted in the window `now` falls in (0 when none). */
export async function quotaUsed(db: Db, key: QuotaKey, now = Date.now()): Promise<number> {
  const row = await db
    .select({ count: quotaCounters.count })
    .from(quotaCounters)
    .where(and(eq(quotaCounters.key, key), eq(quotaCounters.windowStart, windowStartOf(now))))
    .get();
  return row?.count ?? 0;
}
