// Proves a generated app works in a browser, not only that it builds: starts the built Node backend the way
// production does (in-memory store: DATABASE_URL unset), serves the built frontend the way production does
// (static files with an index.html fallback and /api forwarded to the backend, as the generated nginx.conf
// does; or `next start` for Next.js), then drives headless Chromium through the sample journey: register
// (when the app has auth), open the first record type's list, click "New …", fill its required fields,
// save, and find the new record in the list. Any page error, console error or HTTP 5xx fails the run.
//
// Expects backend/ and frontend/ installed and built (node_modules, backend/dist, the frontend's build
// output). A Next.js frontend forwards /api to the address in API_URL when it was built: the backend is
// started on that address's port (check-generated.mjs builds Next.js with API_URL on a free port).
// On failure: a screenshot (smoke-failure.png) and the servers' logs (smoke-*.log) are left in the app dir.
//
// Usage: node scripts/smoke-generated.mjs <app-dir> [--backend <backend-dir>]
//   --backend: the built backend to use when <app-dir>/backend was not built (check-generated.mjs builds an
//   identical backend once and reuses it).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, request } from "node:http";
import { createServer as createNetServer } from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { chromium } from "playwright-core";

/** The whole smoke, servers' start-up included; a watchdog kills everything after it. */
const TOTAL_TIMEOUT_MS = 4 * 60 * 1000;
const SERVER_START_TIMEOUT_MS = 60 * 1000;
/** Each browser action or wait. */
const STEP_TIMEOUT_MS = 20 * 1000;
const LOG_TAIL_LINES = 30;

// ---- arguments -------------------------------------------------------------------------------------

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help") || args.includes("-h")) {
  console.log("Usage: node scripts/smoke-generated.mjs <app-dir> [--backend <backend-dir>]");
  process.exit(args.length === 0 ? 2 : 0);
}
let appDirArg;
let backendDirArg;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--backend") backendDirArg = args[++i];
  else if (args[i].startsWith("--backend=")) backendDirArg = args[i].slice("--backend=".length);
  else if (!appDirArg && !args[i].startsWith("-")) appDirArg = args[i];
  else usage(`Unknown argument ${args[i]}`);
}
if (!appDirArg) usage("Missing <app-dir>");
if (args.includes("--backend") && !backendDirArg) usage("--backend needs a folder");

function usage(message) {
  console.error(`${message}\nUsage: node scripts/smoke-generated.mjs <app-dir> [--backend <backend-dir>]`);
  process.exit(2);
}

const appDir = resolve(appDirArg);
const backendDir = resolve(backendDirArg ?? join(appDir, "backend"));
const frontendDir = join(appDir, "frontend");

// ---- child processes, servers and cleanup ------------------------------------------------------------

const children = [];
const closers = [];
let browser = null;

/** Starts a long-running server in its own process group (killed as a group), output to a log file. */
function startProcess(name, command, commandArgs, cwd, env) {
  const logFile = join(appDir, `smoke-${name}.log`);
  const log = createWriteStream(logFile);
  log.write(`$ ${command} ${commandArgs.join(" ")}   (in ${cwd})\n`);
  const child = spawn(command, commandArgs, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.on("error", (error) => log.write(`\n[could not start: ${error.message}]\n`));
  const entry = { name, child, logFile, exited: null };
  child.on("exit", (code, signal) => {
    entry.exited = `exit ${code ?? signal}`;
  });
  children.push(entry);
  return entry;
}

function killGroup(child) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

async function cleanup() {
  if (browser) await browser.close().catch(() => {});
  browser = null;
  for (const close of closers.splice(0)) close();
  for (const { child } of children) killGroup(child);
}

// Ctrl-C, a CI runner's SIGTERM or the watchdog: no server may outlive the smoke.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\nsmoke: interrupted (${signal})`);
    for (const { child } of children) killGroup(child);
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}
const watchdog = setTimeout(() => {
  console.error(`\nsmoke: FAIL, gave up after ${TOTAL_TIMEOUT_MS / 1000}s`);
  for (const { child } of children) killGroup(child);
  process.exit(1);
}, TOTAL_TIMEOUT_MS);

