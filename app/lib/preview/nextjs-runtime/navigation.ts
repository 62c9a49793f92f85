import { useContext } from "react";
import type { RouteParams } from "../../../../workers/contract/nextjs-routes";
import {
  LayoutSegmentsContext,
  ReadonlyURLSearchParams,
  RouterContext,
  isNavigationSignal,
  navigate,
  notFoundSignal,
  redirectSignal,
  refresh,
  stateOfLocation,
} from "./state";

/**
 * next/navigation in the preview: AppForge's stand-in for the App Router's hooks and functions, on the
 * router of nextjs-runtime/app.tsx (not the next package). The hooks read the address the router shows;
 * redirect() and notFound() throw the signals its boundaries catch, as Next.js's do.
 */

export { ReadonlyURLSearchParams };

export interface NavigateOptions {
  scroll?: boolean;
}

export interface AppRouterInstance {
  push(href: string, options?: NavigateOptions): void;
  replace(href: string, options?: NavigateOptions): void;
  back(): void;
  forward(): void;
  refresh(): void;
  prefetch(href: string): void;
}

const ROUTER: AppRouterInstance = {
  push: (href, options) => navigate(href, "push", options?.scroll !== false),
  replace: (href, options) => navigate(href, "replace", options?.scroll !== false),
  back: () => history.back(),
  forward: () => history.forward(),
  refresh,
  // Every route of the preview is already loaded.
  prefetch: () => undefined,
};

const useRouterState = () => useContext(RouterContext) ?? stateOfLocation();

export const useRouter = (): AppRouterInstance => ROUTER;
export const usePathname = (): string => useRouterState().pathname;
export const useSearchParams = (): ReadonlyURLSearchParams => useRouterState().searchParams;
export const useParams = <T extends RouteParams = RouteParams>(): T => useRouterState().params as T;
export const useSelectedLayoutSegments = (): string[] => useContext(LayoutSegmentsContext);
export const useSelectedLayoutSegment = (): string | null => useContext(LayoutSegmentsContext)[0] ?? null;

export const RedirectType = { push: "push", replace: "replace" } as const;
type RedirectKind = (typeof RedirectType)[keyof typeof RedirectType];

export function redirect(url: string, type: RedirectKind = "replace"): never {
  throw redirectSignal(url, type, 307);
}

export function permanentRedirect(url: string, type: RedirectKind = "replace"): never {
  throw redirectSignal(url, type, 308);
}

export function notFound(): never {
  throw notFoundSignal();
}

/** Throws redirect() and notFound()'s signals again, for a catch that must not swallow them. */
export function unstable_rethrow(error: unknown): void {
  if (isNavigationSignal(error)) throw error;
}
