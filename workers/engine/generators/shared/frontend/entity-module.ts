import type { AppModel, Entity, Field } from "../../../model";
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

function fieldMeta(model: AppModel, field: Field): string {
  const target = model.entities.find((entity) => entity.name === field.target);
  const display = target?.fields.find((candidate) => candidate.name === target.displayField);
  const parts = [
    `name: ${literal(field.name)}`,
    `label: ${literal(field.label)}`,
    `kind: ${literal(field.kind)}`,
    `required: ${field.required}`,
    field.format ? `format: ${literal(field.format)}` : undefined,
    target
      ? `target: { route: ${literal(target.route)}, label: ${literal(target.label)}, displayField: ${literal(target.displayField)}, displayKind: ${literal(display?.kind ?? "string")} }`
      : undefined,
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
      ...entity.fields.map((field) => fieldMeta(model, field)),
      "  ],",
      "};",
      "",
      `export const ${names.api} = resource<${names.type}, ${names.inputType}>(${literal(entity.route)});`,
    ),
  );
}
