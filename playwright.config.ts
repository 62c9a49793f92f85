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

/** The journeys that run projects through the engine and the previews on the shared server, by file name. */
const BUILDS = ["preview", "editor", "engine", "preview-screen-check", "dashboard", "next-step", "publish-edge"];
const journeys = (names: string[]): RegExp => new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  // Two lanes, one journey at a time in each (see `projects`): one Playwright worker kept the two cores about 72%
  // busy, two lanes took the journeys from 10 to about 8 minutes (docs/benchmarks.md).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
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
  // Both lanes drive the same desktop Chromium. Journeys that start and build projects on the shared server run one
  // after another in "builds": two of them at once kept its one isolate busy past the files panel's 10 s time limit
  // for a save. "others" holds the journeys that start a server of their own (one at a time: two servers starting
  // together missed their health check) and the ones that ask the shared server for little.
  projects: [
    { name: "builds", use: { ...devices["Desktop Chrome"] }, testMatch: journeys(BUILDS), workers: 1 },
    { name: "others", use: { ...devices["Desktop Chrome"] }, testIgnore: journeys(BUILDS), workers: 1 },
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
