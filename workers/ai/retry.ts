import { APICallError, RetryError } from "ai";
import { ModelDidNotAnswer } from "./model-call";

// When a model call fails for a reason that passes (the provider is busy, briefly down, or slow), the next
// attempt waits: as long as the provider asks (Retry-After), else an exponential backoff with jitter.
// The wait is stored on the task (tasks.retry_at), so the screen shows until when, and a restart keeps it.

/** No wait is longer, whatever the provider asks: a longer outage spends the attempts and the task fails, retryable by hand. */
export const MAX_WAIT_MS = 5 * 60_000;

/** Why a call may succeed if tried later, in words for the task's error; null: trying again would fail the same way. */
export function passingFailure(error: unknown): { reason: string; retryAfterMs: number | null } | null {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause instanceof ModelDidNotAnswer) return { reason: cause.message, retryAfterMs: null };
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    const passing = status === undefined ? cause.isRetryable : status === 408 || status === 409 || status === 429 || status >= 500;
    if (!passing) return null;
    const what = status === 429 ? "is rate limited (429)" : status === undefined ? "could not be reached" : `answered ${status}`;
    return { reason: `The model provider ${what}: ${firstLine(cause.message)}`, retryAfterMs: retryAfterMs(cause.responseHeaders ?? {}) };
  }
  // A connection that failed reaches here as the SDK's APICallError (retryable, no status); any other error
  // (the database, AppForge's own code) is not the provider's and is not waited out.
  return null;
}

/**
 * What the provider asked to wait, in ms: `retry-after-ms` (OpenAI's), else `Retry-After` in seconds or as an
 * HTTP date (RFC 9110 §10.2.3). Null when it asked nothing, or something unreadable.
 */
export function retryAfterMs(headers: Record<string, string>, now = Date.now()): number | null {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value.trim()]));
  const ms = Number(lower["retry-after-ms"]);
  if (lower["retry-after-ms"] && Number.isFinite(ms) && ms >= 0) return ms;
  const value = lower["retry-after"];
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long attempt `attempt` (1 for the first retry) waits: what the provider asked if it asked, else between
 * half and all of base·4^(attempt-1) (jitter, so projects hitting one limit do not retry in step, with a floor
 * so that three attempts never pass within a second of an outage); never over MAX_WAIT_MS.
 */
export function backoffMs(attempt: number, baseMs: number, retryAfter: number | null, random: () => number = Math.random): number {
  if (retryAfter !== null) return Math.min(MAX_WAIT_MS, retryAfter);
  const ceiling = Math.min(MAX_WAIT_MS, baseMs * 4 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}


const firstLine = (text: string) => (text.split("\n")[0] ?? "").slice(0, 300);