function tail(file, lines) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/** A free loopback port (the same approach as playwright.config.ts). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(address.port));
    });
  });
}

/** Whether something already listens on a port (the Next.js build's API port must be ours to take). */
function portTaken(port) {
  return new Promise((resolveTaken) => {
    const server = createNetServer();
    server.once("error", () => resolveTaken(true));
    server.listen(port, () => server.close(() => resolveTaken(false)));
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls a URL until `accept(status)`; fails early when the server process has exited. */
async function waitForUrl(url, accept, server) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (server?.exited) throw new Error(`${server.name} stopped (${server.exited}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (accept(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${SERVER_START_TIMEOUT_MS / 1000}s (last: ${last})`);
}

// ---- what the app is and how production serves it --------------------------------------------------------

function readJson(file, what) {
  if (!existsSync(file)) throw new Error(`${what} not found: ${file}`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * How the frontend is served. Next.js (next.config.mjs) runs its own server; any other frontend is static
 * files, from the folder frontend/Dockerfile copies into nginx (dist/, or Angular's dist/browser/).
 */
function frontendServing() {
  if (existsSync(join(frontendDir, "next.config.mjs"))) {
    if (!existsSync(join(frontendDir, ".next", "BUILD_ID"))) throw new Error("frontend/.next is missing: run npm run build in frontend/ first");
    return { kind: "next" };
  }
  const dockerfile = join(frontendDir, "Dockerfile");
  const copied = existsSync(dockerfile) ? /COPY --from=\S+ \/app\/(\S+) \/usr\/share\/nginx\/html/.exec(readFileSync(dockerfile, "utf8")) : null;
  const candidates = copied ? [copied[1]] : ["dist/browser", "dist"];
  const output = candidates.find((dir) => existsSync(join(frontendDir, dir, "index.html")));
  if (!output) throw new Error(`No built frontend: none of ${candidates.map((dir) => `frontend/${dir}/index.html`).join(", ")} exists`);
  return { kind: "static", root: join(frontendDir, output) };
}

/**
 * The API port a Next.js build forwards /api to: next.config.mjs reads API_URL during `next build`, and
 * the rewrite's destination is fixed in .next/routes-manifest.json.
 */
function nextApiPort() {
  const manifest = readJson(join(frontendDir, ".next", "routes-manifest.json"), "Next.js routes manifest");
  const { rewrites = [] } = manifest;
  const all = Array.isArray(rewrites) ? rewrites : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])];
  const api = all.find((rewrite) => rewrite.source?.startsWith("/api"));
  if (!api) throw new Error("The Next.js build has no /api rewrite (next.config.mjs)");
  const url = new URL(api.destination.replace(/:path\*$/, ""));
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
    throw new Error(`The Next.js build forwards /api to ${url.origin}, not to this machine: rebuild it with API_URL=http://127.0.0.1:<port>`);
  }
  return Number(url.port || 80);
}

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * What the generated nginx.conf does, in Node: /api/ forwarded to the backend (streamed, for live updates),
 * an existing file served as is, any other path answered with index.html (the app's router takes over).
 */
function startStaticServer(root, port, apiPort) {
  const handle = async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://app").pathname);
    if (path === "/api" || path.startsWith("/api/")) {
      const upstream = request(
        { host: "127.0.0.1", port: apiPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      res.on("close", () => upstream.destroy());
      req.pipe(upstream);
      return;
    }
    let file = join(root, path);
    // Only files inside the build folder; anything else falls back to index.html.
    if (!file.startsWith(root + sep) || !(await stat(file).then((found) => found.isFile(), () => false))) file = join(root, "index.html");
    res.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(await readFile(file));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      // A 500 the page would report: the smoke fails with this server's reason.
      console.error(`   static server: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return new Promise((listening, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => listening());
  });
}

// ---- the browser journey ------------------------------------------------------------------------------

/** Problems the page reports while the journey runs: each one fails the smoke. */
const problems = [];
/** Set while a step runs: fails it at once (rather than when its wait times out). */
let onProblem = () => {};

function watchPage(page) {
  const report = (problem) => {
    problems.push(problem);
    onProblem();
  };
  page.on("pageerror", (error) => report(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") report(`console error: ${message.text()} (${message.location().url || "inline"})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) report(`HTTP ${response.status()} from ${response.request().method()} ${response.url()}`);
  });
}

function checkProblems(step) {
  if (problems.length > 0) throw new Error(`${step}: ${problems.length} problem(s) in the page:\n  ${problems.join("\n  ")}`);
}

/** Runs one named step of the journey; a failure names the step. */
async function step(name, action) {
  const started = performance.now();
  const problemReported = new Promise((_, reject) => {
    onProblem = () => reject(new Error("the page reported a problem"));
  });
  try {
    await Promise.race([action(), problemReported]);
  } catch (error) {
    // Playwright's messages carry a call log after the first line; what the page reported explains more.
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const seen = problems.length > 0 ? `\n  the page reported:\n  ${problems.join("\n  ")}` : "";
    throw new Error(`${name}: ${message}${seen}`, { cause: error });
  } finally {
    onProblem = () => {};
  }
  checkProblems(name);
  console.log(`   ${name} ok (${((performance.now() - started) / 1000).toFixed(1)}s)`);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const stamp = Date.now().toString(36);

/** A value a user would type into a field, unique to this run where it is text (to find the record again). */
async function fillField(form, field, entity) {
  const control = form.getByLabel(field.label, { exact: true });
  if (field.kind === "boolean") return control.check();
  if (field.kind === "reference") {
    // The options come from the API: wait for one record besides the empty choice.
    await control.locator("option:not([value=''])").first().waitFor({ state: "attached" });
    return control.selectOption({ index: 1 });
  }
  if (field.kind === "number") return control.fill("7");
  if (field.kind === "date") {
    const type = await control.getAttribute("type");
    return control.fill(type === "date" ? "2030-06-01" : "2030-06-01T09:30");
  }
  if (field.format === "email") return control.fill(`smoke-${stamp}@example.com`);
  if (field.format === "url") return control.fill(`https://example.com/smoke-${stamp}`);
  return control.fill(`Smoke ${entity.label} ${field.label} ${stamp}`);
}

/**
 * Creates one record through the UI, from its list screen's "New …" button, and finds it in the list.
 * A required reference needs a record to point at: that record type's own record is created first.
 */
async function createRecord(page, baseUrl, model, entity, depth = 0) {
  if (depth > 3) throw new Error(`References nest too deep at ${entity.name}`);
  for (const field of entity.fields.filter((candidate) => candidate.kind === "reference" && candidate.required)) {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) throw new Error(`${entity.name}.${field.name} points at unknown ${field.target}`);
    await createRecord(page, baseUrl, model, target, depth + 1);
  }
  const list = model.screens.find((screen) => screen.kind === "list" && screen.entity === entity.name);
  if (!list) throw new Error(`docs/app-model.json has no list screen for ${entity.name}`);
  const listUrl = new RegExp(`${escapeRegExp(list.path)}/?([?#].*)?$`);
  const main = page.getByRole("main");

  await step(`open ${list.path} from the navigation`, async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: entity.pluralLabel, exact: true }).click();
    await page.waitForURL(listUrl);
    await main.getByRole("heading", { level: 1, name: list.title, exact: true }).waitFor();
  });

  const newLabel = new RegExp(`^\\s*New ${escapeRegExp(entity.label)}\\s*$`, "i");
  const form = main.locator("form");
  await step(`click "New ${entity.label.toLowerCase()}"`, async () => {
    await main.getByRole("link", { name: newLabel }).or(main.getByRole("button", { name: newLabel })).first().click();
    await form.waitFor();
  });

  // The required fields, and the naming field (the list's first column) so the record can be found.
  const fields = entity.fields.filter((field) => field.required || field.name === entity.displayField);
  const display = entity.fields.find((field) => field.name === entity.displayField);
  let shownValue = null;
  await step(`fill ${fields.map((field) => field.label).join(", ")} and save`, async () => {
    for (const field of fields) await fillField(form, field, entity);
    if (display?.kind === "string") shownValue = await form.getByLabel(display.label, { exact: true }).inputValue();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(listUrl);
  });

  await step(`find the new ${entity.label.toLowerCase()} in the list`, async () => {
    const table = main.locator("table");
    if (shownValue) await table.getByRole("link", { name: shownValue, exact: true }).or(table.getByText(shownValue, { exact: true })).first().waitFor();
    else await table.locator("tbody tr").first().waitFor();
  });
}

