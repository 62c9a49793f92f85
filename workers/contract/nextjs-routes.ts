/**
 * The App Router's rules for paths, shared by the compile step (app/lib/preview/nextjs.ts, which collects the
 * routes from the files under src/app) and the router that runs them in the preview's frame
 * (nextjs-runtime/app.tsx): which folder names are part of the address, how a page's folders match an
 * address, which of two routes wins, the page title a route's metadata gives, and which requests go to
 * the preview API.
 * Pure functions only: no DOM, no React.
 */

/** One folder of a route as the address sees it: a route group "(app)" is not part of it. */
export type PathSegment =
  | { kind: "static"; value: string }
  | { kind: "dynamic"; name: string }
  | { kind: "catch-all"; name: string }
  | { kind: "optional-catch-all"; name: string };

export type RouteParams = Record<string, string | string[]>;

/** A route group: "(marketing)". Not "(.)photo" and the like, which intercept another route. */
export const isRouteGroup = (folder: string) => /^\([^().]+\)$/.test(folder);

/** The segment a folder stands for in the address, or null for a route group. */
export function pathSegment(folder: string): PathSegment | null {
  if (isRouteGroup(folder)) return null;
  const optional = /^\[\[\.\.\.([^\]]+)\]\]$/.exec(folder);
  if (optional?.[1]) return { kind: "optional-catch-all", name: optional[1] };
  const catchAll = /^\[\.\.\.([^\]]+)\]$/.exec(folder);
  if (catchAll?.[1]) return { kind: "catch-all", name: catchAll[1] };
  const dynamic = /^\[([^\]]+)\]$/.exec(folder);
  if (dynamic?.[1]) return { kind: "dynamic", name: dynamic[1] };
  return { kind: "static", value: folder };
}

/** The folders of a route (groups included), as the address pattern Next.js prints: "/orders/[id]". */
export const routePattern = (folders: readonly string[]) => `/${folders.filter((folder) => !isRouteGroup(folder)).join("/")}`;

const RANK: Record<PathSegment["kind"], number> = { static: 0, dynamic: 1, "catch-all": 2, "optional-catch-all": 3 };

/**
 * Orders two routes as Next.js tries them: segment by segment, a fixed name before a [param], a [param]
 * before a [...catch-all], a catch-all before an optional one; a shorter route first when one is the
 * start of the other.
 */
export function compareRoutes(a: readonly string[], b: readonly string[]): number {
  const left = a.map(pathSegment).filter((segment) => segment !== null);
  const right = b.map(pathSegment).filter((segment) => segment !== null);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const x = left[index];
    const y = right[index];
    if (!x || !y) break;
    const order = RANK[x.kind] - RANK[y.kind];
    if (order !== 0) return order;
    if (x.kind === "static" && y.kind === "static" && x.value !== y.value) return x.value < y.value ? -1 : 1;
  }
  return left.length - right.length;
}

/** The address without its query and hash, and without a trailing slash ("/" stays). */
export function normalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The params an address gives a route's folders, or null when it does not match. */
export function matchRoute(folders: readonly string[], pathname: string): RouteParams | null {
  const segments = folders.map(pathSegment).filter((segment) => segment !== null);
  const parts = normalPath(pathname).split("/").slice(1).filter((part) => part !== "");
  const params: RouteParams = {};
  let at = 0;
  for (const [index, segment] of segments.entries()) {
    if (segment.kind === "catch-all" || segment.kind === "optional-catch-all") {
      // A catch-all is always a route's last folder.
      if (index !== segments.length - 1) return null;
      const rest = parts.slice(at).map(decode);
      if (rest.length === 0 && segment.kind === "catch-all") return null;
      if (rest.length > 0) params[segment.name] = rest;
      return params;
    }
    const part = parts[at];
    if (part === undefined) return null;
    if (segment.kind === "static" ? segment.value !== decode(part) : false) return null;
    if (segment.kind === "dynamic") params[segment.name] = decode(part);
    at++;
  }
  return at === parts.length ? params : null;
}

/**
 * What a folder's key is while an address shows it: its name, a [param] replaced by its value. A layout
 * keeps its state while the key of every folder above it and its own stays (/orders/1 to /orders/2 shows
 * the [id] layout anew, /orders to /customers keeps the root layout).
 */
export function folderKeys(folders: readonly string[], params: RouteParams): string[] {
  let key = "";
  return folders.map((folder) => {
    const segment = pathSegment(folder);
    const value = segment && segment.kind !== "static" ? params[segment.name] : undefined;
    key += `/${value === undefined ? folder : Array.isArray(value) ? value.join("/") : value}`;
    return key;
  });
}

/** A metadata title as Next.js takes it: a string, or { default, template, absolute }. */
type Title = string | { default?: string; template?: string; absolute?: string } | null | undefined;

/**
 * The page title of a route from the metadata exports of its layouts (root first) and its page: the last
 * title wins, and a layout's template ("%s · Shop") shapes the titles below it, not its own.
 */
export function titleOf(metadata: readonly unknown[]): string | null {
  let title: string | null = null;
  let template: string | null = null;
  for (const entry of metadata) {
    const value = (entry as { title?: Title } | null | undefined)?.title;
    let next: string | null = null;
    if (typeof value === "string") next = template ? template.replace("%s", value) : value;
    else if (value && typeof value === "object") {
      if (typeof value.absolute === "string") next = value.absolute;
      else if (typeof value.default === "string") next = value.default;
    }
    if (next !== null) title = next;
    if (value && typeof value === "object" && typeof value.template === "string") template = value.template;
  }
  return title;
}

/**
 * Where one of the app's requests goes in the preview. The app calls /api on its own origin
 * (next.config.mjs forwards it to the API); in the preview those calls, and only those (a path under /api
 * on the frame's own origin, `base` being the frame's address), go to the preview API; null: the request
 * is left as it is.
 */
export function previewApiAddress(input: string, api: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin || !/^\/api(\/|$)/.test(url.pathname)) return null;
  return `${api}${url.pathname}${url.search}${url.hash}`;
}
