import { z } from "zod";

/** RFC 3339: 2030-01-15T10:00:00Z, with fractions of a second or an offset (+02:00) when wanted. */
const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** Whether a text is an RFC 3339 date and time that names a real moment, answered in the same form. */
export function isDateTime(value: string): boolean {
  const parts = RFC_3339.exec(value);
  if (!parts) return false;
  const [, year, month, day, hour, minute, second, offsetHours = "00", offsetMinutes = "00"] = parts;
  // The calendar day must exist (no February 30th), the time of day too (no 24:00, no leap second).
  const midnight = Date.parse(`${year}-${month}-${day}T00:00:00Z`);
  const dayExists = !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(`${year}-${month}-${day}`);
  const timeExists = Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
  const offsetExists = Number(offsetHours) < 24 && Number(offsetMinutes) < 60;
  const moment = Date.parse(value.toUpperCase());
  if (!dayExists || !timeExists || !offsetExists || Number.isNaN(moment)) return false;
  // In UTC it must still have a four-digit year, or it could not be answered as RFC 3339.
  return /^\d{4}-/.test(new Date(moment).toISOString());
}

/** A date and time: RFC 3339 only, stored and answered as an ISO string in UTC (2030-01-15T10:00:00.000Z). */
export const dateTime = z
  .string()
  .refine(isDateTime, "Must be a date and time such as 2030-01-15T10:00:00Z")
  .transform((value) => new Date(value.toUpperCase()).toISOString());
