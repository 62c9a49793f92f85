import { z } from "zod";
import type { Feature } from "../../contract/project-options";
import { entitiesOf, MAX_ENTITIES, RESERVED_IDENTIFIERS, reaches, reservedNames, type Draft } from "./entities";
import { pascalCase, sentenceCase, snakeCase } from "./naming";
import { designRuleSchema, ruleProblems } from "./rules";
import { designRoleProblems, designRoleSchema, designRolesOf, MAX_ROLES, type Role } from "./roles";
import { MAX_SAMPLES, sampleRecordSchema } from "./sample-records";
import { FIELD_KINDS, STRING_FORMATS, type Entity, type Field } from "./schema";

/**
 * The app's records as a language model decides them: names in the user's words, typed fields with their
 * constraints, and references between records. Everything else of the app model (names in every case,
 * routes, tables, relations both ways, screens, API routes, requirements) is derived from it by the same
 * code that serves the built-in reading, so both give the emitters the same kind of model.
 */

export const MAX_DESIGN_FIELDS = 12;

const designFieldSchema = z.object({
  name: z.string().describe("camelCase field name, e.g. pickupDate; a reference ends in Id, e.g. customerId"),
  label: z.string().describe("How a form labels it, e.g. Pickup date"),
  kind: z.enum(FIELD_KINDS),
  required: z.boolean(),
  format: z.enum(STRING_FORMATS).optional().describe("For strings only: plain (one line), long (paragraphs), email or url"),
  target: z.string().optional().describe("For references only: the name of the other entity"),
  unique: z.boolean().optional().describe("No two records may share the value"),
});

const designEntitySchema = z.object({
  name: z.string().describe("Singular, in the user's own words, e.g. Cake order"),
  fields: z.array(designFieldSchema).min(1).max(MAX_DESIGN_FIELDS),
  samples: z
    .array(sampleRecordSchema)
    .max(MAX_SAMPLES)
    .optional()
    .describe(
      "Up to 5 example records in the business's own words, field name to value, keeping every rule: a reference gives the number (1, 2, ...) of the record it points at among its target's samples; dates in ISO 8601",
    ),
});

export const MAX_DESIGN_RULES = 40;

export const appDesignSchema = z.object({
  entities: z.array(designEntitySchema).min(1).max(MAX_ENTITIES),
  rules: z
    .array(designRuleSchema)
    .max(MAX_DESIGN_RULES)
    .default([])
    .describe("The business rules and workflow states, each on one field, for the sentences the built-in reading could not read"),
  roles: z
    .array(designRoleSchema)
    .max(MAX_ROLES)
    .optional()
    .describe("The kinds of user from the user types answer: every signed-in user reads every record; a role changes only the entities it writes"),
});
export type AppDesign = z.infer<typeof appDesignSchema>;
type DesignField = AppDesign["entities"][number]["fields"][number];