async function journey(baseUrl, model) {
  const executablePath = await chromiumPath();
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  watchPage(page);
  try {
    const register = model.features.includes("auth") ? model.screens.find((screen) => screen.kind === "register") : null;
    await step("open the app", async () => {
      await page.goto(baseUrl, { waitUntil: "load" });
      // Signed out, an app with auth shows its sign-in screen; without auth, the signed-in frame.
      if (register) await page.locator(`a[href="${register.path}"]`).first().waitFor();
      else await page.getByRole("navigation", { name: "Main" }).waitFor();
    });
    if (register) {
      await step("register a user", async () => {
        await page.locator(`a[href="${register.path}"]`).first().click();
        await page.waitForURL(new RegExp(`${escapeRegExp(register.path)}/?$`));
        const form = page.locator("form");
        await form.getByLabel("Name", { exact: true }).fill("Smoke Tester");
        await form.getByLabel("Email", { exact: true }).fill(`smoke-user-${stamp}@example.com`);
        await form.getByLabel("Password", { exact: true }).fill("correct-horse-battery-42");
        await form.locator('button[type="submit"]').click();
        // Registered, the app leaves the screen for its signed-in frame.
        await page.getByRole("navigation", { name: "Main" }).waitFor();
      });
    }
    const entity = model.entities[0];
    if (!entity) throw new Error("docs/app-model.json has no entities");
    await createRecord(page, baseUrl, model, entity);
  } catch (error) {
    const shot = join(appDir, "smoke-failure.png");
    await page.screenshot({ path: shot, fullPage: true }).then(
      () => console.error(`   screenshot: ${shot} (at ${page.url()})`),
      () => console.error(`   (no screenshot; page at ${page.url()})`),
    );
    throw error;
  }
}

