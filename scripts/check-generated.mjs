// Proves generated apps run: generates the sample app for every stack combination (a combination that the
// engine would generate as another stack fails), then in each package folder runs `npm install`, `npm test`
// and `npm run build` (when defined) for Node packages, or scripts/check-<python|php|java>.sh for the other
// backends (what this machine can prove without their package registries). A package folder identical to
// one already checked (the frontend does not change with the database) is checked once.
// Then each distinct frontend, once its package and a Node backend built OK in the same combination, is
// smoke-tested in a browser with scripts/smoke-generated.mjs (the backend in memory mode): the "smoke" column.
// The smoke includes the phone check: each screen the journey visits, and each screen of the navigation, must
// not scroll sideways at 390x844 (the failure names the screen and the widest element), the navigation must be
// one row at 1,100 px (the sample bakery has seven record types and three feature screens: more than one row
// holds, so its "More" menu is exercised), and the phone's Menu button and "More" must open and close.
// Each frontend is also built as a "Mobile App" (on MongoDB): its smoke also checks the manifest and icons,
// Chromium's own installability check, the service worker's control and a reload with the network cut.
// Exits non-zero on any failure; temp dirs are removed at the end.
// With CHECK_POSTGRESQL_URL / CHECK_MYSQL_URL / CHECK_MONGODB_URL set, Node, Python and PHP backends' database tests run
// against those servers (otherwise they skip, and the summary says so).
// Usage: node scripts/check-generated.mjs [--only react:nodejs:postgresql[,vue:nodejs:mongodb:mobile]] [--keep]
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { printSummary } from "./lib/check-summary.mjs";
import { loadGenerator, sampleModel } from "./lib/generator.mjs";
import { npmSteps, packageKind } from "./lib/package-steps.mjs";
import { freePort, killGroup, tail } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const COMMAND_TIMEOUT_MS = 10 * 60 * 1000;
const LOG_TAIL_LINES = 60;
const DATABASES = ["postgresql", "mongodb", "mysql"];
/** Every Node-based combination, then each other backend with each database (checked with its own tools). */
const DEFAULT_COMBOS = [
  ...["react", "vue", "angular", "nextjs"].flatMap((frontend) => DATABASES.map((database) => `${frontend}:nodejs:${database}`)),
  // Each frontend once more as a "Mobile App" (an installable web app), which the smoke installs. On MongoDB,
  // whose database tests do not run here: the test databases shared by every backend keep the bakery's tables.
  ...["react", "vue", "angular", "nextjs"].map((frontend) => `${frontend}:nodejs:mongodb:mobile`),
  ...["python", "php", "java"].flatMap((backend) => DATABASES.map((database) => `react:${backend}:${database}`)),
  // The Cloudflare Workers backend runs only on D1; its tests run in workerd (vitest-pool-workers).
  "react:workers:d1",
  "vue:workers:d1",
];

// ---- arguments -------------------------------------------------------------------------------------

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log("Usage: node scripts/check-generated.mjs [--only frontend:backend:database[,...]] [--keep]");
  console.log(`Default combinations: ${DEFAULT_COMBOS.join(" ")}`);
  console.log("Each frontend built with a Node backend is also smoke-tested in Chromium (scripts/smoke-generated.mjs),");
  console.log("its screens at 390x844 (nothing may scroll sideways) and its navigation at 1,100 px (one row).");
  process.exit(0);
}
const keep = args.includes("--keep");
const only = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--only") {
    if (!args[i + 1]) fail("--only needs a value such as react:nodejs:postgresql");
    only.push(...args[++i].split(","));
  } else if (args[i].startsWith("--only=")) only.push(...args[i].slice("--only=".length).split(","));
  else if (args[i] !== "--keep") fail(`Unknown argument ${args[i]} (see --help)`);
}
const combos = [...new Set((only.length > 0 ? only : DEFAULT_COMBOS).map((combo) => combo.trim()).filter(Boolean))];

function fail(message) {
  console.error(message);
  process.exit(2);
}

// ---- temp dirs, child processes and cleanup -----------------------------------------------------------

