import type { FieldKind, RecordValue } from "../entities/meta";

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as "YYYY-MM-DD HH:mm" in the viewer's time zone: short, sortable, the same in every locale. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formatValue(kind: FieldKind, value: RecordValue | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  if (kind === "boolean") return value ? "Yes" : "No";
  if (kind === "date" && typeof value === "string") return formatDate(value);
  return String(value);
}
