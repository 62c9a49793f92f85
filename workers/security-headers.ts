import { toBase64 } from "./encoding";

/** Where the page was asked for, and the previews' own origin when one is configured. */
export interface PageOrigins {
  origin: string;
  previewOrigin: string | undefined;
}

/** Headers every response carries; HTML pages also get a nonce-based Content-Security-Policy. */
export function withSecurityHeaders(response: Response, page: { nonce: string; origins: PageOrigins } | null): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  if (page && (headers.get("Content-Type") ?? "").includes("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(page.nonce, page.origins));
  }
  return secured;
}

/** The prefix of every script of AppForge's own pages (the Remix build's client bundle). */
export const APP_SCRIPT_PATH = "/assets/";

/**
 * AppForge's pages run only their own build's scripts: the nonce-carrying inline ones and those under
 * /assets/. Never 'self': a preview's script and its uploaded files can be served from this origin (when no
 * preview origin is configured), and they must never run as AppForge's code.
 */
export function contentSecurityPolicy(nonce: string, { origin, previewOrigin }: PageOrigins): string {
  const socket = origin.replace(/^http/, "ws");
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' ${origin}${APP_SCRIPT_PATH}`,
    "worker-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${socket}`,
    // The Preview card frames the preview document, on its own origin when there is one.
    `frame-src ${previewOrigin ?? "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh CSP nonce: 16 random bytes in standard base64. */
export const createNonce = (): string => toBase64(crypto.getRandomValues(new Uint8Array(16)));
