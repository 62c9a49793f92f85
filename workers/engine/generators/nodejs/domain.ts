import type { Entity, Field } from "../../model";
import { kebabCase, snakeCase } from "../../model/naming";
import { code, lines, literal } from "../files";
import type { GeneratedFile } from "../types";

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
  return `    { ${parts.filter(Boolean).join(", ")} },`;
}

/** src/domain/<record>.ts: the input schema (validation), the record type and the storage spec. */
export function domainFile(entity: Entity, stored: readonly Entity[]): GeneratedFile {
  const names = domainNames(entity);
  const usesDate = entity.fields.some((field) => field.kind === "date");
  return code(
    names.path,
    "backend",
    lines(
      `import { z } from "zod";`,
      `import type { RecordSpec } from "../repositories/repository.js";`,
      usesDate && `import { dateTime } from "./fields.js";`,
      "",
      `/** What a client sends to create or replace ${/^[aeiou]/i.test(entity.label) ? "an" : "a"} ${entity.label.toLowerCase()}. */`,
      `export const ${names.schema} = z.object({`,
      ...entity.fields.map((field) => `  ${field.name}: ${zodFor(field)},`),
      "});",
      `export type ${names.inputType} = z.infer<typeof ${names.schema}>;`,
      `export type ${names.type} = ${names.inputType} & { id: string };`,
      "",
      `export const ${names.spec}: RecordSpec = {`,
      `  table: ${literal(entity.table)},`,
      `  label: ${literal(entity.label)},`,
      "  fields: [",
      ...entity.fields.map((field) => specField(field, stored)),
      "  ],",
      "};",
    ),
  );
}

export const domainFieldsFile = () =>
  code(
    "backend/src/domain/fields.ts",
    "backend",
    `
import { z } from "zod";

/** A date and time: any form Date.parse reads, stored and returned as an ISO string. */
export const dateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "Must be a date")
  .transform((value) => new Date(value).toISOString());
`,
  );
