import { z } from "zod";
import type { Entity, Field } from "./schema";

/**
 * Business rules as typed values from a fixed vocabulary, so every backend and every form can render
 * them and every rule gets a test. A rule the vocabulary cannot say is kept as a `PersonRule`: listed as
 * needing a person, never dropped.
 */

/** Named formats a text can be held to: the same expression in JavaScript, Python, PHP and Java. */
export const PATTERNS = {
  digits: { regex: "^[0-9]+$", says: "digits only", sample: "100200", other: "300400", wrong: "12ab" },
  letters: { regex: "^[A-Za-z][A-Za-z ]*$", says: "letters and spaces only", sample: "Sample", other: "Updated", wrong: "R2 D2" },
  phone: {
    regex: "^\\+?[0-9 \\(\\)\\-]{7,20}$",
    says: "a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)",
    sample: "+44 20 7946 0000",
    other: "+44 20 7946 0999",
    wrong: "call me",
  },
  code: { regex: "^[A-Z0-9\\-]{2,20}$", says: "capital letters, digits and dashes (2 to 20)", sample: "SAMPLE-1", other: "UPDATED-2", wrong: "lower case" },
  slug: { regex: "^[a-z0-9\\-]+$", says: "small letters, digits and dashes", sample: "sample-1", other: "updated-2", wrong: "Not A Slug" },
} as const;
export type PatternName = keyof typeof PATTERNS;
export const PATTERN_NAMES = Object.keys(PATTERNS) as [PatternName, ...PatternName[]];

/** The values a choice or a state may take: words generated code can quote in any language. */
const choice = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 _-]{0,39}$/, "a value is 1 to 40 letters, digits, spaces, dashes or underscores");


/** What a rule says, on top of `place` (where it sits): the same terms for the app model and for a model's answer. */
function ruleOptions<P extends z.ZodRawShape>(place: P) {
  return [
    z.object({ ...place, kind: z.literal("required") }),
    z.object({ ...place, kind: z.literal("unique") }),
    z.object({
      ...place,
      kind: z.literal("range"),
      min: z.number().finite().optional().describe("Smallest allowed value, included"),
      max: z.number().finite().optional().describe("Largest allowed value, included"),
    }),
    z.object({ ...place, kind: z.literal("pattern"), pattern: z.enum(PATTERN_NAMES) }),
    z.object({ ...place, kind: z.literal("one-of"), values: z.array(choice).min(2).max(20) }),
    z.object({
      ...place,
      kind: z.literal("date"),
      relation: z.enum(["after", "before"]),
      to: z.string().describe('"now", or the name of another date field of the same record'),
    }),
    z.object({
      ...place,
      kind: z.literal("transitions"),
      states: z.array(choice).min(2).max(20).describe("Every state; a new record starts in the first"),
      moves: z.array(z.object({ from: choice, to: choice })).min(1).max(60),
    }),
  ] as const;
}

/** A rule as a language model states it: the record and field it holds, and the requirement it was read from. */
export const designRuleSchema = z.discriminatedUnion(
  "kind",
  ruleOptions({
    entity: z.string().describe("The entity's name as in entities"),
    field: z.string().describe("The field's name"),
    source: z.string().describe("The id of the business rule or workflow it was read from, e.g. BIZ-2"),
  }),
);
export type DesignRule = z.infer<typeof designRuleSchema>;

/** A rule of the app model, on its entity. */
export const ruleSchema = z.discriminatedUnion(
  "kind",
  ruleOptions({
    /** RULE-<n>: how the code and the tests that carry the rule name it. */
    id: z.string().regex(/^RULE-[0-9]+$/),
    /** The requirement it was read from (BIZ-2, FLOW-1, ...). */
    source: z.string(),
    /** The user's sentence. */
    text: z.string(),
    field: z.string(),
  }),
);
export type Rule = z.infer<typeof ruleSchema>;
export type RuleKind = Rule["kind"];
/** What a rule says about its field, whoever states it: a rule without its id, source and sentence. */
export type RuleTerms = Rule extends infer T ? (T extends Rule ? Omit<T, "id" | "source" | "text"> : never) : never;

/** The vocabulary in words, for the reasons and documents that name it. */
export const VOCABULARY = "required, unique, a number range, a named format, one of a list, a date before or after now or another date, state transitions";

/** A sentence of rules the vocabulary cannot express (or that fits no field): a person implements it. */
export const personRuleSchema = z.object({ source: z.string(), text: z.string(), reason: z.string() });
export type PersonRule = z.infer<typeof personRuleSchema>;

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
