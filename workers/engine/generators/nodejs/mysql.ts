import type { AppModel, Entity, Field } from "../../model";
import { sentenceCase } from "../../model/naming";
import { code, lines, literal, test } from "../files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import type { NodeDatabase } from "./databases";

/**
 * MySQL (8.x, and MariaDB) for the Node backend: mysql2's promise API, the tables in one migration, a
 * repository per table with the memory store's rules, enforced by foreign keys and unique keys.
 */

const mysqlStore = `
import { randomUUID } from "node:crypto";
import type { Pool, ResultSetHeader, RowDataPacket } from "mysql2/promise";
import {
  DuplicateValueError,
  RecordInUseError,
  type Entity,
  type FieldSpec,
  type NewRecord,
  type RecordSpec,
  type Repository,
} from "../repositories/repository.js";

const quote = (identifier: string) => \`\\\`\${identifier}\\\`\`;

/** A reference to a record that does not exist: answered with 400, as the routes' own check is. */
export class MissingReferenceError extends Error {
  readonly status = 400;

  constructor(field: string) {
    super(\`\${field} refers to a record that does not exist\`);
    this.name = "MissingReferenceError";
  }
}

/** API values to column values: ISO strings become dates (the pool writes them as UTC). */
function toColumn(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return new Date(String(value));
  return value;
}

/** Column values back to what the API returns: ISO strings for dates, booleans for BOOLEAN (a TINYINT). */
function fromColumn(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return (value instanceof Date ? value : new Date(String(value))).toISOString();
  if (field.kind === "boolean") return Boolean(Number(value));
  if (field.kind === "number") return Number(value);
  return value;
}

const fieldOf = (spec: RecordSpec, column: string | undefined) =>
  spec.fields.find((field) => field.column === column)?.name ?? "value";

/** MySQL's errors as the repository's: a row still referred to, a missing reference, a taken unique value. */
function translate(error: unknown, spec: RecordSpec): never {
  const { errno, sqlMessage } = error as { errno?: number; sqlMessage?: string };
  const message = sqlMessage ?? "";
  // ER_ROW_IS_REFERENCED_2 (and its older form): deleting a row another row refers to.
  if (errno === 1451 || errno === 1217) throw new RecordInUseError(spec.label);
  // ER_NO_REFERENCED_ROW_2: writing a reference to a row that does not exist.
  if (errno === 1452 || errno === 1216) throw new MissingReferenceError(fieldOf(spec, /FOREIGN KEY \\(\`([^\`]+)\`\\)/.exec(message)?.[1]));
  // ER_DUP_ENTRY: "Duplicate entry 'x' for key 'users.email'"; unique keys are named after their column.
  if (errno === 1062) throw new DuplicateValueError(fieldOf(spec, /for key '(?:[^'.]*\\.)?([^']+)'/.exec(message)?.[1]));
  throw error;
}

/** A repository over one table, written from its spec: the same behaviour as the memory store. */
export function mysqlRepository<T extends Entity>(pool: Pool, spec: RecordSpec): Repository<T> {
  const table = quote(spec.table);
  const columns = ["id", ...spec.fields.map((field) => field.column)].map(quote).join(", ");
  const toRecord = (row: RowDataPacket) => {
    const record: Record<string, unknown> = { id: row.id };
    for (const field of spec.fields) record[field.name] = fromColumn(field, row[field.column]);
    return record as unknown as T;
  };
  const values = (input: NewRecord<T>) =>
    spec.fields.map((field) => toColumn(field, (input as Record<string, unknown>)[field.name]));
  const run = async <R>(action: () => Promise<R>): Promise<R> => {
    try {
      return await action();
    } catch (error) {
      return translate(error, spec);
    }
  };
  const select = (where: string, params: unknown[]) =>
    run(async () => {
      const [rows] = await pool.query<RowDataPacket[]>(\`SELECT \${columns} FROM \${table}\${where} ORDER BY \\\`created_at\\\`, \\\`id\\\`\`, params);
      return rows.map(toRecord);
    });
  const get = async (id: string) => (await select(" WHERE \`id\` = ?", [id]))[0];
  return {
    list: () => select("", []),
    get,
    findBy: (name, value) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(\`\${spec.table} has no field \${name}\`);
      if (value === null) return select(\` WHERE \${quote(field.column)} IS NULL\`, []);
      return select(\` WHERE \${quote(field.column)} = ?\`, [toColumn(field, value)]);
    },
    create: async (input) => {
      const id = randomUUID();
      const placeholders = ["?", ...spec.fields.map(() => "?")].join(", ");
      await run(() => pool.query<ResultSetHeader>(\`INSERT INTO \${table} (\${columns}) VALUES (\${placeholders})\`, [id, ...values(input)]));
      const created = await get(id);
      if (!created) throw new Error(\`Insert into \${spec.table} stored no row\`);
      return created;
    },
    update: async (id, input) => {
      const assignments = spec.fields.map((field) => \`\${quote(field.column)} = ?\`).join(", ");
      if (assignments) {
        await run(() => pool.query<ResultSetHeader>(\`UPDATE \${table} SET \${assignments} WHERE \\\`id\\\` = ?\`, [...values(input), id]));
      }
      return get(id);
    },
    remove: async (id) => {
      const [result] = await run(() => pool.query<ResultSetHeader>(\`DELETE FROM \${table} WHERE \\\`id\\\` = ?\`, [id]));
      return result.affectedRows > 0;
    },
  };
}
`;

