import { z } from "zod";
import { SENTENCE_MAX, SENTENCE_MIN } from "./draft-limits";
import {
  DEPLOYMENT_PLATFORMS,
  DESCRIPTION_MAX,
  DESIGN_STYLES,
  FEATURES,
  LONG_TEXT_MAX,
  NAME_MAX,
  PRIORITY_ITEM_MAX,
  PROJECT_TYPES,
  TECH_STACK,
} from "./projects";

/**
 * Starting a project from one sentence (POST /api/projects/draft): the sentence goes in, the wizard's answers
 * come back, drafted by the configured model or filled by the built-in reading, with the answers that were
 * filled named so that the wizard can mark the others. Nothing is stored: the user walks the wizard's twelve
 * steps with these answers and creates the project as usual.
 */

/** Opens the system prompt of every model call that drafts answers (the test endpoint answers such calls with a draft). */
export const DRAFT_CALL_MARKER = "You draft the answers of AppForge's 12-step project wizard";

export { DRAFT_MODEL_BUDGET_MS, SENTENCE_MAX, SENTENCE_MIN } from "./draft-limits";

/** Where the answers came from. */
export const DRAFT_SOURCES = ["model", "builtin"] as const;
export type DraftSource = (typeof DRAFT_SOURCES)[number];

/** `auto`: the model when one is configured, else the built-in reading; `builtin`: the built-in reading only (free, at once). */
export const DRAFT_MODES = ["auto", "builtin"] as const;

/** The wizard's free-text answers, named as the wizard's draft names them. */
export const DRAFT_TEXT_FIELDS = [
  "name",
  "description",
  "problemStatement",
  "targetUsers",
  "uniqueValueProposition",
  "competitiveAdvantages",
  "systemBehaviors",
  "keyWorkflows",
  "expectedOutcomes",
  "userFlows",
  "coreInterfaces",
  "performanceNeeds",
  "securityRequirements",
  "scalabilityExpectations",
  "userTypes",
  "authenticationNeeds",
  "businessRules",
  "complianceNeeds",
] as const;
export type DraftTextField = (typeof DRAFT_TEXT_FIELDS)[number];

/** Every answer the wizard asks for, in the order of its steps. */
export const DRAFT_FIELDS = [...DRAFT_TEXT_FIELDS, "projectType", "features", "techStack", "priorities", "deployment", "design"] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** The answers the wizard cannot move past without (its gating), so a model's draft must give them. */
export const REQUIRED_DRAFT_FIELDS = [
  "name",
  "problemStatement",
  "targetUsers",
  "systemBehaviors",
  "projectType",
  "features",
  "userFlows",
  "techStack",
  "deployment",
  "design",
] as const satisfies readonly DraftField[];

const sentenceLength = (input: unknown) => (typeof input === "string" ? input.trim().length : 0);

export const draftRequestSchema = z.object({
  sentence: z
    .string({ error: (issue) => (issue.input === undefined ? "Describe your app in a sentence" : "The sentence must be text") })
    .trim()
    .min(SENTENCE_MIN, { error: `Describe your app in a sentence of at least ${SENTENCE_MIN} characters, e.g. "A bakery app where customers order cakes"` })
    .max(SENTENCE_MAX, {
      error: (issue) => `Keep it to a sentence or two: at most ${SENTENCE_MAX} characters (this one has ${sentenceLength(issue.input)}). The wizard's steps take the details.`,
    })
    .refine((text) => /\p{L}/u.test(text), { error: "Describe your app in words" }),
  mode: z.enum(DRAFT_MODES, { error: `mode must be one of ${DRAFT_MODES.join(", ")}` }).default("auto"),
});
export type DraftRequest = z.input<typeof draftRequestSchema>;

const text = (max: number, what: string) => z.string().max(max).describe(what);
const priorityItems = z.array(z.string().trim().min(1).max(PRIORITY_ITEM_MAX)).max(8);

