// Builds the libraries a previewed app's backend imports (Hono and zod, at the versions installed here, which
// the Workers backend generator pins) as ES modules for the preview's dynamic Worker, into one JSON file of
// { versions, modules: { module name: code } } that the preview backend reads through the assets binding
// (workers/preview/backend-runner.ts). Hono's entry points share their chunks, so an HTTPException thrown by
// the app is the class Hono's own error handling knows. Nothing is fetched from the network.
// Called by build-preview-vendor.mjs (for `npm run build` and `npm start`) and by vitest.config.mts (the Workers
// pool serves build/client as its assets).
import { build } from "esbuild";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Read from node_modules directly: hono exports no package.json subpath. */
const installedVersion = (pkg) => JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")).version;

/** Each import a generated Workers backend may make, and the module name the preview gives it. */
const ENTRIES = {
  hono: "hono",
  "hono-cors": "hono/cors",
  "hono-http-exception": "hono/http-exception",
  "hono-streaming": "hono/streaming",
  zod: "zod",
};

/** The file's name, which the preview backend reads (workers/preview/backend-runner.ts). */
export const WORKER_VENDOR_FILE = "worker-vendor.json";

/** Writes the modules into `outDir` and returns the file's name and size. */
export async function buildWorkerVendor(outDir) {
  const result = await build({
    absWorkingDir: root,
    // Package names, resolved as the app's own imports would be (their ES module builds).
    entryPoints: Object.entries(ENTRIES).map(([out, specifier]) => ({ in: specifier, out })),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    minify: true,
    write: false,
    outdir: "/vendor",
    chunkNames: "chunk-[hash]",
    conditions: ["workerd", "worker", "import"],
    mainFields: ["module", "main"],
    legalComments: "none",
  });
  const modules = {};
  for (const file of result.outputFiles) modules[`vendor/${file.path.split("/").pop()}`] = file.text;
  for (const name of Object.keys(ENTRIES)) {
    if (!modules[`vendor/${name}.js`]) throw new Error(`The worker vendor build wrote no vendor/${name}.js`);
  }
  mkdirSync(outDir, { recursive: true });
  const file = WORKER_VENDOR_FILE;
  const versions = { hono: installedVersion("hono"), zod: installedVersion("zod") };
  const text = JSON.stringify({ versions, modules });
  writeFileSync(join(outDir, file), text);
  return { file, bytes: Buffer.byteLength(text) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? join(root, "public", "preview-vendor");
  const { file, bytes } = await buildWorkerVendor(out);
  console.log(`worker vendor: ${file} ${(bytes / 1024).toFixed(0)} kB`);
}
