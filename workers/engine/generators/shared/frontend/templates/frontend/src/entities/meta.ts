/** How a screen knows a record type: its labels, route and fields (written from the app model). */
export type FieldKind = "string" | "number" | "boolean" | "date" | "reference";

export interface FieldMeta {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  format?: "plain" | "long" | "email" | "url";
  /** For references: the record type pointed at, and which of its fields names a record. */
  target?: { route: string; label: string; displayField: string; displayKind: FieldKind };
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
