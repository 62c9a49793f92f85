import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MongoClient } from "mongodb";
import { connectDatabase, type Database } from "../src/db/index.js";
{{checkImports}}
import { ENTITY_CHECKS, REFERENCE_CHECKS } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

const url = process.env.DATABASE_URL;

// Runs where a database is configured (CI starts a MongoDB service); skipped on a laptop without one.
describe.skipIf(!url)("MongoDB repositories", () => {
  let database: Database;

  beforeAll(async () => {
    database = await connectDatabase(url as string);
    // Starts from empty collections; their validators and indexes, set up by connectDatabase, stay.
    const client = new MongoClient(url as string);
    for (const name of {{collections}}) {
      await client.db().collection(name).deleteMany({});
    }
    await client.close();
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
