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
    await pool.query('TRUNCATE "record_owners", "uploads", "analytics_events", "notifications", "payments", "users", "production_lists", "orders", "pickup_slots", "customers", "products" CASCADE');
    await pool.end();
    const client = await createTestClient(database.repositories);
    for (const check of [...ENTITY_CHECKS, ...REFERENCE_CHECKS]) {
      await check(client);
    }
    expect(ENTITY_CHECKS.length).toBeGreaterThan(0);
  });
});
