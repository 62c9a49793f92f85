import { applyD1Migrations, env, reset } from "cloudflare:test";

// The storage project's files share one runtime (vitest.config.mts), so each starts by emptying it: reset() deletes
// every binding's data, D1's too (locally a database is a Durable Object), and ends the rooms an earlier file left
// running. The migrations then give this file the schema a new database has.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const left = await env.DB.prepare("SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM projects) AS n").first<{ n: number }>();
if (left?.n !== 0) throw new Error(`An earlier test file's records survived the reset (${left?.n ?? "no answer"}): this file would see them.`);
