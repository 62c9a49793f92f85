import { PATTERNS, type Rule, type RuleKind, type RuleTerms } from "./part-schemas";
import type { Entity, Field } from "./schema";

/**
 * Business rules as typed values from a fixed vocabulary, so every backend and every form can render
 * them and every rule gets a test. A rule the vocabulary cannot say is kept as a `PersonRule`: listed as
 * needing a person, never dropped.
 */

// The rule shapes are in part-schemas.ts (the app model's schema is built from them); they are named here too.
export {
  designRuleSchema,
  PATTERN_NAMES,
  PATTERNS,
  personRuleSchema,
  ruleSchema,
  type DesignRule,
  type PatternName,
  type PersonRule,
  type Rule,
  type RuleKind,
  type RuleTerms,
} from "./part-schemas";

/** The vocabulary in words, for the reasons and documents that name it. */
export const VOCABULARY = "required, unique, a number range, a named format, one of a list, a date before or after now or another date, state transitions";

export const rulesOf = (entity: Entity, field: string): Rule[] => entity.rules.filter((rule) => rule.field === field);

/** The rule of one kind on a field, when it has one. */
export function ruleOn<K extends RuleKind>(entity: Entity, field: string, kind: K): Extract<Rule, { kind: K }> | undefined {
  return entity.rules.find((rule): rule is Extract<Rule, { kind: K }> => rule.field === field && rule.kind === kind);
}

/** The values a text field is limited to: its states, or its choices. */
export function choicesOf(entity: Entity, field: string): readonly string[] | undefined {
  return ruleOn(entity, field, "transitions")?.states ?? ruleOn(entity, field, "one-of")?.values;
}

/** Kinds that hold a field to a set of values or a format: one per field, or they contradict. */
const EXCLUSIVE: readonly RuleKind[] = ["pattern", "one-of", "transitions"];

/** Why a rule cannot stand on this entity, in words a person or a model can act on; empty when it can. */
export function ruleProblems(entity: Entity, terms: RuleTerms, others: readonly RuleTerms[]): string[] {
  const where = `${entity.name}.${terms.field}`;
  const field: Field | undefined = entity.fields.find((candidate) => candidate.name === terms.field);
  if (!field) return [`${where}: ${entity.name} has no field "${terms.field}"`];
  const plainText = field.kind === "string" && (field.format ?? "plain") === "plain";
  const problems: string[] = [];
  const needs = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: a ${terms.kind} rule needs ${what}`);
  };
  switch (terms.kind) {
    case "required":
      needs(field.kind !== "boolean", "a field that is not a yes/no");
      break;
    case "unique":
      needs(field.kind === "string" || field.kind === "number", "a text or number field");
      break;
    case "range":
      needs(field.kind === "number", "a number field");
      needs(terms.min !== undefined || terms.max !== undefined, "a min, a max or both");
      needs(terms.min === undefined || terms.max === undefined || terms.min <= terms.max, "a min no larger than its max");
      break;
    case "pattern":
    case "one-of":
      needs(plainText, "a one-line text field");
      break;
    case "transitions": {
      needs(plainText, "a one-line text field");
      const states = new Set(terms.states);
      needs(states.size === terms.states.length, "states without repeats");
      needs(terms.moves.every((move) => states.has(move.from) && states.has(move.to) && move.from !== move.to), "moves between two different listed states");
      break;
    }
    case "date": {
      needs(field.kind === "date", "a date field");
      if (terms.to !== "now") {
        const other = entity.fields.find((candidate) => candidate.name === terms.to);
        needs(other?.kind === "date" && other.name !== field.name, `"now" or another date field of ${entity.name}`);
      }
      break;
    }
  }
  const clash = others.find(
    (other) =>
      other.field === terms.field &&
      (other.kind === terms.kind ? terms.kind !== "date" || (other.kind === "date" && other.relation === terms.relation) : EXCLUSIVE.includes(other.kind) && EXCLUSIVE.includes(terms.kind)),
  );
  if (clash) problems.push(`${where}: already has a ${clash.kind} rule that this one would contradict or repeat`);
  return problems;
}

/** The field with the rules' required and unique applied: the emitters read those from the field itself. */
export function withRuleFlags(entity: Entity): Entity {
  return {
    ...entity,
    fields: entity.fields.map((field) => {
      const kinds = new Set(rulesOf(entity, field.name).map((rule) => rule.kind));
      return {
        ...field,
        ...(kinds.has("required") || kinds.has("transitions") ? { required: true } : {}),
        ...(kinds.has("unique") ? { unique: true } : {}),
      };
    }),
  };
}

/** "between 1 and 50", "one of small, medium or large": what a rule holds a field to, for people. */
export function describeRule(rule: RuleTerms): string {
  const list = (values: readonly string[]) => (values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : (values[0] ?? ""));
  switch (rule.kind) {
    case "required":
      return "is required";
    case "unique":
      return "is unique";
    case "range":
      if (rule.min !== undefined && rule.max !== undefined) return `is between ${rule.min} and ${rule.max}`;
      return rule.min !== undefined ? `is at least ${rule.min}` : `is at most ${rule.max ?? ""}`;
    case "pattern":
      return `is ${PATTERNS[rule.pattern].says}`;
    case "one-of":
      return `is one of ${list(rule.values)}`;
    case "date":
      return rule.to === "now" ? `is in the ${rule.relation === "after" ? "future" : "past"}` : `is ${rule.relation} ${rule.to}`;
    case "transitions":
      return `starts as ${rule.states[0] ?? ""} and moves ${rule.moves.map((move) => `${move.from} → ${move.to}`).join(", ")}`;
  }
}

/** "RULE-3 (BIZ-2): total is between 1 and 500": how generated code marks the place a rule is checked. */
export const ruleNote = (rule: Rule) => `${rule.id} (${rule.source}): ${rule.field} ${describeRule(rule)}`;

/** What a backend answers on the field when a record breaks the rule. */
export function ruleMessage(entity: Entity, rule: Rule): string {
  switch (rule.kind) {
    case "required":
      return "Required";
    case "pattern":
      return `Must be ${PATTERNS[rule.pattern].says}`;
    case "one-of":
      return `Must be one of ${rule.values.join(", ")}`;
    case "date": {
      if (rule.to === "now") return rule.relation === "after" ? "Must be in the future" : "Must be in the past";
      const other = entity.fields.find((field) => field.name === rule.to);
      return `Must be ${rule.relation} ${(other?.label ?? rule.to).toLowerCase()}`;
    }
    default:
      return `Must be ${describeRule(rule).replace(/^is /, "")}`;
  }
}

/** Every rule of the app with its record, in id order (RULE-1, RULE-2, ...). */
export function rulesInOrder(entities: readonly Entity[]): { entity: Entity; rule: Rule }[] {
  const number = (rule: Rule) => Number(rule.id.slice("RULE-".length));
  return entities.flatMap((entity) => entity.rules.map((rule) => ({ entity, rule }))).sort((a, b) => number(a.rule) - number(b.rule));
}
