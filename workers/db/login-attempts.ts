import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { loginAttempts } from "./schema";

/** Wrong passwords for one account before it is locked for the rest of the window. */
export const MAX_FAILED_LOGINS = 5;
/**
 * Failures from one address, over every account, before the address is locked: high enough that people
 * sharing an office's or a carrier's address are not locked out by each other's typos, low enough to stop
 * one address trying passwords across many accounts.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 50;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** What a lock counts: one account's failures, or one address's over all accounts. */
export type AttemptKey = `email:${string}` | `ip:${string}`;

const limitOf = (key: AttemptKey) => (key.startsWith("ip:") ? MAX_FAILED_LOGINS_PER_ADDRESS : MAX_FAILED_LOGINS);

/** True when the key has had too many failures inside the current window. */
export async function isLockedOut(db: Db, key: AttemptKey, now = Date.now()): Promise<boolean> {
  const row = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();
  return row !== undefined && now - row.windowStartedAt < LOGIN_WINDOW_MS && row.failures >= limitOf(key);
}

/** Counts a failure atomically; a window that has run out starts again at one. */
export async function recordFailedLogin(db: Db, key: AttemptKey, now = Date.now()): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${now} - ${loginAttempts.windowStartedAt} >= ${LOGIN_WINDOW_MS} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${now} - ${loginAttempts.windowStartedAt} >= ${LOGIN_WINDOW_MS} then ${now} else ${loginAttempts.windowStartedAt} end`,
      },
    });
}

export async function clearFailedLogins(db: Db, key: AttemptKey): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
