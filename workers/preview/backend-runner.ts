import { exports } from "cloudflare:workers";
import { z } from "zod";
import { assetOnce } from "../assets";
import type { Env } from "../env";
import type { DatabaseCopy } from "./preview-database";
import entryModule from "./runtime/entry.js?raw";
import d1Module from "./runtime/d1.js?raw";
import guardModule from "./runtime/guard.js?raw";
import stateModule from "./runtime/state.js?raw";

/**
 * Runs a previewed app's own backend (compiled by engine/preview/backend.ts) in a dynamic Worker started by
 * the Worker Loader from code held in memory, one per preview build: the app's modules, the libraries it
 * imports (Hono and zod, from the assets: scripts/build-worker-vendor.mjs) and AppForge's small runtime
 * (./runtime: the app's D1 binding, the loop guard, the entry that says where a failure happened).
 *
 * The Worker gets nothing of AppForge's: its environment is its own database's entrypoint (props naming the
 * project, set here) and a secret of its own preview; it may not reach the network (globalOutbound: null);
 * its CPU per request is bounded on Cloudflare (limits) and, where the local runtime does not enforce that,
 * by the loop guard; every request has a time limit here. Whatever the app throws is answered to the app's
 * frontend as an error with its file and line; nothing it does reaches another preview or AppForge.
 */

export interface BackendBuild {
  /** Which sources it was compiled from: a new version starts a new Worker. */
  version: string;
  modules: Record<string, string>;
}

/** How long a request to a previewed backend may take before the preview answers for it. */
export const PREVIEW_API_TIMEOUT_MS = 10_000;
/** CPU time per request, where the runtime enforces it (Cloudflare does; the local runtime does not). */
const CPU_MS_PER_REQUEST = 500;
/** What one request may ask of other services: its database calls go through one. */
const SUBREQUESTS_PER_REQUEST = 1_000;
/** The compatibility the app's Worker runs with (the generated wrangler.toml's date); AsyncLocalStorage for the runtime's per-request state. */
export const COMPATIBILITY = { compatibilityDate: "2025-09-01", compatibilityFlags: ["nodejs_als"] };

export const RUNTIME_MODULES: Record<string, string> = {
  "appforge/entry.js": entryModule,
  "appforge/d1.js": d1Module,
  "appforge/guard.js": guardModule,
  "appforge/state.js": stateModule,
};

const vendorSchema = z.object({ versions: z.record(z.string(), z.string()), modules: z.record(z.string(), z.string()) });
/** The vendor file's path among the assets (build-worker-vendor.mjs writes it). */
const readVendor = assetOnce("/preview-vendor/worker-vendor.json", async (response) => vendorSchema.parse(await response.json()).modules);

/** The libraries' modules, read once per AppForge isolate. */
export const vendorModules = (env: Env): Promise<Record<string, string>> => readVendor(env.ASSETS);

const failure = (status: number, error: string) => Response.json({ error }, { status, headers: { "Access-Control-Allow-Origin": "*" } });

/** Whether this AppForge can start dynamic Workers (its Worker Loader binding is there). */
export const canRunBackends = (env: Env): boolean => "LOADER" in env && env.LOADER !== undefined;

/** Answers one request with the preview's backend. */
export async function runBackend(
  env: Env,
  preview: { projectId: string; secret: string; build: BackendBuild; copy?: DatabaseCopy },
  request: Request,
  timeoutMs = PREVIEW_API_TIMEOUT_MS,
): Promise<Response> {
  const { projectId, secret, build, copy = "data" } = preview;
  // One Worker per build and database: the screen check's never shares an isolate (and its live changes) with the visitors'.
  const worker = env.LOADER.get(`${projectId}:${build.version}:${copy}`, async () => ({
    ...COMPATIBILITY,
    mainModule: "appforge/entry.js",
    // The app's modules are typed as JavaScript explicitly: their names keep the repository's `.ts`.
    modules: { ...(await vendorModules(env)), ...RUNTIME_MODULES, ...Object.fromEntries(Object.entries(build.modules).map(([name, js]) => [name, { js }])) },
    env: { PREVIEW_DB: exports.PreviewDatabaseBinding({ props: { projectId, copy } }), AUTH_SECRET: secret },
    globalOutbound: null,
    limits: { cpuMs: CPU_MS_PER_REQUEST, subRequests: SUBREQUESTS_PER_REQUEST },
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(failure(504, `The app's backend did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([worker.getEntrypoint().fetch(request), timeout]);
  } catch (error) {
    // The Worker could not start (a module that throws as it loads) or broke off: said as it is.
    const message = error instanceof Error ? error.message : String(error);
    return failure(500, `The app's backend failed: ${message}`);
  } finally {
    clearTimeout(timer);
  }
}
