// JavaScript each screen loads before it can run, gzipped: the Remix entry, the root and the route's own
// module with the chunks it imports statically (what the build's manifest lists for a first visit), and the
// manifest itself. Chunks a screen loads later on demand are not counted. Prints figures; asserts nothing.
// Usage: npm run bench:bundle (builds the app first unless BENCH_SKIP_BUILD is set)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildAppLocked } from "../scripts/server.mjs";

/** The landing page's budget (kB gzipped). */
const LANDING_TARGET_KB = 100;
const client = join(import.meta.dirname, "..", "build", "client");

if (!process.env.BENCH_SKIP_BUILD) buildAppLocked();
const manifestFile = readdirSync(join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("No Remix manifest in build/client/assets: build the app first");
const manifestSource = readFileSync(join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));

const sizes = new Map();
/** Raw and gzipped bytes of one asset, by its URL path. */
function sizeOf(path) {
  if (!sizes.has(path)) {
    const bytes = readFileSync(join(client, path));
    sizes.set(path, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizes.get(path);
}

/** The route and its parents, root first. */
function chain(id) {
  const route = manifest.routes[id];
  return route.parentId ? [...chain(route.parentId), route] : [route];
}

const rows = Object.values(manifest.routes)
  .filter((route) => route.id !== "root")
  .map((route) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const part of chain(route.id)) for (const file of [part.module, ...part.imports]) files.add(file);
    const total = [...files].reduce(
      (sum, file) => {
        const size = sizeOf(file);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
      },
      { raw: manifestSource.length, gzip: gzipSync(manifestSource).length },
    );
    return { path: `/${route.path ?? ""}`, id: route.id, files: files.size + 1, ...total };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log("JavaScript per screen on a first visit (entry, root, route and their static imports, manifest)");
console.log(`${"path".padEnd(16)} ${"route".padEnd(22)} files    raw kB   gzip kB`);
for (const row of rows) {
  console.log(`${row.path.padEnd(16)} ${row.id.padEnd(22)} ${String(row.files).padStart(5)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)}`);
}
const landing = rows.find((row) => row.id === "routes/_index");
if (landing) console.log(`landing page: ${kb(landing.gzip)} kB gzipped (target: at most ${LANDING_TARGET_KB} kB)`);
