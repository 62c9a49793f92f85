import type { AppModel } from "../../model";
import { code, test } from "../files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import type { NodeDatabase } from "./databases";

const pgStore = `
import type pg from "pg";
import {
  DuplicateValueError,
  RecordInUseError,
  type Entity,
  type FieldSpec,
  type NewRecord,
  type RecordSpec,
  type Repository,
} from "../repositories/repository.js";
import { randomUUID } from "node:crypto";

const quote = (identifier: string) => \`"\${identifier}"\`;

/** Database values back to what the API returns: ISO strings for dates, numbers for numbers. */
function fromColumn(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
  if (field.kind === "number") return Number(value);
  return value;
}

function translate(error: unknown, spec: RecordSpec): never {
  const code = (error as { code?: string }).code;
  const column = (error as { constraint?: string }).constraint ?? "value";
  if (code === "23503") throw new RecordInUseError(spec.label);
  if (code === "23505") throw new DuplicateValueError(column.replace(\`\${spec.table}_\`, "").replace(/_key$/, ""));
  throw error;
}

/** A repository over one table, written from its spec: the same behaviour as the memory store. */
export function pgRepository<T extends Entity>(pool: pg.Pool, spec: RecordSpec): Repository<T> {
  const table = quote(spec.table);
  const columns = ["id", ...spec.fields.map((field) => quote(field.column))].join(", ");
  const toRecord = (row: Record<string, unknown>) => {
    const record: Record<string, unknown> = { id: row.id };
    for (const field of spec.fields) record[field.name] = fromColumn(field, row[field.column]);
    return record as unknown as T;
  };
  const values = (input: NewRecord<T>) =>
    spec.fields.map((field) => (input as Record<string, unknown>)[field.name] ?? null);
  const query = async (text: string, params: unknown[]) => {
    try {
      return (await pool.query(text, params)).rows.map(toRecord);
    } catch (error) {
      return translate(error, spec);
    }
  };
  return {
    list: () => query(\`SELECT \${columns} FROM \${table} ORDER BY "created_at", "id"\`, []),
    get: async (id) => (await query(\`SELECT \${columns} FROM \${table} WHERE "id" = $1\`, [id]))[0],
    findBy: (name, value) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(\`\${spec.table} has no field \${name}\`);
      return query(\`SELECT \${columns} FROM \${table} WHERE \${quote(field.column)} = $1 ORDER BY "created_at", "id"\`, [value]);
    },
    create: async (input) => {
      const placeholders = spec.fields.map((_, index) => \`$\${index + 2}\`).join(", ");
      const sql = \`INSERT INTO \${table} (\${columns}) VALUES ($1\${placeholders ? \`, \${placeholders}\` : ""}) RETURNING \${columns}\`;
      const [created] = await query(sql, [randomUUID(), ...values(input)]);
      if (!created) throw new Error(\`Insert into \${spec.table} returned no row\`);
      return created;
    },
    update: async (id, input) => {
      const assignments = spec.fields.map((field, index) => \`\${quote(field.column)} = $\${index + 2}\`).join(", ");
      return (await query(\`UPDATE \${table} SET \${assignments} WHERE "id" = $1 RETURNING \${columns}\`, [id, ...values(input)]))[0];
    },
    remove: async (id) => {
      try {
        return ((await pool.query(\`DELETE FROM \${table} WHERE "id" = $1\`, [id])).rowCount ?? 0) > 0;
      } catch (error) {
        return translate(error, spec);
      }
    },
  };
}
`;

const migrate = `
import { readdir, readFile } from "node:fs/promises";
import type pg from "pg";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);

/** Applies the SQL files of migrations/ that have not run yet, in name order, each in a transaction. */
export async function migrate(pool: pg.Pool, directory: URL = MIGRATIONS): Promise<string[]> {
  await pool.query(
    'CREATE TABLE IF NOT EXISTS "schema_migrations" ("name" text PRIMARY KEY, "applied_at" timestamptz NOT NULL DEFAULT now())',
  );
  const done = await pool.query<{ name: string }>('SELECT "name" FROM "schema_migrations"');
  const applied = new Set(done.rows.map((row) => row.name));
  const pending = (await readdir(directory)).filter((name) => name.endsWith(".sql") && !applied.has(name)).sort();
  for (const name of pending) {
    const sql = await readFile(new URL(name, directory), "utf8");
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(sql);
      await client.query('INSERT INTO "schema_migrations" ("name") VALUES ($1)', [name]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  }
  return pending;
}
`;

const connect = `
import pg from "pg";
import { repositoriesFrom, type Repositories } from "../repositories/index.js";
import { migrate } from "./migrate.js";
import { pgRepository } from "./postgres.js";

export interface Database {
  repositories: Repositories;
  close(): Promise<void>;
}

/** Connects to PostgreSQL, brings the schema up to date and returns the database-backed repositories. */
export async function connectDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  await migrate(pool);
  return {
    repositories: repositoriesFrom((spec) => pgRepository(pool, spec)),
    close: () => pool.end(),
  };
}
`;

function pgTest(model: AppModel): string {
  const tables = storedRecords(model)
    .map((entity) => `"${entity.table}"`)
    .reverse()
    .join(", ");
  return `
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../src/db/index.js";
import { ENTITY_CHECKS, REFERENCE_CHECKS } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

const url = process.env.DATABASE_URL;

// Runs where a database is configured (CI starts a PostgreSQL service); skipped on a laptop without one.
describe.skipIf(!url)("PostgreSQL repositories", () => {
  let database: Database;

  beforeAll(async () => {
    database = await connectDatabase(url as string);
  });
  afterAll(async () => {
    await database.close();
  });

  it("stores, reads, updates and deletes every record type, and keeps referenced ones", async () => {
    const pool = await import("pg").then(({ default: pg }) => new pg.Pool({ connectionString: url }));
    await pool.query('TRUNCATE ${tables} CASCADE');
    await pool.end();
    const client = await createTestClient(database.repositories);
    for (const check of [...ENTITY_CHECKS, ...REFERENCE_CHECKS]) {
      await check(client);
    }
    expect(ENTITY_CHECKS.length).toBeGreaterThan(0);
  });
});
`;
}

export const postgresqlForNode: NodeDatabase = {
  id: "postgresql",
  label: "PostgreSQL",
  dependencies: ["pg"],
  devDependencies: ["@types/pg"],
  files: (model): GeneratedFile[] => [
    code("backend/migrations/001_create_tables.sql", "database", schemaSql("postgresql", storedRecords(model))),
    code("backend/src/db/postgres.ts", "database", pgStore),
    code("backend/src/db/migrate.ts", "database", migrate),
    code("backend/src/db/index.ts", "database", connect),
    test("backend/test/postgres.test.ts", pgTest(model)),
  ],
};