const mysqlMigrate = `
import { readdir, readFile } from "node:fs/promises";
import mysql, { type RowDataPacket } from "mysql2/promise";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);

/**
 * Applies the SQL files of migrations/ that have not run yet, in name order, and records each in
 * schema_migrations. MySQL commits schema changes as it goes (no transactional DDL), so a file should be safe
 * to run again (CREATE TABLE IF NOT EXISTS ...); a lock keeps two starting servers from migrating at once.
 */
export async function migrate(url: string, directory: URL = MIGRATIONS): Promise<string[]> {
  // A connection of its own, the only one allowed to send a whole file of statements at once.
  const connection = await mysql.createConnection({ uri: url, multipleStatements: true });
  try {
    const [locked] = await connection.query<RowDataPacket[]>("SELECT GET_LOCK(CONCAT(DATABASE(), '.migrate'), 60) AS \`locked\`");
    if (Number(locked[0]?.locked) !== 1) throw new Error("Another server is migrating the database; try again");
    await connection.query(
      "CREATE TABLE IF NOT EXISTS \`schema_migrations\` (\`name\` VARCHAR(255) NOT NULL PRIMARY KEY, " +
        "\`applied_at\` DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin",
    );
    const [done] = await connection.query<RowDataPacket[]>("SELECT \`name\` FROM \`schema_migrations\`");
    const applied = new Set(done.map((row) => String(row.name)));
    const pending = (await readdir(directory)).filter((name) => name.endsWith(".sql") && !applied.has(name)).sort();
    for (const name of pending) {
      await connection.query(await readFile(new URL(name, directory), "utf8"));
      await connection.query("INSERT INTO \`schema_migrations\` (\`name\`) VALUES (?)", [name]);
    }
    return pending;
  } finally {
    await connection.query("SELECT RELEASE_LOCK(CONCAT(DATABASE(), '.migrate'))").catch(() => undefined);
    await connection.end();
  }
}
`;

const mysqlConnect = `
import mysql from "mysql2/promise";
import { repositoriesFrom, type Repositories } from "../repositories/index.js";
import { migrate } from "./migrate.js";
import { mysqlRepository } from "./mysql.js";

export interface Database {
  repositories: Repositories;
  close(): Promise<void>;
}

/** Connects to MySQL, brings the schema up to date and returns the database-backed repositories. */
export async function connectDatabase(url: string): Promise<Database> {
  await migrate(url);
  // Dates are written and read as UTC, whatever the server's or the machine's time zone.
  const pool = mysql.createPool({ uri: url, timezone: "Z", connectionLimit: 10 });
  return {
    repositories: repositoriesFrom((spec) => mysqlRepository(pool, spec)),
    close: () => pool.end(),
  };
}
`;

/** A value of the right type for a field in the database tests; references point nowhere. */
function sampleValue(field: Field): unknown {
  switch (field.kind) {
    case "number":
      return 12.5;
    case "boolean":
      return true;
    case "date":
      return "2025-03-04T05:06:07.089Z";
    case "reference":
      return "no-such-record";
    default:
      if (field.format === "email") return "taken@example.com";
      if (field.format === "url") return "https://example.com/sample";
      return "Sample é 😀";
  }
}

const recordLiteral = (entity: Entity, references: "missing" | "none") =>
  `{ ${entity.fields
    .map((field) => `${field.name}: ${JSON.stringify(field.kind === "reference" && references === "none" ? null : sampleValue(field))}`)
    .join(", ")} }`;

/**
 * The checks every database test makes straight on the repositories, beyond the API's lifecycle checks:
 * values come back as they went in (dates as ISO strings, booleans, numbers, text beyond ASCII), a taken
 * unique value and a reference to a missing record are refused. Shared by the MySQL and MongoDB tests.
 */
