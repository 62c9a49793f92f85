import { describe, expect, it } from "vitest";
import { formatLongDate, formatRelativeTime } from "./time";

const NOW = new Date("2025-03-20T12:00:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1m ago"],
    [59 * 60 + 59, "59m ago"],
    [3600, "1h ago"],
    [23 * 3600 + 3599, "23h ago"],
    [86400, "1d ago"],
    [6 * 86400 + 86399, "6d ago"],
  ])("%i seconds ago reads %s", (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(expected);
  });

  it("shows a long US date from seven days on", () => {
    expect(formatRelativeTime("2025-01-05T12:00:00Z", NOW)).toBe("January 5, 2025");
    expect(formatRelativeTime(ago(7 * 86400), NOW)).toBe("March 13, 2025");
  });

  it("says N/A for a missing date and Invalid date for garbage", () => {
    expect(formatRelativeTime(null, NOW)).toBe("N/A");
    expect(formatRelativeTime(undefined, NOW)).toBe("N/A");
    expect(formatRelativeTime("", NOW)).toBe("N/A");
    expect(formatRelativeTime("not a date", NOW)).toBe("Invalid date");
  });
});

describe("formatLongDate", () => {
  it("formats, and falls back like the relative form", () => {
    expect(formatLongDate("2025-01-05T12:00:00Z")).toBe("January 5, 2025");
    expect(formatLongDate(null)).toBe("N/A");
    expect(formatLongDate("nope")).toBe("Invalid date");
  });
});
