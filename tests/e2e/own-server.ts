import { expect } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshMigratedDatabase, randomSecrets, startWrangler, stopProcessGroup } from "../../scripts/server.mjs";
import { E2E_QUOTAS } from "./quotas.mjs";

// A second server of the same build, with its own database and environment (an outside service pointed
// at a local stand-in): for journeys that need a configuration the shared server does not have.

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startOwnServer(name: string, vars: Record<string, string>): Promise<{ baseUrl: string; stop(): void }> {
  const port = await freePort();
  const persistTo = mkdtempSync(join(tmpdir(), `appforge-e2e-${name}-`));
  freshMigratedDatabase(persistTo);
  const wrangler = startWrangler({ port, persistTo, stdio: "ignore", vars: { ...randomSecrets(), ...E2E_QUOTAS, ...vars } });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    stopProcessGroup(wrangler);
    rmSync(persistTo, { recursive: true, force: true });
  };
  try {
    await expect.poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Runs `use` with a server of its own, stopped afterwards whatever happens: the body of a fixture. */
export async function withOwnServer(name: string, vars: Record<string, string>, use: (baseUrl: string) => Promise<void>): Promise<void> {
  const server = await startOwnServer(name, vars);
  try {
    await use(server.baseUrl);
  } finally {
    server.stop();
  }
}
