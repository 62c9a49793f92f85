import type { Entity, Field } from "../../model";
import { kebabCase, snakeCase } from "../../model/naming";
import { code, lines, literal } from "../files";
import type { GeneratedFile } from "../types";
import { fillBlocks } from "../fill-blocks";
import recordTemplate from "./templates/backend/src/domain/[record].ts?raw";
import fieldsTemplate from "./templates/backend/src/domain/fields.ts?raw";

/** The TypeScript names of one stored record in the backend. */
export const domainNames = (entity: Entity) => ({
  module: `./domain/${kebabCase(entity.name)}.js`,
  path: `backend/src/domain/${kebabCase(entity.name)}.ts`,
  schema: `${entity.camel}Input`,
  inputType: `${entity.name}Input`,
  type: entity.name,
  spec: `${entity.camel}Spec`,
});

const TEXT_MAX = { plain: 200, long: 10000 };

function zodFor(field: Field): string {
  const optional = (schema: string) => (field.required ? schema : `${schema}.nullable().default(null)`);
  switch (field.kind) {
    case "number":
      return optional("z.number()");
    case "boolean":
      return "z.boolean().default(false)";
    case "date":
      return optional("dateTime");
    case "reference":
      return optional("z.string().min(1)");
    default: {
      if (field.format === "email") return optional("z.email()");
      if (field.format === "url") return optional("z.url()");
      const max = field.format === "long" ? TEXT_MAX.long : TEXT_MAX.plain;
      return field.required ? `z.string().trim().min(1).max(${max})` : optional(`z.string().trim().max(${max})`);
    }
  }
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
    fillBlocks(recordTemplate, {
      dateImport: entity.fields.some((field) => field.kind === "date") ? `import { dateTime } from "./fields.js";` : "",
      aRecord: `${/^[aeiou]/i.test(entity.label) ? "an" : "a"} ${entity.label.toLowerCase()}`,
      schema: names.schema,
      schemaFields: lines(...entity.fields.map((field) => `${field.name}: ${zodFor(field)},`)),
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
export const domainFieldsFile = () => code("backend/src/domain/fields.ts", "backend", fieldsTemplate);
