// Proves generated apps run: generates a realistic project per stack combination, then in every generated
// package folder (one with a package.json) runs `npm install`, `npm test` and `npm run build` (when defined).
// Combinations whose runnable output is identical (the model fell back to the same generated stack) are
// installed and tested once. Exits non-zero on any failure; temp dirs are removed at the end.
// Usage: node scripts/check-generated.mjs [--only react:nodejs:postgresql[,vue:nodejs:mysql]] [--keep]
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const COMMAND_TIMEOUT_MS = 10 * 60 * 1000;
const LOG_TAIL_LINES = 60;
const DEFAULT_COMBOS = ["react", "vue", "angular", "nextjs"].flatMap((frontend) =>
  ["postgresql", "mongodb", "mysql"].map((database) => `${frontend}:nodejs:${database}`),
);

/** A bakery owner's wizard answers, as the wizard sends them. */
const WIZARD = {
  projectType: "ecommerce",
  problemStatement: "Neighbourhood bakeries lose pre-orders written on paper and bake too much or too little",
  targetUsers: "Bakery owners, their staff and their regular customers",
  uniqueValueProposition: "Customers reserve bread for a pickup slot; the bakery bakes exactly what was ordered",
  systemBehaviors: "Customers place orders for a pickup slot; the bakery prints a production list each morning",
  keyWorkflows: "Staff publish products and pickup slots; customers order, pay online and get a reminder",
  userFlows: "A customer browses products, places an order and picks a pickup slot.\nThe baker prints the production list.",
  securityRequirements: "Only staff change products and pickup slots",
  features: ["auth", "dashboard", "payments", "notifications", "search"],
  implementationPriorities: { high: ["Pre-orders with pickup slots"], medium: ["Production list"], low: ["Analytics"] },
  deployment: "render",
  design: "modern",
};

