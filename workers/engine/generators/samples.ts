import type { Entity, Field } from "../model";
import { kebabCase } from "../model/naming";

/** Values the generated tests send and expect; fixed, so the tests are the same on every generation. */
export const SAMPLE_DATE = "2030-01-15T10:00:00.000Z";
export const UPDATED_DATE = "2030-02-20T12:30:00.000Z";

export type SampleValue = string | number | boolean;

/** A valid value for a non-reference field. */
export function sampleValue(entity: Entity, field: Field): SampleValue {
  switch (field.kind) {
    case "number":
      return 1;
    case "boolean":
      return true;
    case "date":
      return SAMPLE_DATE;
    default:
      if (field.format === "email") return `${kebabCase(entity.name)}@example.com`;
      if (field.format === "url") return `https://example.com/${entity.route}`;
      return `Sample ${field.label.toLowerCase()}`;
  }
}

/** A different valid value, for update tests. */
export function updatedValue(entity: Entity, field: Field): SampleValue {
  switch (field.kind) {
    case "number":
      return 2;
    case "boolean":
      return false;
    case "date":
      return UPDATED_DATE;
    default:
      if (field.format === "email") return `updated-${kebabCase(entity.name)}@example.com`;
      if (field.format === "url") return `https://example.org/${entity.route}`;
      return `Updated ${field.label.toLowerCase()}`;
  }
}

/** The field an update test changes: the display field when it is not a reference, else the first plain one. */
export function fieldToUpdate(entity: Entity): Field | undefined {
  const display = entity.fields.find((field) => field.name === entity.displayField);
  if (display && display.kind !== "reference") return display;
  return entity.fields.find((field) => field.kind !== "reference");
}

/** How the generated UI shows a value in a table (dates as "YYYY-MM-DD HH:mm", the same in every locale). */
export function shownValue(field: Field, value: SampleValue): string {
  if (field.kind === "date" && typeof value === "string") return value.slice(0, 16).replace("T", " ");
  if (field.kind === "boolean") return value ? "Yes" : "No";
  return String(value);
}