const tempDirs = [];
let running = null;
function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
function cleanup() {
  if (running?.pid !== undefined && running.exitCode === null) killGroup(running);
  if (keep) {
    if (tempDirs.length > 0) console.log(`Kept: ${tempDirs.join(" ")}`);
    return;
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    console.error(`\nInterrupted (${signal}); cleaning up`);
    // The running command gets a moment to stop its own process groups (the smoke's servers run in theirs),
    // then cleanup() kills whatever is left of its group.
    const child = running;
    if (child?.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
        await new Promise((resolve) => {
          child.once("close", resolve);
          setTimeout(resolve, 3000);
        });
      } catch {
        // Already gone.
      }
    }
    cleanup();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

// The generated tests must not touch a real database from the caller's environment (one truncates tables).
const childEnv = { ...process.env, CI: "1", npm_config_update_notifier: "false" };
delete childEnv.DATABASE_URL;
delete childEnv.NODE_ENV;

/**
 * Database servers the caller provides (.ci/run starts PostgreSQL and MariaDB when it can): a Node backend's
 * own database tests then run against the real server instead of being skipped. Each URL names a database
 * the tests may empty.
 */
const DATABASE_URLS = {
  postgresql: process.env.CHECK_POSTGRESQL_URL,
  mysql: process.env.CHECK_MYSQL_URL,
  mongodb: process.env.CHECK_MONGODB_URL,
};

/** Runs one command in its own process group, output to a log file; kills the group on timeout. */
function runCommand(command, commandArgs, cwd, logFile, extraEnv = {}) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    log.write(`$ ${command} ${commandArgs.join(" ")}   (in ${cwd})\n`);
    const started = performance.now();
    const child = spawn(command, commandArgs, { cwd, env: { ...childEnv, ...extraEnv }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running = child;
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, COMMAND_TIMEOUT_MS);
    const finish = (code, signal, error) => {
      clearTimeout(timer);
      running = null;
      const seconds = (performance.now() - started) / 1000;
      const how = error ? `could not start: ${error.message}` : timedOut ? `timed out after ${COMMAND_TIMEOUT_MS / 1000}s` : `exit ${code ?? signal}`;
      log.end(`\n[${how}, ${seconds.toFixed(1)}s]\n`, () => resolve({ ok: !error && !timedOut && code === 0, seconds, how }));
    };
    child.on("error", (error) => finish(null, null, error));
    child.on("close", (code, signal) => finish(code, signal));
  });
}

const indentLog = (text) => text.split("\n").map((line) => `      ${line}`).join("\n");

// ---- main -------------------------------------------------------------------------------------------