// ---- arguments -------------------------------------------------------------------------------------

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log("Usage: node scripts/check-generated.mjs [--only frontend:backend:database[,...]] [--keep]");
  console.log(`Default combinations: ${DEFAULT_COMBOS.join(" ")}`);
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
function killGroup(child) {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\nInterrupted (${signal}); cleaning up`);
    cleanup();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

// The generated tests must not touch a real database from the caller's environment (one truncates tables).
const childEnv = { ...process.env, CI: "1", npm_config_update_notifier: "false" };
delete childEnv.DATABASE_URL;
delete childEnv.NODE_ENV;

/** Runs one command in its own process group, output to a log file; kills the group on timeout. */
function runCommand(command, commandArgs, cwd, logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    log.write(`$ ${command} ${commandArgs.join(" ")}   (in ${cwd})\n`);
    const started = performance.now();
    const child = spawn(command, commandArgs, { cwd, env: childEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
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

function tail(file, lines) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

// ---- the generator, bundled from the TypeScript sources ------------------------------------------------

async function loadGenerator() {
  const dir = tempDir("appforge-check-generator-");
  const entry = join(dir, "entry.mjs");
  const source = (path) => JSON.stringify(join(root, path));
  writeFileSync(
    entry,
    [
      `export { buildAppModel } from ${source("workers/engine/model/index.ts")};`,
      `export { generateProject } from ${source("workers/engine/generators/index.ts")};`,
      `export { wizardDataSchema } from ${source("workers/contract/projects.ts")};`,
      `export { FRONTEND_STACK, BACKEND_STACK, DATABASE_STACK } from ${source("workers/contract/project-options.ts")};`,
    ].join("\n"),
  );
  const outfile = join(dir, "generator.mjs");
  await build({ entryPoints: [entry], outfile, bundle: true, platform: "node", format: "esm", target: "node20", logLevel: "warning" });
  return import(pathToFileURL(outfile).href);
}

// ---- main -------------------------------------------------------------------------------------------

const results = [];
let failed = false;
let exitCode = 1;
const wallStart = performance.now();
try {
  const generator = await loadGenerator();
  const layers = [generator.FRONTEND_STACK, generator.BACKEND_STACK, generator.DATABASE_STACK];
  for (const combo of combos) {
    const parts = combo.split(":");
    if (parts.length !== 3 || parts.some((id, i) => !layers[i].includes(id))) {
      exitCode = 2;
      throw new Error(
        `Bad combination "${combo}": expected frontend:backend:database from ${layers.map((ids) => ids.join("|")).join(" : ")}`,
      );
    }
  }
  const wizardData = generator.wizardDataSchema.parse(WIZARD);

  // Generate every combination; group those whose runnable output (the package folders) is identical.
  const groups = new Map();
  for (const combo of combos) {
    const model = generator.buildAppModel({
      name: "Crumb & Co Bakery",
      description: "Pre-orders with pickup slots for a neighbourhood bakery",
      techStack: combo.split(":"),
      wizardData,
      messages: [{ agentType: "frontend", message: "Keep the order form short" }],
    });
    const files = generator.generateProject(model);
    const packages = files
      .filter((file) => file.path === "package.json" || file.path.endsWith("/package.json"))
      .map((file) => dirname(file.path))
      .sort();
    if (packages.length === 0) throw new Error(`${combo}: the generated project has no package.json`);
    const inPackage = (path) => packages.some((pkg) => pkg === "." || path.startsWith(`${pkg}/`));
    const runnable = files.filter((file) => inPackage(file.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
    const hash = createHash("sha256");
    for (const file of runnable) hash.update(`${file.path}\0${file.content}\0`);
    const key = hash.digest("hex").slice(0, 12);
    const stack = `${model.stack.frontend}:${model.stack.backend}:${model.stack.database}`;
    if (!groups.has(key)) groups.set(key, { key, combos: [], stacks: new Set(), files, packages });
    const group = groups.get(key);
    group.combos.push(combo);
    group.stacks.add(stack);
  }
  console.log(`${combos.length} combination(s) -> ${groups.size} distinct generated output(s) (hash of the package folders' files)`);
  for (const group of groups.values()) {
    const shared = group.combos.length > 1 ? `shared by ${group.combos.join(", ")}` : group.combos[0];
    console.log(`  ${group.key}  generated stack ${[...group.stacks].join("/")}, ${group.files.length} files: ${shared}`);
  }

  for (const group of groups.values()) {
    const label = group.combos.length > 1 ? `${group.combos[0]} (+${group.combos.length - 1})` : group.combos[0];
    const dir = tempDir("appforge-check-app-");
    for (const file of group.files) {
      const target = join(dir, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    console.log(`\n== ${label}: written to ${dir}`);
    for (const pkg of group.packages) {
      const cwd = join(dir, pkg);
      const scripts = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8")).scripts ?? {};
      const logName = pkg === "." ? "root" : pkg.replaceAll("/", "-");
      const steps = [["install", ["install", "--no-audit", "--no-fund", "--prefer-offline"]]];
      if (scripts.test) steps.push(["test", ["test"]]);
      if (scripts.build) steps.push(["build", ["run", "build"]]);
      const row = { group: label, key: group.key, pkg, steps: {} };
      results.push(row);
      if (!scripts.test) {
        row.steps.test = { status: "MISSING", seconds: 0 };
        failed = true;
        console.log(`   ${pkg}: package.json has no test script  MISSING`);
      }
      for (const [name, npmArgs] of steps) {
        process.stdout.write(`   ${pkg}: npm ${npmArgs[0] === "run" ? `run ${npmArgs[1]}` : npmArgs[0]} ... `);
        const logFile = join(dir, `check-${logName}-${name}.log`);
        const result = await runCommand("npm", npmArgs, cwd, logFile);
        row.steps[name] = { status: result.ok ? "ok" : "FAIL", seconds: result.seconds };
        console.log(result.ok ? `ok (${result.seconds.toFixed(1)}s)` : `FAIL (${result.how}, ${result.seconds.toFixed(1)}s)`);
        if (!result.ok) {
          failed = true;
          console.log(`----- ${pkg} ${name}: last ${LOG_TAIL_LINES} lines of output -----\n${tail(logFile, LOG_TAIL_LINES)}\n-----`);
          if (name === "install") break; // nothing to test without dependencies
        }
      }
    }
  }
} catch (error) {
  failed = true;
  const message = error instanceof Error ? (exitCode === 2 ? error.message : (error.stack ?? error.message)) : String(error);
  console.error(`\ncheck-generated: ${message}`);
} finally {
  printSummary();
  cleanup();
}
process.exit(failed ? exitCode : 0);

function printSummary() {
  if (results.length === 0) return;
  const cell = (step) => (step ? (step.status === "ok" ? `ok ${step.seconds.toFixed(0)}s` : `${step.status} ${step.seconds.toFixed(0)}s`) : "-");
  const rows = results.map((row) => [row.key, row.group, row.pkg, cell(row.steps.install), cell(row.steps.test), cell(row.steps.build)]);
  const header = ["output", "combinations", "package", "install", "test", "build"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((text, i) => text.padEnd(widths[i])).join("  ").trimEnd();
  console.log(`\nSummary (${((performance.now() - wallStart) / 1000).toFixed(0)}s wall):`);
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
  const bad = results.filter((row) => Object.values(row.steps).some((step) => step.status !== "ok"));
  console.log(bad.length === 0 ? "\nAll generated packages installed, tested and built." : `\n${bad.length} package(s) failed.`);
}
