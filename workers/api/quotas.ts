import type { Db } from "../db/client";
import { QUOTA_WINDOW_MS, takeQuota, type HourlyQuota, type QuotaKey } from "../db/quotas";
import { ApiError } from "./errors";

/**
 * The quotas' refusals (docs/decisions/015-quotas.md): a 429 in the one error envelope, code `quota_exceeded`,
 * whose message says in plain words what was counted and when to try again; an hourly quota's also carries
 * `Retry-After` (seconds).
 */
export const QUOTA_EXCEEDED = "quota_exceeded";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "14:00" of a moment, in UTC. */
const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/** "in 37 minutes, at 15:00 UTC" (or "in 20 seconds, at 15:00 UTC" in the window's last minute). */
export function whenToRetry(retryAfterSeconds: number, now: number): string {
  const wait = retryAfterSeconds < 60 ? plural(retryAfterSeconds, "second") : plural(Math.ceil(retryAfterSeconds / 60), "minute");
  return `in ${wait}, at ${clock(now + retryAfterSeconds * 1000)} UTC`;
}

/** What was counted, by quota: `since` is the window's start ("14:00"). */
const COUNTED: Record<HourlyQuota, (limit: number, since: string) => string> = {
  registrations: (limit, since) => `${plural(limit, "sign-up")} ${limit === 1 ? "has" : "have"} been tried from your network address since ${since} UTC, the most allowed in one hour.`,
  starts: (limit, since) => `You have started (or retried) this project ${plural(limit, "time")} since ${since} UTC, the most allowed in one hour.`,
  replans: (limit, since) => `Your messages have re-planned this project's finished work ${plural(limit, "time")} since ${since} UTC, the most allowed in one hour. This message was not sent:`,
  drafts: (limit, since) => `The model has drafted ${plural(limit, "sentence")} of yours since ${since} UTC, the most allowed in one hour.`,
};

/** The refusal of an hourly quota: 429, `Retry-After`, and a message that says when to try again. */
export function hourlyQuotaExceeded(quota: HourlyQuota, limit: number, retryAfterSeconds: number, now = Date.now()): ApiError {
  const windowEnd = now + retryAfterSeconds * 1000;
  const since = clock(windowEnd - QUOTA_WINDOW_MS);
  const retry =
    quota === "replans"
      ? `send it again ${whenToRetry(retryAfterSeconds, now)}.`
      : quota === "drafts"
        ? `The model drafts again ${whenToRetry(retryAfterSeconds, now)}.`
        : `Try again ${whenToRetry(retryAfterSeconds, now)}.`;
  return new ApiError(429, QUOTA_EXCEEDED, `${COUNTED[quota](limit, since)} ${retry}`, { "Retry-After": String(retryAfterSeconds) });
}

/** Counts one action against an hourly quota, or throws its refusal (nothing is counted then). */
export async function requireHourlyQuota(db: Db, quota: HourlyQuota, key: QuotaKey, limit: number): Promise<void> {
  const now = Date.now();
  const taken = await takeQuota(db, key, limit, now);
  if (!taken.allowed) throw hourlyQuotaExceeded(quota, limit, taken.retryAfterSeconds, now);
}

/**
 * The refusal of the projects-per-account quota. No time frees it, so there is no `Retry-After`: deleting a
 * project makes room.
 */
export function projectQuotaExceeded(count: number, limit: number): ApiError {
  const message =
    count <= limit
      ? `You have ${plural(count, "project")}, the most one account may have. Delete a project you no longer need to make room for a new one.`
      : `You have ${plural(count, "project")} and one account may have at most ${limit}. Delete ${plural(count - limit + 1, "project")} you no longer need to make room for a new one.`;
  return new ApiError(429, QUOTA_EXCEEDED, message);
}
