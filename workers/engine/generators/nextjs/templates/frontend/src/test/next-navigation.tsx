import { render, type RenderOptions } from "@testing-library/react";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";

/**
 * An in-memory location for the screens to read and change, in place of the App Router: tests open a
 * path with renderAt, and the screen matching it shows, with its [params], until the app navigates.
 */
let current = "/";
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const useCurrent = () => useSyncExternalStore(subscribe, () => current, () => current);

/** Every path the app navigated to since the last renderAt. */
export const visited: string[] = [];

function setLocation(url: string) {
  current = url;
  window.history.replaceState(null, "", url);
  for (const listener of [...listeners]) listener();
}

const go = (url: string) => {
  visited.push(url);
  setLocation(url);
};

const router = {
  push: go,
  replace: go,
  back: () => undefined,
  forward: () => undefined,
  refresh: () => undefined,
  prefetch: () => undefined,
};

const ParamsContext = createContext<Record<string, string>>({});

export const useRouter = () => router;
export const usePathname = () => useCurrent().split("?")[0] ?? "/";
export const useSearchParams = () => new URLSearchParams(useCurrent().split("?")[1] ?? "");
export const useParams = () => useContext(ParamsContext);

export function redirect(url: string): never {
  throw new Error(`Redirected to ${url}`);
}

export function notFound(): never {
  throw new Error("Not found");
}

/** Screens by path pattern, as in src/app: "/orders" and "/orders/[id]". */
export type Routes = Record<string, () => ReactNode>;

function match(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split("/");
  const actual = path.split("/");
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? "";
    const dynamic = /^\[(\w+)\]$/.exec(segment);
    if (dynamic?.[1]) params[dynamic[1]] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

function Screens({ routes, fallback }: { routes: Routes; fallback?: () => ReactNode }) {
  const path = usePathname();
  for (const [pattern, show] of Object.entries(routes)) {
    const params = match(pattern, path);
    if (params) return <ParamsContext.Provider value={params}>{show()}</ParamsContext.Provider>;
  }
  return fallback ? fallback() : null;
}

/** Opens a path: the route matching it shows (or the fallback), inside the wrapper (providers) if given. */
export function renderAt(
  url: string,
  routes: Routes,
  options: { fallback?: () => ReactNode; wrapper?: RenderOptions["wrapper"] } = {},
) {
  visited.length = 0;
  setLocation(url);
  return render(<Screens routes={routes} fallback={options.fallback} />, { wrapper: options.wrapper });
}
