import type { Entity, Field } from "../../model";
import { choicesOf, PATTERNS, ruleMessage, ruleNote, ruleOn } from "../../model/rules";
import { kebabCase, snakeCase } from "../../model/naming";
import { code, lines, literal } from "../files";
import type { GeneratedFile } from "../types";
import { fillBlocks } from "../fill-blocks";
import { TEXT_LIMITS } from "../shared/backend/openapi";
import { templateText } from "../template-texts";

/** The TypeScript names of one stored record in the backend. */
export const domainNames = (entity: Entity) => ({
  module: `./domain/${kebabCase(entity.name)}.js`,
  path: `backend/src/domain/${kebabCase(entity.name)}.ts`,
  schema: `${entity.camel}Input`,
  inputType: `${entity.name}Input`,
  type: entity.name,
  spec: `${entity.camel}Spec`,
});

/** The zod checks a field's rules add to its type (range, format, a date against now). */
function ruleChecks(entity: Entity, field: Field): string {
  const range = ruleOn(entity, field.name, "range");
  const pattern = ruleOn(entity, field.name, "pattern");
  const now = entity.rules.filter((rule) => rule.field === field.name && rule.kind === "date" && rule.to === "now");
  return [
    range?.min !== undefined ? `.min(${range.min})` : "",
    range?.max !== undefined ? `.max(${range.max})` : "",
    pattern ? `.regex(/${PATTERNS[pattern.pattern].regex}/, ${literal(ruleMessage(entity, pattern))})` : "",
    ...now.map((rule) => `.refine((value) => Date.parse(value) ${rule.kind === "date" && rule.relation === "after" ? ">" : "<"} Date.now(), ${literal(ruleMessage(entity, rule))})`),
  ].join("");
}

function zodFor(entity: Entity, field: Field): string {
  const optional = (schema: string) => (field.required ? schema : `${schema}.nullable().default(null)`);
  const checks = ruleChecks(entity, field);
  const choices = choicesOf(entity, field.name);
  if (choices) return optional(`z.enum(${JSON.stringify(choices)})`);
  switch (field.kind) {
    case "number":
      return optional(`z.number()${checks}`);
    case "boolean":
      return "z.boolean().default(false)";
    case "date":
      return optional(`dateTime${checks}`);
    case "reference":
      return optional("z.string().min(1)");
    default: {
      if (field.format === "email") return optional("z.email()");
      if (field.format === "url") return optional("z.url()");
      const max = field.format === "long" ? TEXT_LIMITS.long : TEXT_LIMITS.plain;
      return field.required ? `z.string().trim().min(1).max(${max})${checks}` : optional(`z.string().trim().max(${max})${checks}`);
    }
  }
}

/** A date checked against another date of the same record: checked on the whole input, reported on the field. */
function dateOrder(entity: Entity): string {
  const rules = entity.rules.filter((rule) => rule.kind === "date" && rule.to !== "now");
  if (rules.length === 0) return "";
  return lines(
    ".superRefine((input, context) => {",
    ...rules.flatMap((rule) => {
      if (rule.kind !== "date") return [];
      const compare = rule.relation === "after" ? ">" : "<";
      return [
        `  // ${ruleNote(rule)}`,
        `  if (input.${rule.field} && input.${rule.to} && !(Date.parse(input.${rule.field}) ${compare} Date.parse(input.${rule.to}))) {`,
        `    context.addIssue({ code: "custom", path: [${literal(rule.field)}], message: ${literal(ruleMessage(entity, rule))} });`,
        "  }",
      ];
    }),
    "})",
  );
}

function specField(field: Field, entities: readonly Entity[]): string {
  const target = entities.find((entity) => entity.name === field.target);
  const parts = [
    `name: ${literal(field.name)}`,
    `column: ${literal(snakeCase(field.name))}`,
    `kind: ${literal(field.kind)}`,
    `required: ${field.required}`,
    target ? `target: ${literal(target.table)}` : undefined,
    field.unique ? "unique: true" : undefined,
  ];
  return `{ ${parts.filter(Boolean).join(", ")} },`;
}

/** src/domain/<record>.ts: the input schema (validation), the record type and the storage spec. */
export function domainFile(entity: Entity, stored: readonly Entity[]): GeneratedFile {
  const names = domainNames(entity);
  return code(
    names.path,
    "backend",
    fillBlocks(templateText("nodejs/templates/backend/src/domain/[record].ts"), {
      dateImport: entity.fields.some((field) => field.kind === "date") ? `import { dateTime } from "./fields.js";` : "",
      aRecord: `${/^[aeiou]/i.test(entity.label) ? "an" : "a"} ${entity.label.toLowerCase()}`,
      schema: names.schema,
      ruleNotes: lines(...entity.rules.filter((rule) => rule.kind !== "date" || rule.to === "now").map((rule) => `// ${ruleNote(rule)}`)),
      schemaFields: lines(...entity.fields.map((field) => `${field.name}: ${zodFor(entity, field)},`)),
      dateOrder: dateOrder(entity),
      inputType: names.inputType,
      type: names.type,
      spec: names.spec,
      table: literal(entity.table),
      label: literal(entity.label),
      specFields: lines(...entity.fields.map((field) => specField(field, stored))),
    }),
  );
}

/** src/domain/fields.ts: the field types the record schemas share. */
export const domainFieldsFile = () => code("backend/src/domain/fields.ts", "backend", templateText("nodejs/templates/backend/src/domain/fields.ts"));
