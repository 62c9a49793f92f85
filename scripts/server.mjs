// Shared by `npm start` and the browser tests: secret, migrations, build, then `wrangler dev`.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { dirname, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);

/** The Worker's secrets, one per purpose (docs/configuration.md, "Secrets and how to rotate them"). */
export const SECRET_NAMES = ["SESSION_SECRET", "PREVIEW_LINK_SECRET", "TOKEN_ENCRYPTION_KEY"];

/** Fresh random values for every secret, for a throw-away server (the browser tests). */
export function randomSecrets() {
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString("hex")]));
}

/** Adds to `.dev.vars` a random value for each secret it does not set yet (an older file keeps its other lines). */
export function ensureDevSecrets() {
  const file = join(root, ".dev.vars");
  let current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const added = [];
  for (const [name, value] of Object.entries(randomSecrets())) {
    if (new RegExp(`^${name}=.{32,}$`, "m").test(current) || process.env[name]) continue;
    current = `${current}${current && !current.endsWith("\n") ? "\n" : ""}${name}=${value}\n`;
    added.push(name);
  }
  // An older file's single AUTH_SECRET was also the integration tokens' key: kept as the previous key, the
  // tokens it sealed still open (and are sealed again with the new key as they are used).
  const legacy = /^AUTH_SECRET=(.{32,})$/m.exec(current)?.[1];
  if (legacy && added.includes("TOKEN_ENCRYPTION_KEY") && !/^TOKEN_ENCRYPTION_KEY_PREVIOUS=./m.test(current)) {
    current = `${current.replace(/^TOKEN_ENCRYPTION_KEY_PREVIOUS=\n/m, "")}TOKEN_ENCRYPTION_KEY_PREVIOUS=${legacy}\n`;
    added.push("TOKEN_ENCRYPTION_KEY_PREVIOUS (the old AUTH_SECRET)");
  }
  if (added.length === 0) return;
  writeFileSync(file, current, { mode: 0o600 });
  console.log(`Added ${added.join(", ")} to .dev.vars`);
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

/**
 * The local database with every migration applied that throw-away servers start from (the browser tests start
 * seven, the benches one each), made if it is not there yet. Applying them starts wrangler and workerd, about
 * 10 s of CPU on 2 cores, so it is done once per set of migrations into node_modules/.cache; `npm test` makes it
 * beside its static checks (scripts/migrated-database.mjs). Returns its folder.
 */
export function migratedDatabase() {
  const hash = createHash("sha256");
  const folder = join(root, "migrations");
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".sql")).sort()) {
    hash.update(`${name}\0`).update(readFileSync(join(folder, name))).update("\0");
  }
  // The database's binding and id in wrangler.toml name its file.
  hash.update(readFileSync(join(root, "wrangler.toml")));
  const migrated = join(root, "node_modules", ".cache", "appforge-d1", hash.digest("hex").slice(0, 16));
  if (!existsSync(migrated)) {
    mkdirSync(dirname(migrated), { recursive: true });
    const making = mkdtempSync(`${migrated}-`);
    applyMigrations(making);
    try {
      renameSync(making, migrated);
    } catch {
      // Another server of the same run made it first.
      rmSync(making, { recursive: true, force: true });
    }
  }
  return migrated;
}

/** Fills `persistTo` (a new or empty folder, or one not there yet) with a copy of migratedDatabase(). */
export function freshMigratedDatabase(persistTo) {
  cpSync(migratedDatabase(), persistTo, { recursive: true });
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

/**
 * Starts `wrangler dev` in its own process group so stopping it also stops workerd. A server with a folder of its
 * own (the browser tests', the benches') also keeps its own registry of local dev sessions: in the shared one,
 * every other `wrangler dev` that started or stopped made it reload its whole runtime, the shared journey server
 * once for each start and stop of a journey's own server, with the rooms of the journey under way.
 */
export function startWrangler({ port, persistTo, stdio = "inherit", vars = {}, detached = true }) {
  const args = ["dev", "--local", "--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"];
  if (persistTo) args.push("--persist-to", persistTo);
  for (const [key, value] of Object.entries(vars)) args.push("--var", `${key}:${value}`);
  const env = persistTo ? { ...process.env, WRANGLER_REGISTRY_PATH: join(persistTo, ".dev-registry") } : process.env;
  return spawn(bin("wrangler"), args, { cwd: root, stdio, detached, env });
}

export function stopProcessGroup(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/**
 * The preview origin locally: a second port whose connections are passed, byte for byte, to `wrangler dev`.
 * The browser's Host header names this port, so the Worker sees the preview origin (PREVIEW_ORIGIN) and
 * serves previews only there. Resolves once listening.
 */
export function startPreviewProxy({ port, target }) {
  const server = createServer((incoming) => {
    const outgoing = connect(target, "127.0.0.1");
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
    incoming.on("error", () => outgoing.destroy());
    outgoing.on("error", () => incoming.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