/** Debian's Chromium when installed, else the one @sparticuz/chromium ships (as playwright.config.ts). */
async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return sparticuz.executablePath();
}

// ---- main -------------------------------------------------------------------------------------------

const started = performance.now();
let exitCode = 0;
try {
  const model = readJson(join(appDir, "docs", "app-model.json"), "docs/app-model.json");
  const backendPackage = readJson(join(backendDir, "package.json"), "backend/package.json");
  if (!backendPackage.scripts?.start) throw new Error(`${backendDir}/package.json has no start script`);
  if (!existsSync(join(backendDir, "node_modules")) || !existsSync(join(backendDir, "dist"))) {
    throw new Error(`${backendDir} is not installed and built (node_modules/ and dist/ expected)`);
  }
  if (!existsSync(join(frontendDir, "node_modules"))) throw new Error(`${frontendDir} is not installed (node_modules/ expected)`);
  const serving = frontendServing();

  const apiPort = serving.kind === "next" ? nextApiPort() : await freePort();
  if (serving.kind === "next" && (await portTaken(apiPort))) {
    throw new Error(`Port ${apiPort} (the API port the Next.js build forwards /api to) is in use: rebuild frontend/ with API_URL=http://127.0.0.1:<free port>`);
  }
  const env = { ...process.env, NODE_ENV: "production", npm_config_update_notifier: "false" };
  delete env.DATABASE_URL; // the in-memory store
  delete env.CORS_ORIGIN;
  delete env.API_URL;
  console.log(`smoke: ${model.name} (${model.stack.frontend} + ${model.stack.backend}) in ${appDir}`);

  const backend = startProcess("backend", "npm", ["start"], backendDir, { ...env, PORT: String(apiPort), AUTH_SECRET: `smoke-secret-${stamp}` });
  await step(`backend on port ${apiPort} (npm start, in-memory store)`, () => waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, (status) => status === 200, backend));

  const appPort = await freePort();
  const baseUrl = `http://127.0.0.1:${appPort}`;
  if (serving.kind === "next") {
    // The package's start script pins port 3001 (`next start -p 3001`): the same server on a free port.
    const frontend = startProcess("frontend", join(frontendDir, "node_modules", ".bin", "next"), ["start", "-p", String(appPort)], frontendDir, {
      ...env,
      NEXT_TELEMETRY_DISABLED: "1",
    });
    await step(`Next.js on port ${appPort} (next start)`, () => waitForUrl(baseUrl, (status) => status < 500, frontend));
  } else {
    await step(`static server on port ${appPort} (${serving.root.slice(appDir.length + 1)})`, () => startStaticServer(serving.root, appPort, apiPort));
  }
  // The frontend's own origin forwards /api: the browser's calls reach the backend.
  await step("/api/health through the frontend", () => waitForUrl(`${baseUrl}/api/health`, (status) => status === 200));

  await journey(baseUrl, model);
  console.log(`smoke: ok (${((performance.now() - started) / 1000).toFixed(1)}s)`);
} catch (error) {
  exitCode = 1;
  console.error(`smoke: FAIL after ${((performance.now() - started) / 1000).toFixed(1)}s: ${error instanceof Error ? error.message : String(error)}`);
  for (const { name, logFile, exited } of children) {
    console.error(`----- ${name}${exited ? ` (${exited})` : ""}: last ${LOG_TAIL_LINES} lines of ${logFile} -----\n${tail(logFile, LOG_TAIL_LINES)}\n-----`);
  }
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(exitCode);
