import { z } from "zod";

/**
 * The shapes of the app model's parts that have modules of their own: business rules (rules.ts), roles (roles.ts)
 * and sample records (sample-records.ts). schema.ts builds the app model from these, and those modules read the
 * app model's types from schema.ts, so the shapes live here, in a leaf that both import: no import loop.
 */

// Business rules (see rules.ts).

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

/** A sentence of rules the vocabulary cannot express (or that fits no field): a person implements it. */
export const personRuleSchema = z.object({ source: z.string(), text: z.string(), reason: z.string() });
export type PersonRule = z.infer<typeof personRuleSchema>;

// Roles (see roles.ts).

/** A role's name: snake_case, as the generated code names it. */
export const ROLE_NAME = /^[a-z][a-z0-9_]{0,39}$/;

export const roleSchema = z.object({
  name: z.string().regex(ROLE_NAME),
  label: z.string().min(1),
  description: z.string(),
  /** Assigns roles; the first account takes it; writes every record. Exactly one role manages. */
  manages: z.boolean(),
  /** New accounts take it. Exactly one role is the sign-up role, never the managing one. */
  signUp: z.boolean(),
  /** The entity names whose records it may create, change and delete. */
  writes: z.array(z.string()),
  /**
   * The entity names (among those it writes) whose records it sees and changes only when its account created
   * them: a customer's own bookings. Another account's record of these is "not found" to it. Older models have none.
   */
  owns: z.array(z.string()).default([]),
});
export type Role = z.infer<typeof roleSchema>;

// Sample records (see sample-records.ts).

export const sampleFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const sampleRecordSchema = z.record(z.string(), sampleFieldValueSchema);
export type SampleRecord = z.infer<typeof sampleRecordSchema>;