const results = [];
/** The port smoked Next.js builds forward /api to. */
let apiPort;
let failed = false;
let exitCode = 1;
const wallStart = performance.now();
try {
  const generator = await loadGenerator(tempDir("appforge-check-generator-"));
  const layers = [generator.FRONTEND_STACK, generator.BACKEND_STACK, generator.DATABASE_STACK, generator.PROJECT_TYPES];
  for (const combo of combos) {
    const parts = combo.split(":");
    if (parts.length < 3 || parts.length > 4 || parts.some((id, i) => !layers[i].includes(id))) {
      exitCode = 2;
      throw new Error(
        `Bad combination "${combo}": expected frontend:backend:database[:project type] from ${layers.map((ids) => ids.join("|")).join(" : ")}`,
      );
    }
  }

  // Generate every combination; each package folder (backend/, frontend/) is checked once per distinct
  // content: the React frontend is the same whichever database the API uses, so it is installed once.
  const checkedPackages = new Map();
  /** Per package content: the app dir it was written to and its summary row (to know it built OK). */
  const builtPackages = new Map();
  /** Frontend contents smoke-tested already: once each, with the first Node backend it is built beside. */
  const smoked = new Set();

  /**
   * Smoke-tests the combination's frontend in a browser against its Node backend, when both built OK and
   * this frontend has not been smoked yet. The two may live in different app dirs (an identical package is
   * built once): the frontend's app dir (docs/app-model.json included) with the backend passed along.
   */
  async function smokeIfReady(combo, model, packages) {
    const [backend, frontend] = packages.map((entry) => builtPackages.get(entry.key));
    if (model.stack.backend !== "nodejs" || !backend || !frontend || smoked.has(packages[1].key)) return;
    const builtOk = ({ row }) => row.steps.build !== undefined && Object.values(row.steps).every((step) => step.status === "ok");
    if (!builtOk(backend) || !builtOk(frontend)) return;
    smoked.add(packages[1].key);
    process.stdout.write(`\n== ${combo}: smoke (frontend from ${frontend.row.group}, backend from ${backend.row.group}) ... `);
    const logFile = join(frontend.dir, "check-smoke.log");
    const smokeArgs = [join(root, "scripts", "smoke-generated.mjs"), frontend.dir, "--backend", join(backend.dir, "backend")];
    const result = await runCommand(process.execPath, smokeArgs, root, logFile);
    frontend.row.steps.smoke = { status: result.ok ? "ok" : "FAIL", seconds: result.seconds };
    console.log(result.ok ? `ok (${result.seconds.toFixed(1)}s)` : `FAIL (${result.how}, ${result.seconds.toFixed(1)}s)`);
    if (!result.ok) {
      failed = true;
      console.log(`----- smoke: last ${LOG_TAIL_LINES} lines of output -----\n${tail(logFile, LOG_TAIL_LINES)}\n-----`);
    }
  }
  for (const combo of combos) {
    const model = sampleModel(generator, combo);
    const stack = `${model.stack.frontend}:${model.stack.backend}:${model.stack.database}`;
    if (stack !== combo.split(":").slice(0, 3).join(":")) {
      failed = true;
      console.log(`\n== ${combo}: FAIL, generated as ${stack} (${model.stack.notes.join(" ")})`);
      results.push({ group: combo, key: "-", pkg: "(stack)", steps: { install: { status: "FAIL", seconds: 0 } } });
      continue;
    }
    const files = generator.generateProject(model);
    const packages = ["backend", "frontend"].map((pkg) => {
      const own = files.filter((file) => file.path.startsWith(`${pkg}/`)).sort((a, b) => (a.path < b.path ? -1 : 1));
      const hash = createHash("sha256");
      for (const file of own) hash.update(`${file.path}\0${file.content}\0`);
      return { pkg, key: hash.digest("hex").slice(0, 12), kind: packageKind(own.map((file) => file.path.slice(pkg.length + 1))) };
    });
    const fresh = packages.filter((entry) => !checkedPackages.has(entry.key));
    for (const entry of packages.filter((candidate) => checkedPackages.has(candidate.key))) {
      console.log(`\n== ${combo}: ${entry.pkg}/ is identical to the one checked for ${checkedPackages.get(entry.key)} (${entry.key})`);
    }
    if (fresh.length === 0) {
      await smokeIfReady(combo, model, packages);
      continue;
    }
    const dir = tempDir("appforge-check-app-");
    for (const file of files) {
      const target = join(dir, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    console.log(`\n== ${combo}: ${files.length} files written to ${dir}`);
    for (const { pkg, key, kind } of fresh) {
      checkedPackages.set(key, combo);
      // Node, Python and PHP backends run their own tests here (Python's and PHP's with Debian's pytest and
      // phpunit), database tests included; Java's cannot (Maven Central is out of reach).
      const runsTests = pkg === "backend" && kind !== "java";
      const databaseUrl = runsTests ? DATABASE_URLS[model.stack.database] : undefined;
      const database = !runsTests ? "-" : databaseUrl ? "real server" : "skipped";
      const row = { group: combo, key, pkg, database, steps: {} };
      results.push(row);
      builtPackages.set(key, { dir, row });
      const cwd = join(dir, pkg);
      if (!kind) {
        failed = true;
        row.steps.install = { status: "MISSING", seconds: 0 };
        console.log(`   ${pkg}: no package.json, requirements.txt, composer.json or pom.xml  MISSING`);
        continue;
      }
      const steps = kind === "npm" ? npmSteps(cwd) : [["check", [join(root, "scripts", `check-${kind}.sh`), [cwd]]]];
      if (kind === "npm" && !steps.some(([name]) => name === "test")) {
        failed = true;
        row.steps.test = { status: "MISSING", seconds: 0 };
        console.log("   package.json has no test script  MISSING");
      }
      for (const [name, [command, commandArgs]] of steps) {
        process.stdout.write(`   ${pkg} (${kind}): ${name} ... `);
        const logFile = join(dir, `check-${pkg}-${name}.log`);
        const extraEnv = (name === "test" || name === "check") && databaseUrl ? { DATABASE_URL: databaseUrl } : {};
        // Next.js fixes its /api rewrite's destination when built: the backend port the smoke will use.
        if (pkg === "frontend" && name === "build" && model.stack.frontend === "nextjs") {
          // Chosen once: every Next.js build forwards /api to the same port.
          apiPort ??= await freePort();
          extraEnv.API_URL = `http://127.0.0.1:${apiPort}`;
        }
        const result = await runCommand(command, commandArgs, cwd, logFile, extraEnv);
        row.steps[name === "check" ? "test" : name] = { status: result.ok ? "ok" : "FAIL", seconds: result.seconds };
        console.log(result.ok ? `ok (${result.seconds.toFixed(1)}s)` : `FAIL (${result.how}, ${result.seconds.toFixed(1)}s)`);
        if (kind !== "npm") console.log(indentLog(tail(logFile, 12)));
        if (!result.ok) {
          failed = true;
          console.log(`----- ${pkg} ${name}: last ${LOG_TAIL_LINES} lines of output -----\n${tail(logFile, LOG_TAIL_LINES)}\n-----`);
          if (name === "install") break; // nothing to test without dependencies
        }
      }
    }
    await smokeIfReady(combo, model, packages);
  }
} catch (error) {
  failed = true;
  const message = error instanceof Error ? (exitCode === 2 ? error.message : (error.stack ?? error.message)) : String(error);
  console.error(`\ncheck-generated: ${message}`);
} finally {
  printSummary(results, wallStart);
  cleanup();
}
process.exit(failed ? exitCode : 0);

