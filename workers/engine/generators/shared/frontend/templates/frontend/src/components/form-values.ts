import type { AnyRecord, EntityMeta, RecordValue } from "../entities/meta";

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
