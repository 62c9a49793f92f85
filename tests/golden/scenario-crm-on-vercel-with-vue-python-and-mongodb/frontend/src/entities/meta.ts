/** How a screen knows a record type: its labels, route and fields (written from the app model). */
export type FieldKind = "string" | "number" | "boolean" | "date" | "reference";

export interface FieldMeta {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  format?: "plain" | "long" | "email" | "url";
  /** For an amount of money: the ISO 4217 code it is shown in ("$4.50", "£18.00"). */
  currency?: string;
  /** For references: the record type pointed at, and which of its fields names a record. */
  target?: { route: string; label: string; displayField: string; displayKind: FieldKind };
  /** The business rules the form checks before it sends (the API checks them again): a number's range, */
  min?: number;
  max?: number;
  /** a text's format (a regular expression), */
  pattern?: string;
  /** the values a text may take (for a state: every state, a new record starting in the first), */
  choices?: string[];
  /** the moves a state may make, from each state, */
  moves?: Record<string, string[]>;
  /** "now" or another date field a date must come after or before, */
  after?: string;
  before?: string;
  /** and the same in words, shown under the input. */
  hint?: string;
}

export interface EntityMeta {
  name: string;
  label: string;
  pluralLabel: string;
  route: string;
  displayField: string;
  fields: FieldMeta[];
}

export type RecordValue = string | number | boolean | null;
export type AnyRecord = { id: string } & { [field: string]: RecordValue };
