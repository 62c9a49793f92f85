import type { FieldKind, RecordValue } from "../entities/meta";

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as "YYYY-MM-DD HH:mm" in the viewer's time zone: short, sortable, the same in every locale. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An amount in a currency, the same in every locale: "$4.50", "£18.00", "¥450". */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);
}

/** A field's value as a screen shows it; `currency` (a money field's) shows a number as an amount. */
export function formatValue(kind: FieldKind, value: RecordValue | undefined, currency?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (kind === "boolean") return value ? "Yes" : "No";
  if (kind === "date" && typeof value === "string") return formatDate(value);
  if (kind === "number" && currency && typeof value === "number") return formatMoney(value, currency);
  return String(value);
}
