import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";

// The same migrations `wrangler d1 migrations apply` runs; already applied ones are skipped.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// An unexpected console.error is a failing test.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) throw new Error(`Unexpected console.error: ${calls.map(String).join(" | ")}`);
});
