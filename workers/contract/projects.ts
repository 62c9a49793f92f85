import { z } from "zod";
import {
  DEPLOYMENT_PLATFORMS,
  DESIGN_STYLES,
  DATABASE_STACK,
  FEATURES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  TECH_STACK,
} from "./project-options";

export * from "./project-options";

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const LONG_TEXT_MAX = 5000;
export const SHORT_TEXT_MAX = 200;
export const PRIORITY_ITEM_MAX = 500;
export const PRIORITY_ITEMS_MAX = 50;
// Generous for lists of known ids: duplicates are folded away, this only bounds the request.
const ID_LIST_MAX = 50;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names the offending value (shortened: it is echoed back) and the allowed ones. */
function unknownOption(what: string, values: readonly string[], input: unknown): string {
  if (input === undefined) return `${capitalize(what)} is required`;
  const shown = typeof input === "string" ? ` "${input.slice(0, 40)}"` : "";
  return `Unknown ${what}${shown}: must be one of ${values.join(", ")}`;
}

function oneOf<const T extends readonly string[]>(values: T, what: string) {
  return z.enum(values, { error: (issue) => unknownOption(what, values, issue.input) });
}

/** The wizard sends "" for a choice it has no input for; anything else must be a known option. */
function optionalOneOf<const T extends readonly string[]>(values: T, what: string) {
  return z.enum(["", ...values], { error: (issue) => unknownOption(what, values, issue.input) }).default("");
}

function uniqueList<T extends string>(item: z.ZodType<T>, label: string) {
  return z
    .array(item)
    .max(ID_LIST_MAX, `${label} may list at most ${ID_LIST_MAX} items`)
    .transform((items) => [...new Set(items)])
    .default([]);
}

function text(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");
}

const longText = (label: string) => text(label, LONG_TEXT_MAX);
const shortText = (label: string) => text(label, SHORT_TEXT_MAX);

const priorityLevel = z
  .array(
    z
      .string()
      .trim()
      .min(1, "Priority items must not be blank")
      .max(PRIORITY_ITEM_MAX, `Priority items must be at most ${PRIORITY_ITEM_MAX} characters`),
  )
  .max(PRIORITY_ITEMS_MAX, `At most ${PRIORITY_ITEMS_MAX} items per priority level`)
  .default([]);

export const implementationPrioritiesSchema = z
  .object({ high: priorityLevel, medium: priorityLevel, low: priorityLevel })
  .default({ high: [], medium: [], low: [] });

/** Everything the wizard collects; only the project type is required. */
export const wizardDataSchema = z.object(
  {
    problemStatement: longText("Problem statement"),
    targetUsers: longText("Target users"),
    uniqueValueProposition: longText("Value proposition"),
    competitiveAdvantages: longText("Competitive advantages"),
    systemBehaviors: longText("System behaviors"),
    keyWorkflows: longText("Key workflows"),
    expectedOutcomes: longText("Expected outcomes"),
    projectType: oneOf(PROJECT_TYPES, "project type"),
    features: uniqueList(oneOf(FEATURES, "feature"), "Features"),
    userFlows: longText("User flows"),
    coreInterfaces: longText("Core interfaces"),
    performanceNeeds: longText("Performance needs"),
    securityRequirements: longText("Security requirements"),
    scalabilityExpectations: longText("Scalability expectations"),
    userTypes: longText("User types"),
    authenticationNeeds: longText("Authentication needs"),
    businessRules: longText("Business rules"),
    complianceNeeds: longText("Compliance needs"),
    implementationPriorities: implementationPrioritiesSchema,
    database: optionalOneOf(DATABASE_STACK, "database"),
    deployment: optionalOneOf(DEPLOYMENT_PLATFORMS, "deployment platform"),
    design: optionalOneOf(DESIGN_STYLES, "design style"),
    targetAudience: shortText("Target audience"),
    budget: shortText("Budget"),
    timeline: shortText("Timeline"),
  },
  { error: (issue) => (issue.input === undefined ? "Wizard data is required" : "Wizard data must be an object") },
);
/** What the wizard may send: every field but projectType can be left out. */
export type WizardDataInput = z.input<typeof wizardDataSchema>;
export type WizardData = z.output<typeof wizardDataSchema>;
export type ImplementationPriorities = WizardData["implementationPriorities"];
export type PriorityLevel = keyof ImplementationPriorities;

// The owner always comes from the token; these are accepted because the client sends them, then dropped.
const ignored = z.unknown().transform(() => undefined);

export const createProjectBodySchema = z.object({
  name: z
    .string({ error: (issue) => (issue.input === undefined ? "Name is required" : "Name must be text") })
    .trim()
    .min(1, "Name is required")
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  description: text("Description", DESCRIPTION_MAX),
  userId: ignored.optional(),
  tenantId: ignored.optional(),
  tech_stack: uniqueList(oneOf(TECH_STACK, "tech stack id"), "Tech stack"),
  wizard_data: wizardDataSchema,
});
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;
export type CreateProjectInput = z.output<typeof createProjectBodySchema>;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  progress: z.number().min(0).max(100),
  tech_stack: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  github_repo: z.string().nullable(),
  render_url: z.string().nullable(),
  wizard_data: wizardDataSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const projectResponseSchema = z.object({ project: projectSchema });
export const projectListResponseSchema = z.object({ projects: z.array(projectSchema) });
export const deleteProjectResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/** A single-use ticket that opens the project's live channel; it lapses after `expiresIn` seconds. */
export const socketTicketResponseSchema = z.object({
  success: z.literal(true),
  ticket: z.string().min(1),
  expiresIn: z.number().int().positive(),
});

export const DEFAULT_PROJECT_LIST_LIMIT = 20;
export const MAX_PROJECT_LIST_LIMIT = 100;

export const listProjectsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MAX_PROJECT_LIST_LIMIT, `Limit must be at most ${MAX_PROJECT_LIST_LIMIT}`)
    .default(DEFAULT_PROJECT_LIST_LIMIT),
  offset: z.coerce
    .number({ error: "Offset must be a number" })
    .int("Offset must be a whole number")
    .min(0, "Offset must not be negative")
    .default(0),
});
export type ListProjectsQuery = z.output<typeof listProjectsQuerySchema>;

/** Project ids are UUIDs; the API answers anything else as an unknown project. */
export const projectIdParamSchema = z.object({ id: z.uuid() });
