import { applyD1Migrations, env, reset } from "cloudflare:test";

// The storage project's files share one runtime (vitest.config.mts), so each starts by emptying it: reset() deletes
// every binding's data, D1's too (locally a database is a Durable Object), and ends the rooms an earlier file left
// running. The migrations then give this file the schema a new database has.

/** A setup step has no test's timeout: one that never settles fails the file, naming itself, instead of holding the run. */
async function within<T>(what: string, step: Promise<T>, ms = 60_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

// The modules the test Worker imports on first use (the ZIP download's fflate, the tokenizer a model call loads),
// imported here by the runner before any room or request can: one that reset() ends in the middle of such an import
// would leave the module runner's import of it pending, and every later import of it in this runtime (a test
// file's own, among them) would wait forever. The compilers' lazy imports run in their own dynamic Worker.
// Imported once a runtime.
await within("Importing the Worker's lazily loaded modules", Promise.all([import("fflate"), import("gpt-tokenizer/GptEncoding")]));
await within("Emptying the storage (reset)", reset());
await within("Applying the migrations", applyD1Migrations(env.DB, env.TEST_MIGRATIONS));
const left = await env.DB.prepare("SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM projects) AS n").first<{ n: number }>();
if (left?.n !== 0) throw new Error(`An earlier test file's records survived the reset (${left?.n ?? "no answer"}): this file would see them.`);
