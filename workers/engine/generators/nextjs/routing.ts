import { code, test } from "../files";
import type { GeneratedFile } from "../types";

/** The module the shared screens import their routing from (see react/routing.ts), resolved by tsconfig paths. */
export const NEXT_ROUTER = "@/routing";

/**
 * src/routing.tsx: the names the screens route with (Link, Navigate, useNavigate, useParams, useLocation),
 * on the App Router. A redirect's "where from" travels as ?from= and comes back as location.state.
 */
const routing = `
"use client";

import NextLink from "next/link";
import { useParams as useRouteParams, usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, type ComponentProps } from "react";

export interface LocationState {
  /** The path a visitor was sent away from (to sign in), to return to after. */
  from?: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: LocationState;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { to: string };

/** A link to a path of this app. */
export function Link({ to, ...props }: LinkProps) {
  return <NextLink href={to} {...props} />;
}

function withState(to: string, state?: LocationState): string {
  if (!state?.from) return to;
  return \`\${to}\${to.includes("?") ? "&" : "?"}from=\${encodeURIComponent(state.from)}\`;
}

/** Only a path of this app is a place to return to (never another site). */
const isAppPath = (path: string) => path.startsWith("/") && !path.startsWith("//");

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useRouter();
  return useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const target = withState(to, options.state);
      if (options.replace) router.replace(target);
      else router.push(target);
    },
    [router],
  );
}

/** Goes to another path as soon as it is shown. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const from = state?.from;
  useEffect(() => {
    navigate(to, { replace, state: from === undefined ? undefined : { from } });
  }, [navigate, to, replace, from]);
  return null;
}

/** The dynamic segments of the current path ([id]), one value each. */
export function useParams(): Record<string, string | undefined> {
  const params = useRouteParams();
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params ?? {})) values[name] = Array.isArray(value) ? value[0] : value;
  return values;
}

/**
 * The current path, and where a redirect came from. The query is read in the browser only, and screens read
 * the state in event handlers, so the server and the browser render the same.
 */
export function useLocation(): { pathname: string; state: LocationState | null } {
  const pathname = usePathname();
  const from = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("from");
  return { pathname, state: from && isAppPath(from) ? { from } : null };
}
`;

/** src/test/next-navigation.tsx: next/navigation in the tests (vitest.config.mts points the import here). */
const fakeNavigation = `
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
  throw new Error(\`Redirected to \${url}\`);
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
    const dynamic = /^\\[(\\w+)\\]$/.exec(segment);
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
`;

const routingTest = `
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Link, Navigate, useLocation, useNavigate, useParams } from "./routing";
import { renderAt, visited } from "./test/next-navigation";

function Detail() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Record {id}</h1>
      <button type="button" onClick={() => navigate("/records")}>
        Back
      </button>
    </>
  );
}

function Guarded() {
  const { pathname } = useLocation();
  return <Navigate to="/login" replace state={{ from: pathname }} />;
}

function SignIn() {
  const { state } = useLocation();
  return <h1>Sign in, then back to {state?.from}</h1>;
}

describe("routing", () => {
  afterEach(cleanup);

  it("links to paths of the app", () => {
    renderAt("/records", { "/records": () => <Link to="/records/r1">First</Link> });
    expect(screen.getByRole("link", { name: "First" }).getAttribute("href")).toBe("/records/r1");
  });

  it("reads [id] and navigates", async () => {
    renderAt("/records/r1", { "/records/[id]": () => <Detail />, "/records": () => <h1>All records</h1> });
    expect(screen.getByRole("heading", { name: "Record r1" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "All records" })).toBeTruthy();
    expect(visited).toEqual(["/records"]);
  });

  it("sends a visitor to sign in and remembers where from", async () => {
    renderAt("/private", { "/private": () => <Guarded />, "/login": () => <SignIn /> });
    expect(await screen.findByRole("heading", { name: "Sign in, then back to /private" })).toBeTruthy();
    expect(visited).toEqual(["/login?from=%2Fprivate"]);
  });

  it("never returns to another site", async () => {
    renderAt("/login?from=//elsewhere.example", { "/login": () => <SignIn /> });
    expect(await screen.findByRole("heading", { name: "Sign in, then back to" })).toBeTruthy();
  });
});
`;

/** The routing the shared screens use, the in-memory next/navigation their tests run on, and its test. */
export const routingFiles = (): GeneratedFile[] => [
  code("frontend/src/routing.tsx", "frontend", routing),
  test("frontend/src/test/next-navigation.tsx", fakeNavigation),
  test("frontend/src/routing.test.tsx", routingTest),
];