/** Columns every record has already, and words no generated language accepts as a name. */
const TAKEN_FIELD_NAMES = new Set(["id", "createdAt", "updatedAt", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"]);
const OTHER_KEYWORDS = new Set(
  (
    // Java, Python, PHP and SQL words the JavaScript list does not have.
    "abstract assert boolean byte char double final float goto int long native short strictfp synchronized throws " +
    "transient volatile record and as def del elif except from global is lambda nonlocal not or pass raise none " +
    "echo empty isset list print unset array callable clone declare include require select where group order by " +
    "table index key limit offset values column check references user"
  ).split(" "),
);

const FIELD_NAME = /^[a-z][A-Za-z0-9]{0,39}$/;
const ENTITY_NAME = /^[A-Z][A-Za-z0-9]{0,39}$/;

function fieldProblems(entityName: string, field: DesignField, names: Set<string>): string[] {
  const where = `${entityName}.${field.name}`;
  const problems: string[] = [];
  if (!FIELD_NAME.test(field.name)) problems.push(`${where}: a field name is camelCase letters and digits, starting with a small letter`);
  const lower = field.name.toLowerCase();
  if (TAKEN_FIELD_NAMES.has(field.name) || RESERVED_IDENTIFIERS.has(lower) || OTHER_KEYWORDS.has(lower)) {
    problems.push(`${where}: "${field.name}" is taken (every record has id and createdAt; keywords of the generated languages are not names)`);
  }
  if (field.kind === "reference") {
    if (!field.target) problems.push(`${where}: a reference names its target entity`);
    else if (!names.has(pascalCase(field.target))) problems.push(`${where}: the target "${field.target}" is not one of the entities`);
    else if (pascalCase(field.target) === entityName) problems.push(`${where}: an entity may not reference itself`);
    if (!field.name.endsWith("Id")) problems.push(`${where}: a reference's name ends in Id`);
  } else {
    if (field.target) problems.push(`${where}: only a reference has a target`);
    if (field.name.endsWith("Id")) problems.push(`${where}: a name ending in Id is kept for references`);
  }
  if (field.format && field.kind !== "string") problems.push(`${where}: only a string has a format`);
  if (field.unique && field.kind !== "string" && field.kind !== "number") problems.push(`${where}: only a string or a number can be unique`);
  return problems;
}

/**
 * What makes a design unusable, in words a model can correct: names the generated code cannot take,
 * duplicates, references to nothing, to itself or in a cycle, records with nothing to show in a list.
 */
export function designProblems(design: AppDesign, features: readonly Feature[]): string[] {
  const reserved = reservedNames(features);
  const names = new Set<string>();
  const problems: string[] = [];
  for (const entity of design.entities) {
    const name = pascalCase(entity.name);
    if (!ENTITY_NAME.test(name)) problems.push(`Entity "${entity.name}": a name is words of letters and digits, starting with a letter`);
    else if (reserved.has(name) || RESERVED_IDENTIFIERS.has(name.toLowerCase()) || OTHER_KEYWORDS.has(name.toLowerCase())) {
      problems.push(`Entity "${entity.name}": the app keeps that name for itself (accounts, the chosen features, built-in types)`);
    } else if (names.has(name)) problems.push(`Entity "${entity.name}" appears twice`);
    names.add(name);
  }
  for (const entity of design.entities) {
    const name = pascalCase(entity.name);
    const columns = new Set<string>();
    for (const field of entity.fields) {
      problems.push(...fieldProblems(name, field, names));
      const column = snakeCase(field.name);
      if (columns.has(column)) problems.push(`${name}.${field.name}: two fields of ${name} have that name`);
      columns.add(column);
    }
    if (!entity.fields.some((field) => field.kind === "string" && field.format !== "long")) {
      problems.push(`${name}: give it a one-line text field (a name or a title) for lists and pickers to show`);
    }
  }
  if (problems.length > 0) return problems;
  const drafts = draftsOf(design);
  const entities = entitiesOf(drafts);
  design.rules.forEach((rule, index) => {
    const entity = entities.find((candidate) => candidate.name === pascalCase(rule.entity));
    const earlier = design.rules.slice(0, index).filter((other) => pascalCase(other.entity) === pascalCase(rule.entity));
    if (!entity) problems.push(`Rule ${index + 1}: "${rule.entity}" is not one of the entities`);
    else problems.push(...ruleProblems(entity, rule, earlier).map((problem) => `Rule ${index + 1} (${rule.source}): ${problem}`));
  });
  if (design.roles) problems.push(...designRoleProblems(design.roles, names));
  for (const draft of drafts) {
    for (const field of draft.print.fields.filter((candidate) => candidate.kind === "reference")) {
      const target = drafts.find((other) => other.name === field.target);
      // A cycle of references has no table to create first.
      if (target && reaches(target, draft, drafts)) problems.push(`${draft.name}.${field.name}: the references between entities form a cycle`);
    }
  }
  return problems;
}

function toField(field: DesignField): Field {
  const label = field.label.trim() || sentenceCase(field.name.replace(/Id$/, ""));
  return {
    name: field.name,
    label,
    kind: field.kind,
    required: field.required,
    ...(field.kind === "string" ? { format: field.format ?? "plain" } : {}),
    ...(field.kind === "reference" && field.target ? { target: pascalCase(field.target) } : {}),
    ...(field.unique ? { unique: true } : {}),
  };
}

function draftsOf(design: AppDesign): Draft[] {
  return design.entities.map((entity) => ({
    name: pascalCase(entity.name),
    source: "model",
    print: { fields: entity.fields.map(toField), person: false, container: false },
  }));
}

/** The entities of a design without problems (check with `designProblems` first). */
export function entitiesFromDesign(design: AppDesign): Entity[] {
  return entitiesOf(draftsOf(design));
}

/** A design that describes these entities (and roles): what the model is shown as the built-in reading to improve on. */
export function designOf(entities: readonly Entity[], roles?: readonly Role[]): AppDesign {
  return {
    rules: [],
    ...(roles ? { roles: designRolesOf(roles) } : {}),
    entities: entities.map((entity) => ({
      name: entity.label,
      fields: entity.fields.map((field) => ({
        name: field.name,
        label: field.label,
        kind: field.kind,
        required: field.required,
        ...(field.format ? { format: field.format } : {}),
        ...(field.target ? { target: field.target } : {}),
        ...(field.unique ? { unique: true } : {}),
      })),
    })),
  };
}

/** "Order (customerId → Customer, total, pickupDate)": a design in one line per entity, for a response. */
export const describeDesign = (design: AppDesign): string[] =>
  design.entities.map(
    (entity) =>
      `${sentenceCase(entity.name)} (${entity.fields
        .map((field) => (field.kind === "reference" && field.target ? `${field.name} → ${pascalCase(field.target)}` : field.name))
        .join(", ")})`,
  );

/** What changed from one design to the next, a line per record: added, removed, fields added, removed or changed. */
export function designChanges(before: AppDesign, after: AppDesign): string[] {
  const key = (name: string) => pascalCase(name);
  const old = new Map(before.entities.map((entity) => [key(entity.name), entity]));
  const now = new Map(after.entities.map((entity) => [key(entity.name), entity]));
  const lines: string[] = [];
  for (const [name, entity] of now) {
    const previous = old.get(name);
    if (!previous) {
      lines.push(`Added ${sentenceCase(entity.name)} (${entity.fields.map((field) => field.name).join(", ")})`);
      continue;
    }
    const fields = new Map(previous.fields.map((field) => [field.name, JSON.stringify(field)]));
    const added = entity.fields.filter((field) => !fields.has(field.name)).map((field) => field.name);
    const removed = previous.fields.filter((field) => !entity.fields.some((other) => other.name === field.name)).map((field) => field.name);
    const changed = entity.fields.filter((field) => fields.has(field.name) && fields.get(field.name) !== JSON.stringify(field)).map((field) => field.name);
    const parts = [
      added.length > 0 && `added ${added.join(", ")}`,
      removed.length > 0 && `removed ${removed.join(", ")}`,
      changed.length > 0 && `changed ${changed.join(", ")}`,
    ].filter((part): part is string => typeof part === "string");
    if (parts.length > 0) lines.push(`${sentenceCase(entity.name)}: ${parts.join("; ")}`);
  }
  for (const [name, entity] of old) if (!now.has(name)) lines.push(`Removed ${sentenceCase(entity.name)}`);
  if (after.roles && JSON.stringify(after.roles) !== JSON.stringify(before.roles)) {
    lines.push(`Roles: ${after.roles.map((role) => `${sentenceCase(role.name)} (${role.manages ? "manages" : role.writes.join(", ") || "reads only"})`).join(", ")}`);
  }
  return lines;
}
