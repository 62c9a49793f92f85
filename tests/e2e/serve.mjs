// The server the browser tests run against: a fresh local D1 in a throw-away folder, a fresh build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations, buildAppLocked, randomSecrets, startWrangler, stopProcessGroup } from "../../scripts/server.mjs";

const port = Number(process.env.E2E_PORT);
if (!port) throw new Error("E2E_PORT is not set");

const persistTo = mkdtempSync(join(tmpdir(), "appforge-e2e-"));
applyMigrations(persistTo);
if (!process.env.E2E_SKIP_BUILD) buildAppLocked();

const server = startWrangler({
  detached: false,
  port,
  persistTo,
  vars: {
    ...randomSecrets(),
    // Every journey registers its accounts from this machine's one address.
    QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
    ...(process.env.E2E_FAULT_INJECTION ? { FAULT_INJECTION: process.env.E2E_FAULT_INJECTION } : {}),
  },
});

function stop() {
  stopProcessGroup(server);
  rmSync(persistTo, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(persistTo, { recursive: true, force: true });
  process.exit(code ?? 1);
});