/**
 * A whole draft: what the model is asked for (each answer described for it) and what the answers are checked
 * against. A choice not made is "".
 */
export const draftAnswersSchema = z.object({
  name: text(NAME_MAX, "The app's name: two to four words, title case"),
  description: text(DESCRIPTION_MAX, "One or two sentences about what the app does"),
  problemStatement: text(LONG_TEXT_MAX, "The problem the app solves, for whom"),
  targetUsers: text(LONG_TEXT_MAX, "Who will use the app"),
  uniqueValueProposition: text(LONG_TEXT_MAX, "Why they would choose it"),
  competitiveAdvantages: text(LONG_TEXT_MAX, "What sets it apart from the alternatives"),
  systemBehaviors: text(LONG_TEXT_MAX, "What the system must do, one behaviour per line"),
  keyWorkflows: text(LONG_TEXT_MAX, "The main sequences of work, one per line"),
  expectedOutcomes: text(LONG_TEXT_MAX, "How the entrepreneur will know it works"),
  userFlows: text(LONG_TEXT_MAX, "How people move through the app, one flow per line"),
  coreInterfaces: text(LONG_TEXT_MAX, "The main screens"),
  performanceNeeds: text(LONG_TEXT_MAX, "Performance needs, or empty"),
  securityRequirements: text(LONG_TEXT_MAX, "Security requirements, or empty"),
  scalabilityExpectations: text(LONG_TEXT_MAX, "Expected volume, or empty"),
  userTypes: text(LONG_TEXT_MAX, "The kinds of user, one per line, e.g. 'Owner: runs the shop'"),
  authenticationNeeds: text(LONG_TEXT_MAX, "How people sign in, or empty"),
  businessRules: text(LONG_TEXT_MAX, "Rules of the business, one per line, or empty"),
  complianceNeeds: text(LONG_TEXT_MAX, "Laws or standards to follow, or empty"),
  projectType: z.enum(["", ...PROJECT_TYPES]).describe("The closest kind of application"),
  features: z.array(z.enum(FEATURES)).max(FEATURES.length).describe("The features the app needs, at least one"),
  techStack: z.array(z.enum(TECH_STACK)).max(TECH_STACK.length).describe("One frontend, one backend and one database"),
  priorities: z
    .object({ high: priorityItems, medium: priorityItems, low: priorityItems })
    .describe("What to build first (high), next (medium) and later (low): short items"),
  deployment: z.enum(["", ...DEPLOYMENT_PLATFORMS]).describe("Where the app runs"),
  design: z.enum(["", ...DESIGN_STYLES]).describe("How it looks and feels"),
});
export type DraftAnswers = z.output<typeof draftAnswersSchema>;

/** What the answer says a draft cost: model calls at the model's price (estimated where AppForge counted tokens itself). */
export const draftCostSchema = z.object({
  usd: z.number().nonnegative(),
  modelCalls: z.number().int().nonnegative(),
  estimated: z.boolean(),
});

export const draftResponseSchema = z.object({
  success: z.literal(true),
  /** The answers that were filled; the ones left out were not, and the wizard marks them. */
  answers: draftAnswersSchema.partial(),
  /** The names of the answers given, in the wizard's order. */
  filled: z.array(z.enum(DRAFT_FIELDS)),
  source: z.enum(DRAFT_SOURCES),
  /** The model that drafted the answers (source "model"), else null. */
  model: z.string().nullable(),
  /** What the user should know: why the built-in reading answered, what a model call cost. */
  notes: z.array(z.string()),
  /** What the model calls of this draft cost (also when the model's answer was not used); null when none was made. */
  cost: draftCostSchema.nullable(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/**
 * Model calls of drafts are spend of the account, recorded in the spend ledger under this line (no project has
 * this id): the account's totals and its monthly limit count them, and the spend per project shows them apart.
 */
export const DRAFT_SPEND_LINE = { projectId: "drafts-from-one-sentence", name: "Drafts from one sentence", agentType: "draft" } as const;
