// The server the browser tests run against: a fresh local D1 in a throw-away folder, a fresh build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAppLocked, freshMigratedDatabase, randomSecrets, startPreviewProxy, startWrangler, stopProcessGroup } from "../../scripts/server.mjs";
import { E2E_QUOTAS } from "./quotas.mjs";

const port = Number(process.env.E2E_PORT);
const previewPort = Number(process.env.E2E_PREVIEW_PORT);
const appsPort = Number(process.env.E2E_APPS_PORT);
if (!port || !previewPort || !appsPort) throw new Error("E2E_PORT, E2E_PREVIEW_PORT and E2E_APPS_PORT are not set");

// The previews' and published apps' ports first: if one cannot be had, nothing else has been started.
const proxy = await startPreviewProxy({ port: previewPort, target: port });
const appsProxy = await startPreviewProxy({ port: appsPort, target: port });

const persistTo = mkdtempSync(join(tmpdir(), "appforge-e2e-"));
freshMigratedDatabase(persistTo);
if (!process.env.E2E_SKIP_BUILD) buildAppLocked();

const server = startWrangler({
  detached: false,
  port,
  persistTo,
  vars: {
    ...randomSecrets(),
    // Previews on their own origin, as `npm start` serves them (tests/e2e/own-server.ts runs without one).
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    PREVIEW_ORIGIN: `http://127.0.0.1:${previewPort}`,
    // Published apps at names under localhost, which the browser sends to this machine.
    APPS_ORIGIN: `http://localhost:${appsPort}`,
    ...E2E_QUOTAS,
    ...(process.env.E2E_FAULT_INJECTION ? { FAULT_INJECTION: process.env.E2E_FAULT_INJECTION } : {}),
  },
});

function stop() {
  proxy.close();
  appsProxy.close();
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
