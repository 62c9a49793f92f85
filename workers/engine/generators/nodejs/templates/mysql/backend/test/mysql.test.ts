import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mysql from "mysql2/promise";
import { connectDatabase, type Database } from "../src/db/index.js";
{{checkImports}}
import { ENTITY_CHECKS, REFERENCE_CHECKS } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

const url = process.env.DATABASE_URL;

// Runs where a database is configured (CI starts a MySQL service); skipped on a laptop without one.
describe.skipIf(!url)("MySQL repositories", () => {
  let database: Database;

  beforeAll(async () => {
    database = await connectDatabase(url as string);
    // Starts from empty tables: foreign key checks are off on this connection only, while it truncates.
    const connection = await mysql.createConnection({ uri: url as string });
    await connection.query("SET FOREIGN_KEY_CHECKS = 0");
    for (const table of {{tables}}) {
      await connection.query(`TRUNCATE TABLE \`${table}\``);
    }
    await connection.end();
  });
  afterAll(async () => {
    await database.close();
  });

  it("stores, reads, updates and deletes every record type, and keeps referenced ones", async () => {
    const client = await createTestClient(database.repositories);
    for (const check of [...ENTITY_CHECKS, ...REFERENCE_CHECKS]) {
      await check(client);
    }
    expect(ENTITY_CHECKS.length).toBeGreaterThan(0);
  });
{{checks}}
});
