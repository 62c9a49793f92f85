import { api } from "./api/app";
import { isPreviewPath, routePreviewRequest } from "./preview/routes";
import { publishedSlugOf, routePublishedRequest } from "./preview/published-routes";
import { routeRoomRequest } from "./project/connect";
import { ConfigError, readConfig, type Config, type Env } from "./env";
import { createNonce, withSecurityHeaders } from "./security-headers";
import type { ErrorEnvelope } from "./contract/errors";
import { installCompilers } from "./engine/compilers";
import { remoteCompilers } from "./preview/compiler-worker";
import { engineReady } from "./engine-ready";

// The engine's compilers run in a Worker of their own, loaded from the assets (decision 023), for every
// request and room of this isolate.
installCompilers(remoteCompilers);

export interface PageContext {
  env: Env;
  ctx: ExecutionContext;
  nonce: string;
}

export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

const envelope = (status: number, error: string, message: string) =>
  withSecurityHeaders(Response.json({ success: false, error, message } satisfies ErrorEnvelope, { status }), null);

/**
 * Routes one request. At a published app's address (a name under APPS_ORIGIN's host) only that app is served. On the preview origin (PREVIEW_ORIGIN, when configured) only previews are served;
 * on AppForge's origin: /api to the Hono app, /parties/ to the rooms, the previews only when they have no
 * origin of their own, and everything else to the pages (Remix in production).
 */
export async function route(request: Request, env: Env, ctx: ExecutionContext, pages: PageHandler): Promise<Response> {
  try {
    return await routeOnce(request, env, ctx, pages);
  } catch (error) {
    // Whatever failed below (a storage call, an object being reset, a page): still the envelope and headers.
    console.error("Unhandled error while routing", error);
    return envelope(500, "internal_error", "Something went wrong on our side. Please try again.");
  }
}

async function routeOnce(request: Request, env: Env, ctx: ExecutionContext, pages: PageHandler): Promise<Response> {
  let config: Config;
  try {
    config = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error("AppForge is not configured:", error.message);
    return envelope(500, "internal_error", "Something went wrong on our side. Please try again.");
  }
  const url = new URL(request.url);
  const appsOrigin = config.APPS_ORIGIN;
  if (appsOrigin) {
    // A published app's own address: nothing of AppForge's is served there.
    const slug = publishedSlugOf(url, appsOrigin);
    if (slug !== undefined) return routePublishedRequest(request, env, slug);
    if (url.origin === appsOrigin) return envelope(404, "not_found", "This address serves apps published with AppForge, each at a name of its own: open the address its owner gave you.");
  }
  const previewOrigin = config.PREVIEW_ORIGIN;
  if (previewOrigin && url.origin === previewOrigin) {
    if (isPreviewPath(url.pathname)) return routePreviewRequest(request, env, config);
    return envelope(404, "not_found", "This address serves AppForge previews only: open the preview link from its project.");
  }
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    // The API may run the engine (a plan, a download, an edit's checks): its templates are assets, its naming
    // library loads on first use (decisions 024, 025).
    await engineReady(env.ASSETS);
    return withSecurityHeaders(await api.fetch(request, env, ctx), null);
  }
  if (url.pathname.startsWith("/parties/")) {
    const response = await routeRoomRequest(request, env);
    // A websocket upgrade answer cannot be rewrapped.
    return response.status === 101 ? response : withSecurityHeaders(response, null);
  }
  if (isPreviewPath(url.pathname)) {
    // With an origin of their own, nothing of a preview is ever served from AppForge's.
    if (previewOrigin) return envelope(404, "not_found", `Previews are served from ${previewOrigin}: open the preview link from its project.`);
    return routePreviewRequest(request, env, config);
  }
  // A page asked for on another name of this Worker (127.0.0.1 for localhost, a workers.dev address) moves to
  // AppForge's own origin: the one the previews may be framed by.
  if (config.APP_ORIGIN && url.origin !== config.APP_ORIGIN && (request.method === "GET" || request.method === "HEAD")) {
    return withSecurityHeaders(Response.redirect(`${config.APP_ORIGIN}${url.pathname}${url.search}`, 308), null);
  }
  const nonce = createNonce();
  return withSecurityHeaders(await pages(request, { env, ctx, nonce }), { nonce, origins: { origin: url.origin, previewOrigin } });
}
