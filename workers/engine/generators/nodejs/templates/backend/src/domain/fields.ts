import { z } from "zod";

/** A date and time: any form Date.parse reads, stored and returned as an ISO string. */
export const dateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "Must be a date")
  .transform((value) => new Date(value).toISOString());
