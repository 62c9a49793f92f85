// Writes the data the Worker reads through its assets binding rather than carries in its script, into
// public/worker-data/ (served from build/client like any asset; Cloudflare's 3 MiB limit counts the script, not
// the assets):
// - cl100k_base.json: the tokenizer's byte-pair ranks (about 1.3 MB, 470 KB of the script gzipped), which
//   workers/ai/tokens.ts loads only when a provider reports no usage or a prompt nears a model's context.
// Called by build-preview-vendor.mjs (for `npm run build` and `npm start`) and so by vitest.config.mts.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ranks from "gpt-tokenizer/bpeRanks/cl100k_base";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The directory, under public/, that workers/ai/tokens.ts reads from (its TOKENIZER_RANKS_ASSET). */
export const WORKER_DATA_DIR = join(root, "public", "worker-data");

export function buildWorkerData() {
  rmSync(WORKER_DATA_DIR, { recursive: true, force: true });
  mkdirSync(WORKER_DATA_DIR, { recursive: true });
  const file = join(WORKER_DATA_DIR, "cl100k_base.json");
  const text = JSON.stringify(ranks);
  writeFileSync(file, text);
  return { file, bytes: Buffer.byteLength(text) };
}
