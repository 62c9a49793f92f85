import type { Feature } from "../../contract/project-options";
import { designNames, isKeyword, isRecordKeyword, normaliseDesign, TAKEN_FIELD_NAMES } from "./design-names";
import type { AppDesign, DesignField } from "./design-schema";
import { entitiesOf, reaches, reservedNames, type Draft } from "./entities";
import { pascalCase, recordNaming, sentenceCase, snakeCase, wordsOf } from "./naming";
import { ruleProblems } from "./rules";
import { designRoleProblems, designRolesOf, type Role } from "./roles";
import type { Entity, Field } from "./schema";

export { appDesignSchema, MAX_DESIGN_FIELDS, MAX_DESIGN_RULES, type AppDesign } from "./design-schema";

/**
 * The app's records as a language model decides them: names in the user's words, typed fields with their
 * constraints, and references between records. Everything else of the app model (names in every case,
 * routes, tables, relations both ways, screens, API routes, requirements) is derived from it by the same
 * code that serves the built-in reading, so both give the emitters the same kind of model.
 */

const FIELD_NAME = /^[a-z][A-Za-z0-9]{0,39}$/;
const ENTITY_NAME = /^[A-Z][A-Za-z0-9]{0,39}$/;

function fieldProblems(entityName: string, field: DesignField, names: Set<string>): string[] {
  const where = `${entityName}.${field.name}`;
  const problems: string[] = [];
  if (!FIELD_NAME.test(field.name)) problems.push(`${where}: a field name is camelCase letters and digits, starting with a small letter`);
  if (TAKEN_FIELD_NAMES.has(field.name) || isKeyword(field.name)) {
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

/** The type name of each of a design's records, in its order (a record named twice gets its plain name twice). */
const recordNames = (design: AppDesign) =>
  designNames(design).map((names, index) => names?.name ?? recordNaming(sentenceCase(design.entities[index]?.name ?? "")).name);

/**
 * What makes a design unusable, in words a model can correct: names the generated code cannot take,
 * duplicates, references to nothing, to itself or in a cycle, records with nothing to show in a list.
 * Names in another script are not a problem: they are transliterated (see design-names.ts).
 */
export function designProblems(given: AppDesign, features: readonly Feature[]): string[] {
  const design = normaliseDesign(given);
  const reserved = reservedNames(features);
  const claimed = designNames(design);
  const typeNames = recordNames(design);
  const names = new Set<string>();
  const problems: string[] = [];
  design.entities.forEach((entity, index) => {
    const name = typeNames[index] ?? "";
    if (!ENTITY_NAME.test(name) || wordsOf(entity.name).length === 0) {
      problems.push(`Entity "${entity.name}": a name is words of letters and digits, starting with a letter`);
    } else if (reserved.has(name) || isRecordKeyword(name)) {
      problems.push(`Entity "${entity.name}": the app keeps that name for itself (accounts, the chosen features, built-in types)`);
    } else if (names.has(name) || !claimed[index]) problems.push(`Entity "${entity.name}" appears twice`);
    names.add(name);
  });
  design.entities.forEach((entity, index) => {
    const name = typeNames[index] ?? "";
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
  });
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

/** The drafts of a normalised design's records: labels in the user's words, names as designNames gives them. */
function draftsOf(design: AppDesign): Draft[] {
  const claimed = designNames(design);
  return design.entities.map((entity, index) => {
    const label = sentenceCase(entity.name);
    return {
      ...(claimed[index] ?? { label, ...recordNaming(label) }),
      source: "model",
      print: { fields: entity.fields.map(toField), person: false, container: false },
    };
  });
}

/** The entities of a design without problems (check with `designProblems` first). */
export function entitiesFromDesign(design: AppDesign): Entity[] {
  return entitiesOf(draftsOf(normaliseDesign(design)));
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
  // By label, so records whose names transliterate alike ("买", "卖") stay apart.
  const key = (name: string) => sentenceCase(name).toLowerCase();
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
    const what = (role: NonNullable<AppDesign["roles"]>[number]) =>
      role.manages ? "manages" : [role.writes.join(", ") || "reads only", role.owns?.length ? `own ${role.owns.join(", ")} only` : ""].filter(Boolean).join("; ");
    lines.push(`Roles: ${after.roles.map((role) => `${sentenceCase(role.name)} (${what(role)})`).join(", ")}`);
  }
  return lines;
}
