import { z } from "zod";
import {
  BACKEND_STACK,
  DATABASE_STACK,
  DEPLOYMENT_PLATFORMS,
  DESIGN_STYLES,
  FEATURES,
  FRONTEND_STACK,
  PROJECT_TYPES,
} from "../../contract/project-options";
import { personRuleSchema, roleSchema, ruleSchema, sampleRecordSchema } from "./part-schemas";

/**
 * The app model: everything the plan, the emitters and the qa report refer to, as one serialisable value.
 * Every record has a string `id`; `fields` lists the others.
 */

export const FIELD_KINDS = ["string", "number", "boolean", "date", "reference"] as const;
export const STRING_FORMATS = ["plain", "long", "email", "url"] as const;

export const fieldSchema = z.object({
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/),
  label: z.string(),
  kind: z.enum(FIELD_KINDS),
  required: z.boolean(),
  format: z.enum(STRING_FORMATS).optional(),
  /** For references: the entity name this field points at. */
  target: z.string().optional(),
  /** No two records share the value (a user's email). */
  unique: z.boolean().optional(),
  /** For numbers: an amount in the app's currency (a price, a total), shown as money (see money.ts). */
  money: z.boolean().optional(),
  /** Records are often looked up by this value (who owns a record): the SQL databases index it. */
  indexed: z.boolean().optional(),
});
export type Field = z.infer<typeof fieldSchema>;
export type FieldKind = Field["kind"];

export const relationSchema = z.object({
  kind: z.enum(["belongs-to", "has-many"]),
  target: z.string(),
  /** The reference field holding the link (on this entity for belongs-to, on the target for has-many). */
  field: z.string(),
});
export type Relation = z.infer<typeof relationSchema>;

export const ENTITY_SOURCES = ["project-type", "free-text", "fallback", "model"] as const;

export const entitySchema = z.object({
  name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  plural: z.string(),
  label: z.string(),
  pluralLabel: z.string(),
  camel: z.string(),
  camelPlural: z.string(),
  /** URL segment: /api/<route> and /<route> on the frontend. */
  route: z.string().regex(/^[a-z][a-z0-9-]*$/),
  table: z.string().regex(/^[a-z][a-z0-9_]*$/),
  source: z.enum(ENTITY_SOURCES),
  /** The field a list or a reference picker shows for a record. */
  displayField: z.string(),
  fields: z.array(fieldSchema).min(1),
  relations: z.array(relationSchema),
  /** The business rules that hold its fields, each rendered and tested in every backend. */
  rules: z.array(ruleSchema),
  /** Records a new app is seeded with (see sample-records.ts); a reference holds its target sample's number. */
  samples: z.array(sampleRecordSchema),
});
export type Entity = z.infer<typeof entitySchema>;

export const screenSchema = z.object({
  id: z.string(),
  path: z.string(),
  kind: z.enum(["list", "detail", "dashboard", "login", "register", "feature"]),
  title: z.string(),
  entity: z.string().optional(),
  feature: z.enum(FEATURES).optional(),
});
export type Screen = z.infer<typeof screenSchema>;

export const apiRouteSchema = z.object({
  method: z.enum(["GET", "POST", "PUT", "DELETE"]),
  path: z.string(),
  summary: z.string(),
  entity: z.string().optional(),
  feature: z.enum(FEATURES).optional(),
  /** Whether a signed-in user is needed (only when the auth feature is chosen). */
  auth: z.boolean(),
});
export type ApiRoute = z.infer<typeof apiRouteSchema>;

export const PRIORITY_LEVELS = ["high", "medium", "low"] as const;
export const REQUIREMENT_KINDS = [
  "feature",
  "entity",
  "flow",
  "behavior",
  "priority",
  "system",
  "business",
  "message",
] as const;

export const requirementSchema = z.object({
  id: z.string().regex(/^[A-Z]+-[A-Za-z0-9-]+$/),
  kind: z.enum(REQUIREMENT_KINDS),
  text: z.string(),
  priority: z.enum(PRIORITY_LEVELS),
  /** Entities and chosen features the text names: how a requirement is traced to the work that serves it. */
  entities: z.array(z.string()),
  features: z.array(z.enum(FEATURES)),
  /** For messages: the agent it was sent to ("all" or one agent type). */
  agent: z.string().optional(),
});
export type Requirement = z.infer<typeof requirementSchema>;
export type RequirementKind = Requirement["kind"];

export const STACK_LAYERS = ["frontend", "backend", "database"] as const;
export type StackLayer = (typeof STACK_LAYERS)[number];

export const stackSchema = z.object({
  frontend: z.enum(FRONTEND_STACK),
  backend: z.enum(BACKEND_STACK),
  database: z.enum(DATABASE_STACK),
  /** Layers the user chose nothing for, generated with a sensible default. */
  defaulted: z.array(z.enum(STACK_LAYERS)),
  /** Sentences for the user about the stack choices: which defaults were picked and why. */
  notes: z.array(z.string()),
});
export type AppStack = z.infer<typeof stackSchema>;

export const appModelSchema = z.object({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z][a-z0-9-]*$/),
  description: z.string(),
  audience: z.string(),
  pitch: z.object({ problem: z.string(), value: z.string(), outcomes: z.string() }),
  projectType: z.enum(PROJECT_TYPES),
  stack: stackSchema,
  features: z.array(z.enum(FEATURES)),
  deployment: z.enum(DEPLOYMENT_PLATFORMS),
  design: z.enum(DESIGN_STYLES),
  /**
   * The ISO 4217 code money fields are in, read from the answers (money.ts). A model stored before there was
   * one reads as USD (money.ts's DEFAULT_CURRENCY; not imported, which would close an import loop).
   */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("USD"),
  entities: z.array(entitySchema).min(1),
  /** Who uses the app and which records each may change (see roles.ts): one manages, one is for sign-ups. */
  roles: z.array(roleSchema).min(2),
  screens: z.array(screenSchema),
  apiRoutes: z.array(apiRouteSchema),
  requirements: z.array(requirementSchema),
  priorities: z.object({
    high: z.array(z.string()),
    medium: z.array(z.string()),
    low: z.array(z.string()),
  }),
  messages: z.array(z.object({ agentType: z.string(), message: z.string() })),
  /** Business rules the rule vocabulary could not express: a person implements them. */
  rulesForPeople: z.array(personRuleSchema),
});
export type AppModel = z.infer<typeof appModelSchema>;
