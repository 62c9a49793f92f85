import type { Entity, Field } from "../model";
import { DEFAULT_CURRENCY, formatMoney } from "../model/money";
import { kebabCase } from "../model/naming";
import { choicesOf, PATTERNS, ruleOn } from "../model/rules";

/** Values the generated tests send and expect; fixed, so the tests are the same on every generation. */
export const SAMPLE_DATE = "2030-01-15T10:00:00.000Z";
export const UPDATED_DATE = "2030-02-20T12:30:00.000Z";
/** For a date that must lie in the past. */
const PAST_DATE = "2020-01-15T10:00:00.000Z";
const PAST_UPDATED_DATE = "2020-02-20T12:30:00.000Z";
const DAY_MS = 24 * 60 * 60 * 1000;

export type SampleValue = string | number | boolean;

/** A date `days` days from an ISO date, in the same ISO form. */
export const shiftedDate = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** A number inside the field's range (the wanted value when it is). */
function inRange(entity: Entity, field: Field, wanted: number): number {
  const range = ruleOn(entity, field.name, "range");
  if (range?.min !== undefined && wanted < range.min) return range.min;
  if (range?.max !== undefined && wanted > range.max) return range.max;
  return wanted;
}

/** A date the field's rules accept: in the past when it must be, a day after or before the date it follows or precedes. */
function sampleDate(entity: Entity, field: Field, updated: boolean): string {
  const past = entity.rules.some((rule) => rule.field === field.name && rule.kind === "date" && rule.to === "now" && rule.relation === "before");
  const base = past ? (updated ? PAST_UPDATED_DATE : PAST_DATE) : updated ? UPDATED_DATE : SAMPLE_DATE;
  const relative = entity.rules.find((rule) => rule.field === field.name && rule.kind === "date" && rule.to !== "now");
  if (relative?.kind !== "date") return base;
  const other = entity.fields.find((candidate) => candidate.name === relative.to);
  const anchor = other ? sampleDate({ ...entity, rules: entity.rules.filter((rule) => rule !== relative && rule.field !== field.name) }, other, updated) : base;
  return shiftedDate(anchor, relative.relation === "after" ? 1 : -1);
}

/** A valid value for a non-reference field. */
export function sampleValue(entity: Entity, field: Field): SampleValue {
  const choices = choicesOf(entity, field.name);
  if (choices?.[0]) return choices[0];
  const pattern = ruleOn(entity, field.name, "pattern");
  if (pattern) return PATTERNS[pattern.pattern].sample;
  switch (field.kind) {
    case "number":
      return inRange(entity, field, 1);
    case "boolean":
      return true;
    case "date":
      return sampleDate(entity, field, false);
    default:
      if (field.format === "email") return `${kebabCase(entity.name)}@example.com`;
      if (field.format === "url") return `https://example.com/${entity.route}`;
      return `Sample ${field.label.toLowerCase()}`;
  }
}

/**
 * For a unique text or email with no format or choices of its own, the sample split where test fixtures put a
 * counter ("Sample name " + n, "order-" + n + "@example.com"), so records made as parents by other fixtures never
 * clash with the record under test. Undefined for any other field, which keeps its one sample value.
 */
export function countedSample(entity: Entity, field: Field): { before: string; after: string } | undefined {
  const text = field.kind === "string" && (field.format === "email" || (field.format ?? "plain") === "plain");
  if (field.unique !== true || !text) return undefined;
  if (entity.rules.some((rule) => rule.field === field.name && (rule.kind === "pattern" || rule.kind === "one-of" || rule.kind === "transitions"))) return undefined;
  const sample = String(sampleValue(entity, field));
  const at = sample.indexOf("@");
  return field.format === "email" && at > 0 ? { before: `${sample.slice(0, at)}-`, after: sample.slice(at) } : { before: `${sample} `, after: "" };
}

/** A different valid value, for update tests (a state a new record may move to). */
export function updatedValue(entity: Entity, field: Field): SampleValue {
  const transitions = ruleOn(entity, field.name, "transitions");
  if (transitions) return transitions.moves.find((move) => move.from === transitions.states[0])?.to ?? transitions.states[0] ?? "";
  const choices = choicesOf(entity, field.name);
  if (choices) return choices[1] ?? choices[0] ?? "";
  const pattern = ruleOn(entity, field.name, "pattern");
  if (pattern) return PATTERNS[pattern.pattern].other;
  switch (field.kind) {
    case "number":
      return inRange(entity, field, 2);
    case "boolean":
      return false;
    case "date":
      return sampleDate(entity, field, true);
    default:
      if (field.format === "email") return `updated-${kebabCase(entity.name)}@example.com`;
      if (field.format === "url") return `https://example.org/${entity.route}`;
      return `Updated ${field.label.toLowerCase()}`;
  }
}

/**
 * The field an update test changes: the display field when it is not a reference, else the first plain one;
 * never one ordered against another date (changing it alone could break the order).
 */
export function fieldToUpdate(entity: Entity): Field | undefined {
  const ordered = new Set(entity.rules.flatMap((rule) => (rule.kind === "date" && rule.to !== "now" ? [rule.field, rule.to] : [])));
  const free = (field: Field) => field.kind !== "reference" && !ordered.has(field.name);
  const display = entity.fields.find((field) => field.name === entity.displayField);
  if (display && free(display)) return display;
  return entity.fields.find(free);
}

/**
 * How the generated UI shows a value in a table (dates as "YYYY-MM-DD HH:mm", money as "£4.50" in the app's
 * currency: the same in every locale).
 */
export function shownValue(field: Field, value: SampleValue, currency: string = DEFAULT_CURRENCY): string {
  if (field.kind === "date" && typeof value === "string") return value.slice(0, 16).replace("T", " ");
  if (field.kind === "boolean") return value ? "Yes" : "No";
  if (field.money === true && typeof value === "number") return formatMoney(value, currency);
  return String(value);
}
