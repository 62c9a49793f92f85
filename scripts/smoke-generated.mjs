// Proves a generated app works in a browser, not only that it builds: starts the built Node backend the way
// production does (in-memory store: DATABASE_URL unset), serves the built frontend the way production does
// (static files with an index.html fallback and /api forwarded to the backend, as the generated nginx.conf
// does; or `next start` for Next.js), then drives headless Chromium through the sample journey: register
// (when the app has auth), open the first record type's list, click "New …", fill its required fields,
// save, and find the new record in the list. Any page error, console error or HTTP 5xx fails the run.
// Each screen the journey reaches is also checked as a phone shows it (390x844: the page must not scroll
// sideways; the failure names the screen and the widest element) and on a small laptop (1,100 px: the main
// navigation is one row); then "More" is opened and closed at 1,100 px, and at 390 px the Menu button opens
// every screen of the navigation in turn, each of which must fit (scripts/lib/smoke-layout.mjs).
// SMOKE_SCREENSHOTS=<folder> keeps a picture of each of those screens at both widths.
//
// Expects backend/ and frontend/ installed and built (node_modules, backend/dist, the frontend's build
// output). A Next.js frontend forwards /api to the address in API_URL when it was built: the backend is
// started on that address's port (check-generated.mjs builds Next.js with API_URL on a free port).
// On failure: a screenshot (smoke-failure.png) and the servers' logs (smoke-*.log) are left in the app dir.
//
// Usage: node scripts/smoke-generated.mjs <app-dir> [--backend <backend-dir>]
//   --backend: the built backend to use when <app-dir>/backend was not built (check-generated.mjs builds an
//   identical backend once and reuses it).
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { freePort, killGroup, portTaken, tail, waitForUrl } from "./lib/processes.mjs";
import { journey, step } from "./lib/smoke-journey.mjs";
import { startStaticServer } from "./lib/static-server.mjs";

/** The whole smoke, servers' start-up included; a watchdog kills everything after it. */
const TOTAL_TIMEOUT_MS = 4 * 60 * 1000;
const SERVER_START_TIMEOUT_MS = 60 * 1000;
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

async function cleanup() {
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

// ---- the browser journey ------------------------------------------------------------------------------

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

  const backend = startProcess("backend", "npm", ["start"], backendDir, { ...env, PORT: String(apiPort), AUTH_SECRET: randomBytes(32).toString("hex") });
  await step(`backend on port ${apiPort} (npm start, in-memory store)`, () => waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, (status) => status === 200, backend, SERVER_START_TIMEOUT_MS));

  // The generated seed script, as its README tells a user to run it: the journey then finds its records.
  const seed = join(appDir, "scripts", "seed.mjs");
  if (existsSync(seed)) {
    await step("seed the sample records (node scripts/seed.mjs)", async () => {
      const { stdout } = await promisify(execFile)(process.execPath, [seed, `http://127.0.0.1:${apiPort}`], { cwd: appDir, timeout: 60_000 });
      console.log(stdout.trim().replace(/^/gm, "     "));
    });
  }

  const appPort = await freePort();
  const baseUrl = `http://127.0.0.1:${appPort}`;
  if (serving.kind === "next") {
    // The package's start script pins port 3001 (`next start -p 3001`): the same server on a free port.
    const frontend = startProcess("frontend", join(frontendDir, "node_modules", ".bin", "next"), ["start", "-p", String(appPort)], frontendDir, {
      ...env,
      NEXT_TELEMETRY_DISABLED: "1",
    });
    await step(`Next.js on port ${appPort} (next start)`, () => waitForUrl(baseUrl, (status) => status < 500, frontend, SERVER_START_TIMEOUT_MS));
  } else {
    await step(`static server on port ${appPort} (${serving.root.slice(appDir.length + 1)})`, async () => {
      closers.push(await startStaticServer(serving.root, appPort, apiPort));
    });
  }
  // The frontend's own origin forwards /api: the browser's calls reach the backend.
  await step("/api/health through the frontend", () => waitForUrl(`${baseUrl}/api/health`, (status) => status === 200, null, SERVER_START_TIMEOUT_MS));

  await journey(baseUrl, model, appDir);
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
