import { createServer } from "node:net";
import { chromiumPath } from "./scripts/lib/chromium.mjs";
import { defineConfig, devices } from "@playwright/test";

/** A free loopback port, chosen once in the main process; test workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
// The previews' own origin (tests/e2e/serve.mjs serves it as `npm start` does).
while (!process.env.E2E_PREVIEW_PORT || process.env.E2E_PREVIEW_PORT === process.env.E2E_PORT) process.env.E2E_PREVIEW_PORT = String(await freePort());
// Published apps' names live under http://localhost on this port.
while (!process.env.E2E_APPS_PORT || [process.env.E2E_PORT, process.env.E2E_PREVIEW_PORT].includes(process.env.E2E_APPS_PORT)) process.env.E2E_APPS_PORT = String(await freePort());
// The retry journey needs a task that fails until retried: only projects with the search feature plan it.
process.env.E2E_FAULT_INJECTION ??= "ui-search:3";
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  // A journey that fails is run once more, and Playwright reports it as flaky: on two cores the journeys' wrangler dev
  // now and then drops a connection (ECONNRESET, a sign-in that never answers; docs/benchmarks.md, 2026-12-04 late),
  // locally and in CI alike. A journey that fails twice fails the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // A failed journey keeps its trace: every action with the page's DOM before and after it, and the failure's
    // screenshot below. Not a screencast: encoding frames for every journey cost a third of the run's CPU.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    screenshot: "only-on-failure",
    // As a person who asks for less motion sees AppForge: the live badge's pulse, drawn in software on every
    // frame, kept Chromium busy for as long as a project screen was open.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: await chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    command: "node tests/e2e/serve.mjs",
    url: `${baseURL}/api/health`,
    // The server builds the app first: on a loaded 2-core machine that alone can take three minutes.
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
