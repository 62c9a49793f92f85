import type { Entity, Field } from "../../../model";
import { snakeCase } from "../../../model/naming";
import { lines } from "../../files";

/**
 * The app's tables as SQL, the same whichever backend runs them: migrations/001_create_tables.sql (or
 * Flyway's V1__create_tables.sql). Every backend's SQL store relies on what is declared here: foreign
 * keys refuse deleting a referenced record, unique keys refuse a taken value, and on MySQL each unique
 * key is named after its column, which is how the stores tell which field a duplicate was.
 */
export function schemaSql(database: "postgresql" | "mysql", stored: readonly Entity[]): string {
  return database === "postgresql" ? postgresqlSchema(stored) : mysqlSchema(stored);
}

const PG_COLUMN_TYPES: Record<Field["kind"], string> = {
  string: "text",
  number: "double precision",
  boolean: "boolean",
  date: "timestamptz",
  reference: "text",
};

const pgQuote = (identifier: string) => `"${identifier}"`;

function pgColumnSql(field: Field, stored: readonly Entity[]): string {
  const target = stored.find((entity) => entity.name === field.target);
  const parts = [pgQuote(snakeCase(field.name)), PG_COLUMN_TYPES[field.kind]];
  if (field.required || field.kind === "boolean") parts.push("NOT NULL");
  if (field.kind === "boolean") parts.push("DEFAULT false");
  if (field.unique) parts.push("UNIQUE");
  if (target) parts.push(`REFERENCES ${pgQuote(target.table)} ("id") ON DELETE RESTRICT`);
  return parts.join(" ");
}

/** Fields with an index of their own: references, and those records are often looked up by. */
const indexedField = (field: Field) => field.kind === "reference" || field.indexed === true;

/** PostgreSQL: one table per record, referenced tables first, an index per reference and indexed field. */
function postgresqlSchema(stored: readonly Entity[]): string {
  const tables = stored.map((entity) =>
    lines(
      `CREATE TABLE IF NOT EXISTS ${pgQuote(entity.table)} (`,
      `  "id" text PRIMARY KEY,`,
      ...entity.fields.map((field) => `  ${pgColumnSql(field, stored)},`),
      `  "created_at" timestamptz NOT NULL DEFAULT now()`,
      ");",
      ...entity.fields
        .filter(indexedField)
        .map((field) => {
          const column = snakeCase(field.name);
          return `CREATE INDEX IF NOT EXISTS ${pgQuote(`${entity.table}_${column}_idx`)} ON ${pgQuote(entity.table)} (${pgQuote(column)});`;
        }),
    ),
  );
  return `-- The tables of the app, referenced tables first.\n\n${tables.join("\n\n")}\n`;
}

const myQuote = (identifier: string) => `\`${identifier}\``;

/** Strings that are unique or indexed are VARCHAR (an index needs a bounded key); other strings are TEXT. */
function mysqlColumnType(field: Field, target: Entity | undefined): string {
  switch (field.kind) {
    case "number":
      return "DOUBLE";
    case "boolean":
      return "BOOLEAN";
    case "date":
      // UTC, to the millisecond: what an ISO string carries.
      return "DATETIME(3)";
    case "reference":
      return target ? "VARCHAR(36)" : "VARCHAR(255)";
    default:
      return field.unique || field.indexed ? "VARCHAR(255)" : "TEXT";
  }
}

/** MySQL names are at most 64 characters: longer ones keep their start and get a short, stable hash. */
function mysqlName(name: string): string {
  if (name.length <= 64) return name;
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `${name.slice(0, 55)}_${hash.toString(16).padStart(8, "0")}`;
}

function mysqlTableSql(entity: Entity, stored: readonly Entity[]): string {
  const targetOf = (field: Field) => (field.kind === "reference" ? stored.find((candidate) => candidate.name === field.target) : undefined);
  const column = (field: Field) => {
    const parts = [myQuote(snakeCase(field.name)), mysqlColumnType(field, targetOf(field))];
    parts.push(field.required || field.kind === "boolean" ? "NOT NULL" : "NULL");
    if (field.kind === "boolean") parts.push("DEFAULT FALSE");
    return `  ${parts.join(" ")},`;
  };
  // Index names are per table: each unique, referring or indexed column gets an index named after the column.
  const keys = [
    "  PRIMARY KEY (`id`)",
    ...entity.fields.filter((field) => field.unique).map((field) => `  UNIQUE KEY ${myQuote(snakeCase(field.name))} (${myQuote(snakeCase(field.name))})`),
    ...entity.fields
      .filter((field) => (targetOf(field) || field.indexed) && !field.unique)
      .map((field) => `  KEY ${myQuote(snakeCase(field.name))} (${myQuote(snakeCase(field.name))})`),
    "  KEY `created_at` (`created_at`)",
    ...entity.fields.flatMap((field) => {
      const target = targetOf(field);
      if (!target) return [];
      const name = snakeCase(field.name);
      return [
        `  CONSTRAINT ${myQuote(mysqlName(`${entity.table}_${name}_fk`))} FOREIGN KEY (${myQuote(name)}) REFERENCES ${myQuote(target.table)} (\`id\`) ON DELETE RESTRICT`,
      ];
    }),
  ];
  return lines(
    `CREATE TABLE IF NOT EXISTS ${myQuote(entity.table)} (`,
    "  `id` VARCHAR(36) NOT NULL,",
    ...entity.fields.map(column),
    "  `created_at` DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),",
    keys.join(",\n"),
    ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;",
  );
}

/** MySQL (8.x, and MariaDB): referenced tables first, keys and foreign keys inline. */
function mysqlSchema(stored: readonly Entity[]): string {
  return lines(
    "-- The tables of the app, referenced tables first. InnoDB for foreign keys; utf8mb4_bin compares text",
    "-- exactly (case-sensitive), as the API does. Dates are UTC. Every statement can run again safely.",
    "",
    stored.map((entity) => mysqlTableSql(entity, stored)).join("\n\n"),
  );
}