export function repositoryChecks(model: AppModel): { imports: string[]; tests: string } {
  const stored = storedRecords(model);
  const standalone = stored.filter((entity) => entity.fields.length > 0 && !entity.fields.some((field) => field.kind === "reference" && field.required));
  const withUnique = standalone.find((entity) => entity.fields.some((field) => field.unique));
  const uniqueField = withUnique?.fields.find((field) => field.unique);
  const referring = stored.find((entity) =>
    entity.fields.some((field) => field.kind === "reference" && stored.some((target) => target.name === field.target)),
  );
  const roundTrips = standalone.map((entity) =>
    lines(
      `    const ${entity.camel}Input = ${recordLiteral(entity, "none")};`,
      `    const ${entity.camel}Id = (await database.repositories.${entity.camelPlural}.create(${entity.camel}Input)).id;`,
      `    expect(await database.repositories.${entity.camelPlural}.get(${entity.camel}Id)).toEqual({ id: ${entity.camel}Id, ...${entity.camel}Input });`,
    ),
  );
  const tests = [
    roundTrips.length > 0 &&
      lines(
        `  it("gives back what it stored: dates as ISO strings, booleans, numbers and any text", async () => {`,
        ...roundTrips,
        "  });",
      ),
    withUnique &&
      uniqueField &&
      lines(
        "",
        `  it(${literal(`refuses a second ${withUnique.label.toLowerCase()} with the same ${sentenceCase(uniqueField.name).toLowerCase()}`)}, async () => {`,
        `    const input = ${recordLiteral(withUnique, "none")};`,
        `    const repository = database.repositories.${withUnique.camelPlural};`,
        `    if ((await repository.findBy(${literal(uniqueField.name)}, input.${uniqueField.name})).length === 0) {`,
        `      await repository.create(input);`,
        "    }",
        `    await expect(repository.create(input)).rejects.toBeInstanceOf(DuplicateValueError);`,
        "  });",
      ),
    referring &&
      lines(
        "",
        `  it(${literal(`refuses a ${referring.label.toLowerCase()} that refers to a missing record`)}, async () => {`,
        `    await expect(database.repositories.${referring.camelPlural}.create(${recordLiteral(referring, "missing")})).rejects.toMatchObject({ status: 400 });`,
        "  });",
      ),
  ];
  return {
    imports: withUnique ? [`import { DuplicateValueError } from "../src/repositories/repository.js";`] : [],
    tests: lines(...tests),
  };
}

/** A database test: the API's checks against the database, then the repository checks; skipped without one. */
export function databaseTest(
  model: AppModel,
  options: { name: string; imports: string[]; clear: string[]; service: string },
): string {
  const checks = repositoryChecks(model);
  return lines(
    `import { afterAll, beforeAll, describe, expect, it } from "vitest";`,
    ...options.imports,
    `import { connectDatabase, type Database } from "../src/db/index.js";`,
    ...checks.imports,
    `import { ENTITY_CHECKS, REFERENCE_CHECKS } from "./entity-checks.js";`,
    `import { createTestClient } from "./helpers.js";`,
    "",
    "const url = process.env.DATABASE_URL;",
    "",
    `// Runs where a database is configured (CI starts a ${options.service} service); skipped on a laptop without one.`,
    `describe.skipIf(!url)(${literal(`${options.name} repositories`)}, () => {`,
    "  let database: Database;",
    "",
    "  beforeAll(async () => {",
    "    database = await connectDatabase(url as string);",
    ...options.clear.map((line) => `    ${line}`),
    "  });",
    "  afterAll(async () => {",
    "    await database.close();",
    "  });",
    "",
    `  it("stores, reads, updates and deletes every record type, and keeps referenced ones", async () => {`,
    "    const client = await createTestClient(database.repositories);",
    "    for (const check of [...ENTITY_CHECKS, ...REFERENCE_CHECKS]) {",
    "      await check(client);",
    "    }",
    "    expect(ENTITY_CHECKS.length).toBeGreaterThan(0);",
    "  });",
    checks.tests && "",
    checks.tests,
    "});",
  );
}

function mysqlTest(model: AppModel): string {
  const tables = storedRecords(model).map((entity) => entity.table);
  return databaseTest(model, {
    name: "MySQL",
    service: "MySQL",
    imports: [`import mysql from "mysql2/promise";`],
    clear: [
      "// Starts from empty tables: foreign key checks are off on this connection only, while it truncates.",
      "const connection = await mysql.createConnection({ uri: url as string });",
      'await connection.query("SET FOREIGN_KEY_CHECKS = 0");',
      `for (const table of ${JSON.stringify(tables)}) {`,
      "  await connection.query(`TRUNCATE TABLE \\`${table}\\``);",
      "}",
      "await connection.end();",
    ],
  });
}

export const mysqlForNode: NodeDatabase = {
  id: "mysql",
  label: "MySQL",
  dependencies: ["mysql2"],
  devDependencies: [],
  files: (model): GeneratedFile[] => [
    code("backend/migrations/001_create_tables.sql", "database", schemaSql("mysql", storedRecords(model))),
    code("backend/src/db/mysql.ts", "database", mysqlStore),
    code("backend/src/db/migrate.ts", "database", mysqlMigrate),
    code("backend/src/db/index.ts", "database", mysqlConnect),
    test("backend/test/mysql.test.ts", mysqlTest(model)),
  ],
};
