import type { AnyRecord, EntityMeta, FieldMeta, RecordValue } from "../entities/meta";

export type FormValues = Record<string, string | boolean>;

/** A datetime-local input's value ("YYYY-MM-DDTHH:mm", local time) for an ISO date. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function toFormValues(meta: EntityMeta, record?: AnyRecord): FormValues {
  const values: FormValues = {};
  for (const field of meta.fields) {
    const value = record?.[field.name];
    if (field.kind === "boolean") values[field.name] = Boolean(value);
    else if (!record && field.moves && field.choices?.[0]) values[field.name] = field.choices[0];
    else if (field.kind === "date") values[field.name] = typeof value === "string" ? toLocalInput(value) : "";
    else values[field.name] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** What the API expects: numbers as numbers, dates as ISO strings, empty inputs as null. */
export function toPayload(meta: EntityMeta, values: FormValues): Record<string, RecordValue> {
  const payload: Record<string, RecordValue> = {};
  for (const field of meta.fields) {
    const value = values[field.name];
    if (field.kind === "boolean") {
      payload[field.name] = value === true;
      continue;
    }
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "") payload[field.name] = null;
    else if (field.kind === "number") payload[field.name] = Number(text);
    else if (field.kind === "date") payload[field.name] = new Date(text).toISOString();
    else payload[field.name] = text;
  }
  return payload;
}

/** The values a choice offers: every choice; for a state, the saved one and the moves from it (a new record: the first state). */
export function choicesFor(field: FieldMeta, record?: AnyRecord): string[] {
  const choices = field.choices ?? [];
  if (!field.moves) return choices;
  const saved = record?.[field.name];
  if (typeof saved !== "string") return choices.slice(0, 1);
  return [saved, ...(field.moves[saved] ?? [])];
}

/** The earliest and latest a date input accepts under its rules: now, or another date of the same form. */
export function dateLimits(field: FieldMeta, values: FormValues, now: Date = new Date()): { min?: string; max?: string } {
  const limit = (to: string | undefined): string | undefined => {
    if (to === undefined) return undefined;
    if (to === "now") return toLocalInput(now.toISOString());
    const other = values[to];
    return typeof other === "string" && other !== "" ? other : undefined;
  };
  return { min: limit(field.after), max: limit(field.before) };
}
