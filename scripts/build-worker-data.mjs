// Writes what the Worker reads through its assets binding rather than carries in its script, into
// public/worker-data/ (served from build/client like any asset; Cloudflare's 3 MiB limit counts the script, not
// the assets):
// - cl100k_base.json: the tokenizer's byte-pair ranks (about 1.3 MB, 470 KB of the script gzipped), which
//   workers/ai/tokens.ts loads only when a provider reports no usage or a prompt nears a model's context;
// - compiler.js: the compilers' Worker (workers/compiler/entry.ts: Babel's parser, Sucrase, Vue's compiler and
//   the engine's code that drives them, about 390 KB gzipped), which workers/preview/compiler-worker.ts starts
//   with the Worker Loader the first time a preview build or a check needs it (decision 023);
// - templates.json: the generators' template texts (about 700 KB, 180 KB of the script gzipped), which
//   workers/engine-ready.ts loads before the engine runs in a request or a room (decision 024).
// Called by build-preview-vendor.mjs (for `npm run build` and `npm start`) and so by vitest.config.mts.
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import ranks from "gpt-tokenizer/bpeRanks/cl100k_base";
import { readTemplates } from "./lib/templates.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = join(root, "public", "worker-data");

/** The compilers' Worker as one ES module, resolved as wrangler resolves AppForge's own script (Workers' conditions). */
async function buildCompiler(outfile) {
  await build({
    entryPoints: [join(root, "workers", "compiler", "entry.ts")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*", "node:*"],
    minify: true,
    keepNames: true,
    legalComments: "none",
    logLevel: "warning",
  });
  return statSync(outfile).size;
}

export async function buildWorkerData() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const ranksFile = join(dataDir, "cl100k_base.json");
  const text = JSON.stringify(ranks);
  writeFileSync(ranksFile, text);
  const compilerFile = join(dataDir, "compiler.js");
  const compilerBytes = await buildCompiler(compilerFile);
  const templatesFile = join(dataDir, "templates.json");
  const templates = JSON.stringify(readTemplates());
  writeFileSync(templatesFile, templates);
  return [
    { file: ranksFile, bytes: Buffer.byteLength(text) },
    { file: compilerFile, bytes: compilerBytes },
    { file: templatesFile, bytes: Buffer.byteLength(templates) },
  ];
}
