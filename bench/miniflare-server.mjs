// The Worker under Miniflare alone: the simulator `wrangler dev` runs it on, without wrangler's dev
// session around it (its proxy, and the inspector connection that carries every request's detail to the
// wrangler process). Built from wrangler's own bundle of the Worker (`wrangler deploy --dry-run --outdir`)
// and wrangler's own reading of wrangler.toml (`unstable_getMiniflareWorkerOptions`), on a free loopback
// port with a migrated throw-away database. Only the API is served (no static assets).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { freshMigratedDatabase } from "../scripts/server.mjs";

const root = new URL("..", import.meta.url).pathname;

/**
 * Starts the Worker with `vars` added to its bindings. `adjust(worker)` may return a changed worker
 * options object and extra workers (bench:engine-counts wraps env.DB this way): `{ worker, extraWorkers }`.
 * Returns `{ base, mf, stop }`; stop disposes Miniflare and deletes the database.
 */
export async function startMiniflareServer({ vars = {}, port, adjust = (worker) => ({ worker, extraWorkers: [] }) }) {
  const work = mkdtempSync(join(tmpdir(), "appforge-bench-mf-"));
  const persistTo = join(work, "state");
  const bundle = join(work, "bundle");
  const stopWork = () => rmSync(work, { recursive: true, force: true });
  freshMigratedDatabase(persistTo);
  const built = spawnSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", bundle], { cwd: root, encoding: "utf8", timeout: 180_000 });
  if (built.status !== 0) {
    stopWork();
    throw new Error(`wrangler deploy --dry-run failed (${built.status ?? built.signal}): ${built.stderr.slice(-2000)}`);
  }
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  // The bundle: index.js and the text modules (the generators' templates) wrangler wrote beside it.
  const modules = [
    { type: "ESModule", path: join(bundle, "index.js") },
    ...readdirSync(bundle)
      .filter((name) => /^[0-9a-f]{40}-/.test(name))
      .map((name) => ({ type: "Text", path: join(bundle, name) })),
  ];
  const { worker, extraWorkers } = adjust({
    ...workerOptions,
    name: "appforge",
    modulesRoot: bundle,
    modules,
    bindings: { ...workerOptions.bindings, ...vars },
  });
  const mf = new Miniflare({ host: "127.0.0.1", port, defaultPersistRoot: join(persistTo, "v3"), workers: [worker, ...extraWorkers] });
  const stop = async () => {
    await mf.dispose().catch(() => {});
    stopWork();
  };
  try {
    await mf.ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, mf, stop };
}
