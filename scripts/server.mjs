// Shared by `npm start` and the browser tests: secret, migrations, build, then `wrangler dev`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);

/** Creates `.dev.vars` with a random signing secret when none is configured. */
export function ensureDevSecret() {
  const file = join(root, ".dev.vars");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^AUTH_SECRET=.{32,}$/m.test(current) || process.env.AUTH_SECRET) return;
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}AUTH_SECRET=${secret}\n`, { mode: 0o600 });
  console.log("Created .dev.vars with a random AUTH_SECRET");
}

function run(command, args, label) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function applyMigrations(persistTo) {
  const extra = persistTo ? ["--persist-to", persistTo] : [];
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...extra], "Applying D1 migrations");
}

/** The preview's libraries and compiler (public/preview-vendor/), which the build copies into the client assets. */
function buildPreviewVendor() {
  run(process.execPath, [join(root, "scripts/build-preview-vendor.mjs")], "Building the preview's libraries");
}

export function buildApp() {
  buildPreviewVendor();
  run(bin("remix"), ["vite:build"], "Building the app");
}

/** The same build, serialised with other local runs through `flock` when the machine has it. */
export function buildAppLocked() {
  const flock = spawnSync("sh", ["-c", "command -v flock"], { encoding: "utf8" }).stdout.trim();
  if (!flock) return buildApp();
  run(flock, ["/tmp/appforge-build.lock", process.execPath, join(root, "scripts/build-preview-vendor.mjs")], "Building the preview's libraries");
  run(flock, ["/tmp/appforge-build.lock", bin("remix"), "vite:build"], "Building the app");
}

/** Starts `wrangler dev` in its own process group so stopping it also stops workerd. */
export function startWrangler({ port, persistTo, stdio = "inherit", vars = {}, detached = true }) {
  const args = ["dev", "--local", "--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"];
  if (persistTo) args.push("--persist-to", persistTo);
  for (const [key, value] of Object.entries(vars)) args.push("--var", `${key}:${value}`);
  return spawn(bin("wrangler"), args, { cwd: root, stdio, detached, env: process.env });
}

export function stopProcessGroup(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
