import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config, Env } from "../env";
import { createDb } from "../db/client";
import { currentPreviewLinkVersion } from "../db/preview-links";
import { linkOfCapability } from "./capability";
import { PREVIEW_FRONTENDS, PREVIEW_STORAGE_FRAGMENT, PREVIEW_STORAGE_MESSAGE } from "../contract/preview";
import type { ErrorEnvelope } from "../contract/errors";
import { createNonce } from "../security-headers";
import { SCREEN_VISITOR, VISIT_PREFIX } from "./screen-visit";

/**
 * The two public faces of a preview, both reached with the preview capability alone:
 * - /preview/<capability>/ (and its app.js, app.css): the compiled generated frontend, in a document the
 *   browser treats as sandboxed code from an opaque origin (no cookies, no storage, no same-origin reach);
 * - /preview-api/<capability>/api/...: that project's preview backend.
 * Both are served from PREVIEW_ORIGIN when one is configured (see router.ts), else under AppForge's origin.
 */

/** The most the preview API takes in one request: an upload of up to 1 MB with room to spare. */
export const MAX_FORWARDED_BODY = 2 * 1024 * 1024;

/** The capability is matched as sent, never decoded: its characters need no escaping, so any escape is wrong. */
const DOCUMENT = /^\/preview\/([^/]+)\/(app\.js|app\.css)?$/;
const API = /^\/preview-api\/([^/]+)(\/api(?:\/.*)?)$/;

export const isPreviewPath = (pathname: string) => pathname.startsWith("/preview/") || pathname.startsWith("/preview-api/");

/** Headers every preview answer carries, whatever produced it. */
export const ALWAYS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/** AppForge's error envelope, readable by the sandboxed document (its origin is "null"). */
export const refuse = (status: number, error: string, message: string) =>
  Response.json({ success: false, error, message } satisfies ErrorEnvelope, {
    status,
    headers: { ...ALWAYS, "Access-Control-Allow-Origin": "*", "X-Frame-Options": "DENY", "Cache-Control": "no-store" },
  });

const NO_PREVIEW = "No preview at this address: the link is wrong, was replaced by a new one, or its project was deleted.";

/**
 * The preview API's request with its body read here, whole and bounded as it streams (hono's body limit,
 * which also stops a chunked body without a length at the limit), so an answer that does not need the body
 * (a 401, a 403) never leaves a half-read stream between the Worker and the preview's object; `forward`
 * sends it on. A body over the limit is refused with a 413 before anything is forwarded.
 */
export const boundedForwarding = new Hono<{ Bindings: { forward: (body: ArrayBuffer | undefined) => Promise<Response> } }>()
  .use(bodyLimit({ maxSize: MAX_FORWARDED_BODY, onError: () => refuse(413, "payload_too_large", "request entity too large") }))
  .all("*", async (c) => c.env.forward(c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.arrayBuffer()))
  // Anything else thrown is the router's to answer, as for every other preview request.
  .onError((error) => {
    throw error;
  });

/** A media type as the preview serves it: a plain type/subtype, UTF-8 text allowed; anything else is bytes. */
const SERVED_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}(\s*;\s*charset="?utf-8"?)?$/i;

/**
 * An answer of the preview's API with the headers every such answer must carry. The answer comes from the
 * app's backend code, which AppForge does not trust: whatever it sends (an uploaded file with its uploader's
 * type included) is never sniffed, framed or run as a page on the preview's origin.
 */
export function secured(response: Response): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(ALWAYS)) answer.headers.set(name, value);
  answer.headers.set("X-Frame-Options", "DENY");
  answer.headers.set("Content-Security-Policy", "default-src 'none'; sandbox; frame-ancestors 'none'");
  const type = answer.headers.get("Content-Type");
  if (type !== null && !SERVED_TYPE.test(type.trim())) answer.headers.set("Content-Type", "application/octet-stream");
  return answer;
}

