import type { Env } from "../env";
import { createDb } from "../db/client";
import { projectOfSlug } from "../db/publications";
import { ALWAYS } from "./routes";
import { publishedAppFor } from "./published-app";

/**
 * Apps published on AppForge's edge, each at a name of its own under APPS_ORIGIN's host
 * (`http://bakery.localhost:8789` locally): an origin of its own, so a published app shares no cookies,
 * storage or same-origin reach with AppForge, its previews, or any other published app.
 */

/** A DNS label: what a published app's name may be. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Names under the apps' host that are never given to an app. */
const RESERVED = new Set(["www", "api", "app", "apps", "admin", "preview", "mail", "static"]);

/** The address of a published app. */
export function appAddress(appsOrigin: string, slug: string): string {
  const apps = new URL(appsOrigin);
  return `${apps.protocol}//${slug}.${apps.host}`;
}

/**
 * The names a project's published app may get, best first: its app's own slug, then that slug with a part of
 * the project's id (unique), then with random letters.
 */
export function slugCandidates(appSlug: string, projectId: string): string[] {
  const base =
    appSlug
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || "app";
  const suffix = projectId.replace(/[^a-z0-9]/gi, "").toLowerCase().slice(0, 8);
  const random = [...crypto.getRandomValues(new Uint8Array(5))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return [...(RESERVED.has(base) ? [] : [base]), `${base}-${suffix}`, `${base}-${random}`];
}

/** The published app's name when `url` is an address under the apps' host; undefined otherwise. */
export function publishedSlugOf(url: URL, appsOrigin: string): string | undefined {
  const apps = new URL(appsOrigin);
  if (url.protocol !== apps.protocol || url.port !== apps.port || !url.hostname.endsWith(`.${apps.hostname}`)) return undefined;
  return url.hostname.slice(0, -(apps.hostname.length + 1));
}

const notPublished = () =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>No app here</title></head><body style="font-family: system-ui, sans-serif; padding: 2rem; color: #334155"><h1 style="font-size: 1.25rem">No app is published at this address</h1><p>Check the address with the app's owner.</p></body></html>`,
    { status: 404, headers: { ...ALWAYS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" } },
  );

/** A request at a published app's address: its app answers it, or a 404 says none is published there. */
export async function routePublishedRequest(request: Request, env: Env, slug: string): Promise<Response> {
  if (!LABEL.test(slug) || RESERVED.has(slug)) return notPublished();
  const projectId = await projectOfSlug(createDb(env.DB), slug);
  if (!projectId) return notPublished();
  return publishedAppFor(env, projectId).fetch(request);
}
