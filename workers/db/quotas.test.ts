import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "./client";
import { QUOTA_WINDOW_MS, quotaUsed, networkOf, registrationsKey, replansKey, startsKey, takeQuota, type QuotaKey } from "./quotas";

const db = createDb(env.DB);
/** 14:00:00 UTC on a fixed day: the start of an hour window. */
const HOUR = Date.UTC(2030, 0, 15, 14, 0, 0);
const MINUTE = 60 * 1000;

/** Each test counts its own key, so tests never share a counter however storage is shared. */
const freshKey = (): QuotaKey => startsKey(crypto.randomUUID());

async function takeTimes(key: QuotaKey, limit: number, times: number, now: number) {
  const outcomes = [];
  for (let i = 0; i < times; i += 1) outcomes.push(await takeQuota(db, key, limit, now));
  return outcomes;
}

const rowsOf = async (key: QuotaKey) =>
  (await env.DB.prepare("SELECT window_start AS windowStart, count FROM quota_counters WHERE key = ? ORDER BY window_start").bind(key).all<{ windowStart: number; count: number }>()).results;

describe("takeQuota: a fixed-hour-window counter", () => {
  it("allows up to the limit in one window, then refuses until the window ends, counting nothing refused", async () => {
    const key = freshKey();
    const now = HOUR + 23 * MINUTE;
    expect(await takeTimes(key, 3, 3, now)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    // 37 minutes are left of the 14:00 window.
    expect(await takeQuota(db, key, 3, now)).toEqual({ allowed: false, retryAfterSeconds: 37 * 60 });
    expect(await takeQuota(db, key, 3, now + 30 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 7 * 60 });
    expect(await quotaUsed(db, key, now)).toBe(3);
  });

  it("answers at least one second at the very end of a window, and rounds a part second up", async () => {
    const key = freshKey();
    await takeQuota(db, key, 1, HOUR);
    expect(await takeQuota(db, key, 1, HOUR + QUOTA_WINDOW_MS - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await takeQuota(db, key, 1, HOUR + QUOTA_WINDOW_MS - 1500)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it("frees when the hour passes, and removes the key's earlier windows", async () => {
    const key = freshKey();
    await takeTimes(key, 2, 2, HOUR + 59 * MINUTE);
    expect((await takeQuota(db, key, 2, HOUR + 59 * MINUTE)).allowed).toBe(false);
    // 15:00: a new window.
    expect(await takeQuota(db, key, 2, HOUR + QUOTA_WINDOW_MS)).toEqual({ allowed: true });
    expect(await rowsOf(key)).toEqual([{ windowStart: HOUR + QUOTA_WINDOW_MS, count: 1 }]);
    // A window skipped entirely leaves nothing behind either.
    expect(await takeQuota(db, key, 2, HOUR + 5 * QUOTA_WINDOW_MS + MINUTE)).toEqual({ allowed: true });
    expect(await rowsOf(key)).toEqual([{ windowStart: HOUR + 5 * QUOTA_WINDOW_MS, count: 1 }]);
  });

  it("counts each key apart: one project's or address's count does not touch another's", async () => {
    const project = crypto.randomUUID();
    const other = crypto.randomUUID();
    const now = HOUR + 10 * MINUTE;
    await takeTimes(startsKey(project), 2, 2, now);
    expect((await takeQuota(db, startsKey(project), 2, now)).allowed).toBe(false);
    // The same project's other quota, another project, another address: all untouched.
    expect(await takeQuota(db, replansKey(project), 2, now)).toEqual({ allowed: true });
    expect(await takeQuota(db, startsKey(other), 2, now)).toEqual({ allowed: true });
    const address = `10.1.2.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;
    await takeTimes(registrationsKey(address), 1, 1, now);
    expect((await takeQuota(db, registrationsKey(address), 1, now)).allowed).toBe(false);
    expect(await takeQuota(db, registrationsKey(`${address}-other`), 1, now)).toEqual({ allowed: true });
    expect(await quotaUsed(db, startsKey(project), now)).toBe(2);
  });

  it("never lets actions racing for the last units pass the limit", async () => {
    const key = freshKey();
    const now = HOUR + MINUTE;
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => takeQuota(db, key, 5, now)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
    expect(await quotaUsed(db, key, now)).toBe(5);
  });

  it("follows a limit lowered below the window's count, and refuses a limit below one", async () => {
    const key = freshKey();
    await takeTimes(key, 5, 4, HOUR);
    expect((await takeQuota(db, key, 3, HOUR)).allowed).toBe(false);
    expect(await quotaUsed(db, key, HOUR)).toBe(4);
    expect((await takeQuota(db, freshKey(), 0, HOUR)).allowed).toBe(false);
  });

  it("keys requests without an address together, and bounds a long address", () => {
    expect(registrationsKey(undefined)).toBe("registrations:address:unknown");
    expect(registrationsKey("  ")).toBe("registrations:address:unknown");
    expect(registrationsKey("x".repeat(500))).toHaveLength("registrations:address:".length + 64);
  });

  it("counts an IPv6 address for its /64, where a client can take a new address at will, and an IPv4 one alone", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(networkOf("2001:DB8:85A3:42::1")).toBe("2001:db8:85a3:42::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(registrationsKey("2001:db8:85a3:42::1")).toBe(registrationsKey("2001:db8:85a3:42:ffff::9"));
    expect(registrationsKey("2001:db8:85a3:42::1")).not.toBe(registrationsKey("2001:db8:85a3:43::1"));
    // Not an address: kept as sent (bounded), never thrown on.
    expect(networkOf("not:an:address")).toBe("not:an:address");
  });
});
