import type { AppModel, Entity, Field } from "../../model";
import { snakeCase } from "../../model/naming";
import { lines } from "../files";
import { referencedFirst } from "../records";

const quote = (identifier: string) => `"${identifier}"`;
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

const COLUMN_TYPES: Record<Field["kind"], string> = {
  string: "TEXT",
  number: "REAL",
  // 0 or 1: SQLite has no boolean type.
  boolean: "INTEGER",
  // ISO 8601 in UTC, as the API answers it.
  date: "TEXT",
  reference: "TEXT",
};

function columnSql(field: Field, stored: readonly Entity[]): string {
  const target = stored.find((entity) => entity.name === field.target);
  const parts = [quote(snakeCase(field.name)), COLUMN_TYPES[field.kind]];
  if (field.required || field.kind === "boolean") parts.push("NOT NULL");
  if (field.kind === "boolean") parts.push("DEFAULT 0");
  if (field.unique) parts.push("UNIQUE");
  if (target) parts.push(`REFERENCES ${quote(target.table)} ("id") ON DELETE RESTRICT`);
  return parts.join(" ");
}

/** migrations/0001_create_tables.sql: SQLite DDL in `wrangler d1 migrations apply` form, referenced tables first. */
export function d1SchemaSql(model: AppModel, stored: readonly Entity[]): string {
  const tables = stored.map((entity) =>
    lines(
      `CREATE TABLE IF NOT EXISTS ${quote(entity.table)} (`,
      `  "id" TEXT PRIMARY KEY NOT NULL,`,
      ...entity.fields.map((field) => `  ${columnSql(field, stored)},`),
      `  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      ");",
      ...entity.fields
        .filter((field) => field.kind === "reference" || field.indexed === true)
        .map((field) => {
          const column = snakeCase(field.name);
          return `CREATE INDEX IF NOT EXISTS ${quote(`${entity.table}_${column}_idx`)} ON ${quote(entity.table)} (${quote(column)});`;
        }),
    ),
  );
  const parts = model.features.includes("file-upload")
    ? [
        lines(
          "-- Uploaded files' bytes when no R2 bucket is bound (UPLOADS), in parts under D1's 2 MB row limit.",
          `CREATE TABLE IF NOT EXISTS "upload_parts" (`,
          `  "upload_id" TEXT NOT NULL REFERENCES "uploads" ("id") ON DELETE CASCADE,`,
          `  "part" INTEGER NOT NULL,`,
          `  "data" TEXT NOT NULL,`,
          `  PRIMARY KEY ("upload_id", "part")`,
          ");",
        ),
      ]
    : [];
  return `-- The tables of the app, referenced tables first (D1 is SQLite; it enforces the foreign keys).\n\n${[...tables, ...parts].join("\n\n")}\n`;
}

/** The stable id of the nth (1-based) sample of a record type, the same in every run. */
export const sampleId = (entity: Entity, number: number) => `sample-${entity.route}-${number}`;

function sqlValue(field: Field, value: unknown, model: AppModel): string {
  if (value === null || value === undefined) return field.kind === "boolean" ? "0" : "NULL";
  const target = model.entities.find((candidate) => candidate.name === field.target);
  if (field.kind === "reference" && target) {
    return typeof value === "number" && value >= 1 && value <= target.samples.length ? sqlText(sampleId(target, value)) : "NULL";
  }
  if (field.kind === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  return sqlText(String(value));
}

/**
 * seed/samples.sql: the app model's sample records, referenced types first. A reference sample holds the number of
 * the target's sample (1 is its first), which becomes that sample's id; one past the target's samples is NULL.
 */
export function samplesSql(model: AppModel): string {
  const inserts = referencedFirst(model.entities).flatMap((entity) =>
    entity.samples.map((sample, index) => {
      const columns = ["id", ...entity.fields.map((field) => snakeCase(field.name))].map(quote).join(", ");
      const values = [sqlText(sampleId(entity, index + 1)), ...entity.fields.map((field) => sqlValue(field, sample[field.name], model))].join(", ");
      return `INSERT OR IGNORE INTO ${quote(entity.table)} (${columns}) VALUES (${values});`;
    }),
  );
  return lines("-- The sample records of the app (npm run db:seed), with stable ids: seeding again adds only the missing ones.", "", ...inserts);
}
