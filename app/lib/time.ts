const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/**
 * Under 60 s 'just now', then minutes, hours and days up to 6 days ago,
 * after that a long US-English date; 'N/A' for no date and 'Invalid date' for one that does not parse.
 */
export function formatRelativeTime(value: string | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < MINUTE) return "just now";
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ago`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ago`;
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}d ago`;
  return longDate.format(date);
}

/** A long US-English date ('January 5, 2025'), with the same fallbacks. */
export function formatLongDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : longDate.format(date);
}
