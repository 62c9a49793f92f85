import { api } from "./api/app";
import { isPreviewPath, routePreviewRequest } from "./preview/routes";
import { routeRoomRequest } from "./project/connect";
import type { Env } from "./env";
import { createNonce, withSecurityHeaders } from "./security-headers";

export interface PageContext {
  env: Env;
  ctx: ExecutionContext;
  nonce: string;
}

export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

/** Routes one request: /api to the Hono app, everything else to the pages (Remix in production). */
export async function route(request: Request, env: Env, ctx: ExecutionContext, pages: PageHandler) {
  const url = new URL(request.url);
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    return withSecurityHeaders(await api.fetch(request, env, ctx), null);
  }
  if (url.pathname.startsWith("/parties/")) {
    const response = await routeRoomRequest(request, env);
    // A websocket upgrade answer cannot be rewrapped.
    return response.status === 101 ? response : withSecurityHeaders(response, null);
  }
  // The preview sets its own headers: a sandboxed document framed by AppForge, and an API for that document.
  if (isPreviewPath(url.pathname)) return routePreviewRequest(request, env);
  const nonce = createNonce();
  return withSecurityHeaders(await pages(request, { env, ctx, nonce }), nonce);
}
