// What every benchmark shares: its own `wrangler dev` on a free port with a throw-away database, and a
// JSON call to its API that fails loudly, a wait for a project to settle, and the time from Start to the
// Preview on a project's screen in a browser.
/* global window, document, MutationObserver -- used inside page.evaluate, where the code runs in the page */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildAppLocked, freshMigratedDatabase, randomSecrets, startWrangler, stopProcessGroup } from "../scripts/server.mjs";
import { startMiniflareServer } from "./miniflare-server.mjs";

/** How long the server may take to answer its health check, and any one API call to answer. */
const START_TIMEOUT_MS = 90_000;
const CALL_TIMEOUT_MS = 30_000;
/** How long `settled` waits for a project to complete or fail. */
const SETTLE_TIMEOUT_MS = 120_000;

/** Runs per bench: `--runs N`, else BENCH_RUNS, else `fallback`; 1 to 50. */
export function benchRuns(fallback) {
  const flag = process.argv.indexOf("--runs");
  const asked = Number(flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_RUNS);
  return Math.max(1, Math.min(50, Math.floor(asked) || fallback));
}

/** The load average (1, 5, 15 min), as `uptime` prints it. */
export const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(" ");

/** The middle value of the finite ones (the upper one of an even count); NaN when there is none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A JSON call to the API at `base` that throws on any answer other than 2xx (and after CALL_TIMEOUT_MS). */
export function apiClient(base) {
  return async function api(method, path, token, body) {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** The secrets, and quotas far above what a bench does from one address and account. */
export const BENCH_VARS = {
  ...randomSecrets(),
  QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
  QUOTA_PROJECTS_PER_ACCOUNT: "100000",
  QUOTA_STARTS_PER_PROJECT_PER_HOUR: "100000",
  QUOTA_REPLANS_PER_PROJECT_PER_HOUR: "100000",
};

/**
 * Starts the product (building it first unless BENCH_SKIP_BUILD is set) and waits until it answers.
 * `extraVars` are passed as `--var`s besides the signing secret (a bench's AI settings, say);
 * TASK_PACING_MS in the environment reaches the server too (bench:engine prints it), for comparing paces.
 * `runtime`: "wrangler" (`wrangler dev`, what `npm start` runs: pages and API) or "miniflare" (the Worker
 * under Miniflare alone, API only: see miniflare-server.mjs); BENCH_RUNTIME overrides it.
 */
export async function startBenchServer(extraVars = {}, { runtime = "wrangler" } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  if (!process.env.BENCH_SKIP_BUILD) buildAppLocked();
  const pacing = process.env.TASK_PACING_MS ? { TASK_PACING_MS: process.env.TASK_PACING_MS } : {};
  const vars = { ...BENCH_VARS, ...pacing, ...extraVars };
  const api = apiClient(base);
  if ((process.env.BENCH_RUNTIME ?? runtime) === "miniflare") {
    const server = await startMiniflareServer({ vars, port });
    return { base, api, settled: settledWith(api), stop: server.stop, runtime: "Miniflare alone" };
  }
  const persistTo = mkdtempSync(join(tmpdir(), "appforge-bench-"));
  freshMigratedDatabase(persistTo);
  const server = startWrangler({ port, persistTo, stdio: "ignore", vars });
  const stop = () => {
    stopProcessGroup(server);
    rmSync(persistTo, { recursive: true, force: true });
  };

  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not up yet
    }
    if (performance.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, api, settled: settledWith(api), stop, runtime: "wrangler dev" };
}

/** settled(projectId, token, pollMs): polls the project's progress until it is completed or failed; its last progress. */
function settledWith(api) {
  return async function settled(projectId, token, pollMs) {
    const deadline = performance.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const progress = await api("GET", `/agents/${projectId}/progress`, token);
      if (progress.status === "completed" || progress.status === "failed") return progress;
      if (performance.now() > deadline) throw new Error(`project ${projectId} not settled within ${SETTLE_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
}

/** A new bakery project of the user's, on `frontend` with a Node.js backend and PostgreSQL. */
export async function createBakery(api, token, { name, wizard, frontend = "react", backend = "nodejs", database = "postgresql" }) {
  const body = { name, description: "Pre-orders for a bakery", tech_stack: [frontend, backend, database], wizard_data: wizard };
  return (await api("POST", "/projects", token, body)).project;
}

/** bench:engine's wizard input (a typical one, 15 tasks), which bench:engine-counts counts too. */
export const ENGINE_WIZARD = {
  problemStatement: "Neighbourhood bakeries lose pre-orders written on paper",
  targetUsers: "Bakery owners and their regular customers",
  systemBehaviors: "Customers place orders for a pickup slot; the bakery prints a production list each morning",
  projectType: "ecommerce",
  features: ["auth", "dashboard", "payments", "notifications"],
  userFlows: "Browse products, choose a pickup slot, pay, get a reminder",
  implementationPriorities: { high: ["Pre-orders with pickup slots"], medium: ["Production list"], low: [] },
  deployment: "render",
  design: "modern",
};

/** The wizard input the preview benches create their projects with. */
export const PREVIEW_WIZARD = {
  problemStatement: "Neighbourhood bakeries lose pre-orders written on paper",
  targetUsers: "Bakery owners and their regular customers",
  projectType: "ecommerce",
  features: ["auth", "dashboard"],
  userTypes: "Customers and the owner",
  deployment: "render",
  design: "modern",
};

/**
 * One run of start -> preview on the project's screen in headless Chromium: a fresh browser context (nothing
 * cached) signed in as the screens keep a session (the token and the user in local storage) opens the
 * project, Start is pressed through the API, and the run waits until the previewed app has drawn its first
 * screen (its sign-in link) inside the sandboxed frame. Every wait gives up `timeoutMs` after Start.
 * Returns, in ms after Start (NaN when it did not happen in time): `preview`, `built` (the card says Built)
 * and `completed` (the progress shows 100.0%); `started` (performance.now() at Start); `compileMs` (from
 * the card's last line); `timeline` (the card's state line each time it changed, ms on the page's clock from
 * just before Start); and `apiRequests`, every request the page made to /api/ (`at`: performance.now() when
 * it was sent), from opening the screen until the context closes, `lingerMs` after the waits end.
 */
export async function timeStartToPreview({ browser, base, api, token, user, projectId, timeoutMs = 120_000, lingerMs = 0 }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const apiRequests = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === base && url.pathname.startsWith("/api/")) apiRequests.push({ at: performance.now(), method: request.method(), path: url.pathname });
    });
    await page.goto(`${base}/`);
    await page.evaluate(
      ([value, account]) => {
        localStorage.setItem("authToken", value);
        localStorage.setItem("user", account);
      },
      [token, JSON.stringify(user)],
    );
    await page.goto(`${base}/projects/${projectId}`);
    await page.getByTestId("preview-card").waitFor();
    // The card's state line, each time it changes, with the page's clock: where the build's time goes.
    await page.evaluate(() => {
      const seen = [];
      window.__stages = seen;
      const node = document.querySelector('[data-testid="preview-state"]');
      const record = () => {
        const text = (document.querySelector('[data-testid="preview-state"]')?.textContent ?? "").split(".")[0];
        if (seen.at(-1)?.text !== text) seen.push({ text, at: performance.now() });
      };
      new MutationObserver(record).observe(node?.parentElement ?? document.body, { subtree: true, childList: true, characterData: true });
    });
    const pageStart = await page.evaluate(() => performance.now());
    const started = performance.now();
    await api("POST", `/projects/${projectId}/start`, token);
    const since = () => performance.now() - started;
    const built = page.getByTestId("preview-state").filter({ hasText: /^Built/ }).waitFor({ timeout: timeoutMs }).then(since, () => NaN);
    const completed = page.getByTestId("engine-progress").filter({ hasText: "100.0%" }).waitFor({ timeout: timeoutMs }).then(since, () => NaN);
    let preview = NaN;
    try {
      await page.frameLocator('iframe[title^="Preview of"]').locator('a[href="/register"]').first().waitFor({ timeout: timeoutMs });
      preview = since();
    } catch {
      // NaN: not shown in time
    }
    const stages = await page.evaluate(() => window.__stages);
    const timeline = stages.map((stage) => `${stage.text} @${Math.round(stage.at - pageStart)}`).join(" | ");
    const phases = { built: await built, completed: await completed };
    const line = (await page.getByTestId("preview-state").textContent()) ?? "";
    const compiled = /in ([0-9.]+) (ms|s)\b/.exec(line);
    const compileMs = compiled ? Number(compiled[1]) * (compiled[2] === "s" ? 1000 : 1) : NaN;
    const result = { started, preview, ...phases, compileMs, timeline, apiRequests };
    if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
    return result;
  } finally {
    await context.close();
  }
}