export async function routePreviewRequest(request: Request, env: Env, config: Config): Promise<Response> {
  const url = new URL(request.url);
  const api = API.exec(url.pathname);
  const document = api ? null : DOCUMENT.exec(url.pathname);
  const capability = api?.[1] ?? document?.[1];
  if (!capability) return refuse(404, "not_found", "No preview at this address");
  const link = await linkOfCapability(config.PREVIEW_LINK_SECRET, capability);
  // The link's version must be the project's current one: a replaced link, or a deleted project's, ends here.
  if (!link || (await currentPreviewLinkVersion(createDb(env.DB), link.projectId)) !== link.version) {
    return refuse(404, "not_found", NO_PREVIEW);
  }
  const stub = env.PreviewBackend.get(env.PreviewBackend.idFromName(link.projectId));

  if (api) {
    const inner = new URL(`${api[2]}${url.search}`, "https://preview.internal");
    const forward = async (body: ArrayBuffer | undefined) => secured(await stub.fetch(new Request(inner, { method: request.method, headers: request.headers, body })));
    return boundedForwarding.fetch(request, { forward });
  }
  if (request.method !== "GET" && request.method !== "HEAD") return refuse(405, "method_not_allowed", "The preview document is read-only");
  const asset = document?.[2];
  const embedder = config.APP_ORIGIN && config.PREVIEW_ORIGIN ? config.APP_ORIGIN : url.origin;
  if (asset === "app.js" || asset === "app.css") {
    const text = await stub.buildAsset(asset);
    if (text === null) return refuse(404, "not_found", "This preview has not been built yet");
    return new Response(text, { headers: assetHeaders(asset === "app.js" ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8") });
  }
  const code = await stub.buildPage();
  if (!code) {
    return new Response(waitingDocument(), { status: 404, headers: documentHeaders(url, embedder, null) });
  }
  const nonce = createNonce();
  const base = url.pathname.replace(/[^/]*$/, "");
  return new Response(previewDocument(code, base, nonce), { headers: documentHeaders(url, embedder, nonce, code.vendor) });
}

function assetHeaders(type: string): Record<string, string> {
  return {
    "Content-Type": type,
    // Fetched by the sandboxed document, whose origin is "null": a module script needs CORS to run.
    "Access-Control-Allow-Origin": "*",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    ...ALWAYS,
  };
}

/** Where the preview's prebuilt library scripts are served (scripts/build-preview-vendor.mjs). */
export const VENDOR_PATH = "/preview-vendor/";

/**
 * The document's policy: a sandbox without allow-same-origin (an opaque origin, so no cookies, storage or
 * same-origin access to AppForge), scripts only from this preview and its library script, network calls
 * only to its own API, and framed only by AppForge (`embedder`).
 */
export function previewPolicy(url: URL, embedder: string, nonce: string | null, vendor: string | null = null): string {
  const base = `${url.origin}${url.pathname.replace(/[^/]*$/, "")}`;
  const api = `${url.origin}/preview-api/${url.pathname.split("/")[2] ?? ""}/`;
  // An Angular preview runs Angular's JIT compiler, which turns each component's template into a function
  // with `new Function`: its document may evaluate strings (it still runs no script from anywhere else).
  const evaluates = vendor?.startsWith("angular-") ? "'unsafe-eval'" : null;
  const scripts = [nonce ? `'nonce-${nonce}'` : null, `${base}app.js`, vendor ? `${url.origin}${VENDOR_PATH}${vendor}` : null, evaluates].filter(Boolean).join(" ");
  return [
    "sandbox allow-scripts allow-forms allow-modals",
    "default-src 'none'",
    `script-src ${scripts}`,
    `style-src 'unsafe-inline' ${base}app.css`,
    "img-src data: blob:",
    "font-src data:",
    `connect-src ${api}`,
    "form-action 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${embedder}`,
  ].join("; ");
}

function documentHeaders(url: URL, embedder: string, nonce: string | null, vendor: string | null = null): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": previewPolicy(url, embedder, nonce, vendor),
    "Cache-Control": "no-store",
    ...ALWAYS,
  };
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Runs before the app: the sandbox has no localStorage, so the app gets one kept in memory for this visit
 * (and a separate sessionStorage),
 * started from the entries the embedding page hands over in the address's fragment
 * (#${PREVIEW_STORAGE_FRAGMENT}=<JSON entries>) and reported to it after every change (a message of type
 * ${PREVIEW_STORAGE_MESSAGE}), so that a rebuild of the preview keeps the previewed app's sign-in; the app's
 * own routes start at "/"; and the app's API calls go to this preview's API.
 */
const BOOT = `(() => {
  // A visit of the screens after a build (screen-visit.ts): its own storage (a sign-in), never reported.
  let visit = null;
  try {
    const plan = location.hash.startsWith("${VISIT_PREFIX}") ? JSON.parse(decodeURIComponent(location.hash.slice(${VISIT_PREFIX.length}))) : null;
    if (plan && Array.isArray(plan.screens) && plan.screens.length > 0 && /^\\/(?!\\/)/.test(String(plan.screens[0].path))) visit = plan;
  } catch {}
  const values = new Map();
  try {
    const handed = visit ? visit.storage : location.hash.startsWith("#${PREVIEW_STORAGE_FRAGMENT}=") ? JSON.parse(decodeURIComponent(location.hash.slice(${PREVIEW_STORAGE_FRAGMENT.length + 2}))) : [];
    for (const entry of Array.isArray(handed) ? handed : []) if (Array.isArray(entry) && entry.length === 2) values.set(String(entry[0]), String(entry[1]));
  } catch {}
  const report = () => {
    try { if (!visit && parent !== window) parent.postMessage({ type: "${PREVIEW_STORAGE_MESSAGE}", entries: [...values] }, "*"); } catch {}
  };
  const storageOf = (entries, changed) => ({
    get length() { return entries.size; },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => (entries.has(String(key)) ? entries.get(String(key)) : null),
    setItem: (key, value) => { entries.set(String(key), String(value)); changed(); },
    removeItem: (key) => { entries.delete(String(key)); changed(); },
    clear: () => { entries.clear(); changed(); },
  });
  // localStorage is handed across rebuilds; sessionStorage, as in a browser tab, is a store of its own that
  // lasts this visit only.
  Object.defineProperty(window, "localStorage", { configurable: true, value: storageOf(values, report) });
  Object.defineProperty(window, "sessionStorage", { configurable: true, value: storageOf(new Map(), () => {}) });
  // location keeps the address even though the document's origin is opaque.
  globalThis.__APPFORGE_PREVIEW_API__ = location.origin + location.pathname.replace(/^\\/preview\\/([^/]+).*$/, "/preview-api/$1");
  history.replaceState(null, "", visit ? String(visit.screens[0].path) : "/");
  if (visit) (${SCREEN_VISITOR})(visit);
})();`;

/** The libraries' script, then the app's: classic scripts, run in that order once the page is parsed. */
/**
 * The page a built app runs in, wherever it is served (the preview, the app published on AppForge's edge, a
 * Worker deployed to the owner's Cloudflare account): its styles, a first script (`boot`, a whole tag) that says
 * where its API is, its library script, then its compiled frontend, both from `base`.
 */
export function appDocument({ title, mount, vendor }: { title: string; mount: string; vendor: string }, base: string, boot: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="${escapeHtml(base)}app.css" />
    ${boot}
    <script defer src="${VENDOR_PATH}${escapeHtml(vendor)}"></script>
    <script defer src="${escapeHtml(base)}app.js"></script>
  </head>
  <body>
    <div id="${escapeHtml(mount)}"></div>
  </body>
</html>`;
}

function previewDocument(page: { title: string; mount: string; vendor: string }, base: string, nonce: string): string {
  return appDocument({ ...page, title: `${page.title} · preview` }, base, `<script nonce="${nonce}">${BOOT}</script>`);
}

function waitingDocument(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Preview not built yet</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem; color: #334155">
<h1 style="font-size: 1.25rem">This preview has not been built yet</h1>
<p>Open the project in AppForge: its Preview panel compiles the generated frontend in your browser and publishes it here.</p>
<p>Supported frontends: ${PREVIEW_FRONTENDS.join(", ")}.</p>
</body></html>`;
}
