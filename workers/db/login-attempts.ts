import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { loginAttempts } from "./schema";

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** True when the key has had too many failures inside the current window. */
export async function isLockedOut(db: Db, key: string, now = Date.now()): Promise<boolean> {
  const row = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();
  return row !== undefined && now - row.windowStartedAt < LOGIN_WINDOW_MS && row.failures >= MAX_FAILED_LOGINS;
}

/** Counts a failure atomically; a window that has run out starts again at one. */
export async function recordFailedLogin(db: Db, key: string, now = Date.now()): Promise<void> {
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

export async function clearFailedLogins(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
