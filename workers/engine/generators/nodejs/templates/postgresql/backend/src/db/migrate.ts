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
