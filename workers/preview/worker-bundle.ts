import type { Env } from "../env";
import type { AppModel } from "../engine/model";
import { appDocument, VENDOR_PATH } from "./routes";
import { COMPATIBILITY, RUNTIME_MODULES, vendorModules } from "./backend-runner";
import type { PublishedBackend } from "./preview-backend";
import deployedEntry from "./runtime/deployed-entry.js?raw";

/**
 * A preview build as a Worker of its own, for the owner's Cloudflare account: the same compiled backend modules,
 * libraries and runtime the preview's dynamic Worker runs (with an entry that hands the app the Worker's own
 * bindings), and the compiled frontend as static assets: a page, its script, styles and library script, the API
 * address being the page's own origin. What the preview shows is what is deployed.
 */

/** Where the compiled frontend sits among the assets (the page loads it from there). */
const ASSET_PREFIX = "/_appforge/";
const MAIN_MODULE = "appforge/deployed-entry.js";


/** The frontend's library script, as AppForge serves it to previews. */
async function vendorScript(env: Env, vendor: string): Promise<string> {
  const response = await env.ASSETS.fetch(`https://assets.internal${VENDOR_PATH}${vendor}`);
  if (!response.ok) throw new Error(`The preview's library script ${vendor} is missing (${response.status}): run \`npm run build\``);
  return response.text();
}

/** The Worker's modules and assets for a preview build (the shape of integrations/cloudflare.ts's WorkerUpload) (`copy`, as PreviewBackend.currentBuild answers it). */
export async function deployableBuild(
  env: Env,
  copy: { model: AppModel; build: { js: string; css: string; vendor: string }; backend: PublishedBackend },
) {
  const { model, build, backend } = copy;
  const mount = model.stack.frontend === "vue" ? "app" : "root";
  // No inline script: the page's policy comes from the assets' `_headers`, which cannot carry a per-request nonce.
  const page = appDocument({ title: model.name, mount, vendor: build.vendor }, ASSET_PREFIX, `<script src="${ASSET_PREFIX}config.js"></script>`);
  // An Angular app runs Angular's JIT compiler (templates become functions through `new Function`).
  const evaluates = build.vendor.startsWith("angular-") ? " 'unsafe-eval'" : "";
  const policy = `default-src 'none'; script-src 'self'${evaluates}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src data:; connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'`;
  // The preview's entry and its database over RPC stay out: the deployed Worker has a D1 binding of its own.
  const runtime = Object.fromEntries(Object.entries(RUNTIME_MODULES).filter(([name]) => name !== "appforge/entry.js" && name !== "appforge/d1.js"));
  return {
    mainModule: MAIN_MODULE,
    modules: { ...(await vendorModules(env)), ...runtime, [MAIN_MODULE]: deployedEntry, ...backend.modules },
    assets: {
      "/index.html": page,
      [`${ASSET_PREFIX}config.js`]: "globalThis.__APPFORGE_PREVIEW_API__ = location.origin;\n",
      [`${ASSET_PREFIX}app.js`]: build.js,
      [`${ASSET_PREFIX}app.css`]: build.css,
      [`${VENDOR_PATH}${build.vendor}`]: await vendorScript(env, build.vendor),
    },
    compatibilityDate: COMPATIBILITY.compatibilityDate,
    compatibilityFlags: COMPATIBILITY.compatibilityFlags,
    workerFirst: ["/api/*"],
    headers: `/*\n  Content-Security-Policy: ${policy}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n`,
  };
}
