import type { AppModel, Entity, Field } from "../../../model";
import { choicesOf, PATTERNS, ruleMessage, ruleOn, rulesOf } from "../../../model/rules";
import { code, lines, literal } from "../../files";
import type { GeneratedFile } from "../../types";
import { uiNames } from "./names";

const TS_TYPES: Record<Field["kind"], string> = {
  string: "string",
  number: "number",
  boolean: "boolean",
  date: "string",
  reference: "string",
};

const list = (values: readonly string[]) => `[${values.map(literal).join(", ")}]`;

/** What the field's rules ask, in words for the form: "Must be between 1 and 50. Must be unique". */
function hintOf(entity: Entity, field: Field): string | undefined {
  const sentences = rulesOf(entity, field.name).flatMap((rule) => {
    if (rule.kind === "required" || rule.kind === "one-of") return [];
    if (rule.kind === "transitions") return [`Starts as ${rule.states[0] ?? ""}`];
    return [ruleMessage(entity, rule)];
  });
  return sentences.length > 0 ? sentences.join(". ") : undefined;
}

/** The field's rules as the form's limits: range, format, choices, state moves and date order. */
function ruleMeta(entity: Entity, field: Field): (string | undefined)[] {
  const range = ruleOn(entity, field.name, "range");
  const pattern = ruleOn(entity, field.name, "pattern");
  const choices = choicesOf(entity, field.name);
  const transitions = ruleOn(entity, field.name, "transitions");
  const dates = rulesOf(entity, field.name).flatMap((rule) => (rule.kind === "date" ? [rule] : []));
  const hint = hintOf(entity, field);
  return [
    range?.min !== undefined ? `min: ${range.min}` : undefined,
    range?.max !== undefined ? `max: ${range.max}` : undefined,
    pattern ? `pattern: ${literal(PATTERNS[pattern.pattern].regex)}` : undefined,
    choices ? `choices: ${list(choices)}` : undefined,
    transitions
      ? `moves: { ${transitions.states.map((state) => `${literal(state)}: ${list(transitions.moves.filter((move) => move.from === state).map((move) => move.to))}`).join(", ")} }`
      : undefined,
    ...dates.map((rule) => `${rule.relation}: ${literal(rule.to)}`),
    hint ? `hint: ${literal(hint)}` : undefined,
  ];
}

function fieldMeta(model: AppModel, entity: Entity, field: Field): string {
  const target = model.entities.find((entity) => entity.name === field.target);
  const display = target?.fields.find((candidate) => candidate.name === target.displayField);
  const parts = [
    `name: ${literal(field.name)}`,
    `label: ${literal(field.label)}`,
    `kind: ${literal(field.kind)}`,
    `required: ${field.required}`,
    field.format ? `format: ${literal(field.format)}` : undefined,
    field.money ? `currency: ${literal(model.currency)}` : undefined,
    target
      ? `target: { route: ${literal(target.route)}, label: ${literal(target.label)}, displayField: ${literal(target.displayField)}, displayKind: ${literal(display?.kind ?? "string")} }`
      : undefined,
    ...ruleMeta(entity, field),
  ];
  return `    { ${parts.filter(Boolean).join(", ")} },`;
}

/** src/entities/<entity>.ts: the record type, its metadata for forms and tables, and its API calls. */
export function entityModule(model: AppModel, entity: Entity): GeneratedFile {
  const names = uiNames(entity);
  return code(
    `frontend/src/${names.module}.ts`,
    "frontend",
    lines(
      `import { resource } from "../api/client";`,
      `import type { EntityMeta } from "./meta";`,
      "",
      `export type ${names.type} = {`,
      "  id: string;",
      ...entity.fields.map((field) => `  ${field.name}: ${TS_TYPES[field.kind]}${field.required || field.kind === "boolean" ? "" : " | null"};`),
      "};",
      `export type ${names.inputType} = Omit<${names.type}, "id">;`,
      "",
      `export const ${names.meta}: EntityMeta = {`,
      `  name: ${literal(entity.name)},`,
      `  label: ${literal(entity.label)},`,
      `  pluralLabel: ${literal(entity.pluralLabel)},`,
      `  route: ${literal(entity.route)},`,
      `  displayField: ${literal(entity.displayField)},`,
      "  fields: [",
      ...entity.fields.map((field) => fieldMeta(model, entity, field)),
      "  ],",
      "};",
      "",
      `export const ${names.api} = resource<${names.type}, ${names.inputType}>(${literal(entity.route)});`,
    ),
  );
}
