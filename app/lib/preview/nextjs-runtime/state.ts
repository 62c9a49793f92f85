import { createContext } from "react";
import type { RouteParams } from "../../../../workers/contract/nextjs-routes";

/**
 * What the preview's Next.js stand-ins share (registered once in the nextjs library script as
 * "appforge:nextjs/state", so next/link, next/navigation and the router read one address): the address
 * the router shows, how the app moves to another one, and the signals redirect() and notFound() throw.
 * Runs in the sandboxed preview frame, never on AppForge's pages.
 */

/** A URLSearchParams the app may read but not change, as next/navigation's. */
export class ReadonlyURLSearchParams extends URLSearchParams {
  override append(): never {
    throw new Error("useSearchParams() is read-only: build a new URLSearchParams and navigate to it");
  }
  override delete(): never {
    return this.append();
  }
  override set(): never {
    return this.append();
  }
  override sort(): never {
    return this.append();
  }
}

/** The address the router shows, and what the hooks of next/navigation give. */
export interface RouterState {
  pathname: string;
  search: string;
  params: RouteParams;
  searchParams: ReadonlyURLSearchParams;
}

export const RouterContext = createContext<RouterState | null>(null);
/** The folders below the layout a component is in (useSelectedLayoutSegments), params filled in. */
export const LayoutSegmentsContext = createContext<string[]>([]);

export function stateOfLocation(): RouterState {
  return { pathname: location.pathname, search: location.search, params: {}, searchParams: new ReadonlyURLSearchParams(location.search) };
}

const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify() {
  for (const listener of [...listeners]) listener();
}

let refreshes = 0;
/** router.refresh(): the route shows again, its async (server) components run again. */
export function refresh(): void {
  refreshes++;
  notify();
}

/** The address as the router keys it: path, query, and how many refreshes were asked. */
export const addressKey = () => `${location.pathname}${location.search}#${refreshes}`;

let scrollTarget: string | null = null;

/** Where the page scrolls once the next address shows: "top", a "#fragment", or nowhere. */
export function takeScrollTarget(): string | null {
  const target = scrollTarget;
  scrollTarget = null;
  return target;
}

/**
 * Moves the app to an address of its own (history.pushState or replaceState, then the router shows it);
 * an address on another origin is left to the browser.
 */
export function navigate(href: string, mode: "push" | "replace", scroll: boolean): void {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) {
    location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (mode === "push") history.pushState(null, "", target);
  else history.replaceState(null, "", target);
  scrollTarget = scroll ? url.hash || "top" : null;
  notify();
}

// The signals carry the digests Next.js gives them, so code that tells them apart by digest still can.
const REDIRECT = "NEXT_REDIRECT";
const NOT_FOUND = "NEXT_HTTP_ERROR_FALLBACK;404";

type Signal = Error & { digest: string };

export function redirectSignal(url: string, type: "push" | "replace", status: number): Signal {
  return Object.assign(new Error(REDIRECT), { digest: `${REDIRECT};${type};${url};${status};` });
}

export function notFoundSignal(): Signal {
  return Object.assign(new Error(NOT_FOUND), { digest: NOT_FOUND });
}

const digestOf = (error: unknown): string | null => {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" ? digest : null;
};

/** Where a redirect() sends the app, or null for any other error. */
export function redirectOf(error: unknown): { url: string; type: "push" | "replace" } | null {
  const digest = digestOf(error);
  if (!digest?.startsWith(`${REDIRECT};`)) return null;
  const [, type, ...rest] = digest.split(";");
  // The address may hold ";": everything between the type and the status is the address.
  const url = rest.slice(0, -2).join(";");
  return { url, type: type === "push" ? "push" : "replace" };
}

export const isNotFound = (error: unknown) => digestOf(error) === NOT_FOUND;
export const isNavigationSignal = (error: unknown) => redirectOf(error) !== null || isNotFound(error);
