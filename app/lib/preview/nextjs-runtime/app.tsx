import * as React from "react";
import { Component, Suspense, startTransition, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { folderKeys, matchRoute, pathSegment, previewApiAddress, titleOf, type RouteParams } from "../../../../workers/contract/nextjs-routes";
import {
  LayoutSegmentsContext,
  ReadonlyURLSearchParams,
  RouterContext,
  addressKey,
  isNavigationSignal,
  isNotFound,
  navigate,
  redirectOf,
  subscribe,
  takeScrollTarget,
  type RouterState,
} from "./state";

/**
 * The router a Next.js app runs on in the preview ("appforge:nextjs" in the nextjs library script; the
 * build's entry, written by app/lib/preview/nextjs.ts, starts it with the app's route table). For the
 * address in the frame it shows the matching page inside the layouts above it, as the App Router does:
 * a layout stays mounted while its part of the address stays, a template is mounted anew on every
 * navigation, loading.tsx is the Suspense fallback of its folder, error.tsx and not-found.tsx catch what
 * their folder's pages throw, redirect() moves on, and an address without a page shows the not-found page
 * in the root layout. Every component runs in the browser; an async one (a server component) is awaited
 * before it shows, once per address. The app's own /api/ calls go to the preview's API.
 */

type Module = Record<string, unknown>;
/** A file of the app: its path (for problems) and the function that loads its module. */
interface AppFile {
  file: string;
  load: () => Module;
}
interface Level {
  folders: string[];
  layout?: AppFile;
  template?: AppFile;
  loading?: AppFile;
  error?: AppFile;
  "not-found"?: AppFile;
}
interface Route {
  pattern: string;
  folders: string[];
  levels: number[];
  page: AppFile;
}
export interface NextApp {
  mount: string;
  levels: Level[];
  routes: Route[];
  notFound: number[];
}

// ---- the app's API calls ------------------------------------------------------------------------------

/** The app's own /api/ calls (fetch) go to the preview API the document names (see previewApiAddress). */
function routeApiCalls() {
  const api = (globalThis as { __APPFORGE_PREVIEW_API__?: unknown }).__APPFORGE_PREVIEW_API__;
  if (typeof api !== "string" || typeof globalThis.fetch !== "function") return;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input === "string" || input instanceof URL) {
      const target = previewApiAddress(String(input), api, location.href);
      return original(target ?? input, init);
    }
    const target = previewApiAddress(input.url, api, location.href);
    return original(target ? new Request(target, input) : input, init);
  };
}

routeApiCalls();

// ---- the app's components -----------------------------------------------------------------------------

const use = (React as unknown as { use<T>(promise: Promise<T>): T }).use;

type Shown = ComponentType<Record<string, unknown>> & ((props: Record<string, unknown>) => unknown);

function defaultExport({ file, load }: AppFile): Shown {
  const shown = load().default;
  if (typeof shown === "function" || (typeof shown === "object" && shown !== null)) return shown as Shown;
  throw new Error(`${file} has no default export: Next.js shows a page's or layout's default export`);
}

const isAsync = (shown: unknown) => typeof shown === "function" && shown.constructor?.name === "AsyncFunction";

/** What async components gave, per address (and refresh): each runs once for the address it shows. */
const results = new Map<string, Promise<ReactNode>>();

function Segment({ file, props, cacheKey }: { file: AppFile; props: Record<string, unknown>; cacheKey: string }) {
  const Shown = defaultExport(file);
  if (isAsync(Shown)) {
    let result = results.get(cacheKey);
    if (!result) {
      result = Promise.resolve().then(() => Shown(props) as ReactNode);
      results.set(cacheKey, result);
    }
    return use(result);
  }
  return <Shown {...props} />;
}

function DefaultNotFound() {
  return (
    <div style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1rem", textAlign: "center" }}>
      <h1 style={{ fontSize: "1.5rem", margin: 0 }}>404</h1>
      <p>This page could not be found.</p>
    </div>
  );
}

function ApplicationError({ error }: { error: unknown }) {
  return (
    <div role="alert" style={{ fontFamily: "system-ui, sans-serif", padding: "2rem 1rem" }}>
      <h1 style={{ fontSize: "1.25rem" }}>Application error: a client-side exception has occurred</h1>
      <pre style={{ whiteSpace: "pre-wrap" }}>{error instanceof Error ? error.message : String(error)}</pre>
    </div>
  );
}

interface BoundaryProps {
  url: string;
  /** What a notFound() below shows; undefined: it goes on up. */
  notFound?: ReactNode;
  /** The folder's error.tsx: what an error below shows, with a way to try again. */
  error?: AppFile;
  /** The outermost boundary: an error nobody caught shows Next.js's application error. */
  last?: boolean;
  children: ReactNode;
}

/** A folder's boundary: redirects move on, notFound() and errors show the folder's not-found and error files. */
class Boundary extends Component<BoundaryProps, { caught: { error: unknown } | null; url: string }> {
  override state = { caught: null as { error: unknown } | null, url: this.props.url };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  // A new address shows its own page, whatever the previous one threw.
  static getDerivedStateFromProps(props: BoundaryProps, state: { url: string }) {
    return props.url === state.url ? null : { caught: null, url: props.url };
  }

  override componentDidCatch(error: unknown) {
    const redirect = redirectOf(error);
    if (redirect) navigate(redirect.url, redirect.type, true);
  }

  override render() {
    const caught = this.state.caught;
    if (!caught) return this.props.children;
    const { error } = caught;
    if (redirectOf(error)) return null;
    if (isNotFound(error)) {
      if (this.props.notFound !== undefined) return this.props.notFound;
      throw error;
    }
    if (this.props.error) {
      return <Segment file={this.props.error} props={{ error, reset: () => this.setState({ caught: null }) }} cacheKey={`${this.props.url}|error`} />;
    }
    if (this.props.last) return <ApplicationError error={error} />;
    throw error;
  }
}

// ---- the router ---------------------------------------------------------------------------------------

/** The folders of a route from `depth` down, params filled in (useSelectedLayoutSegments). */
function foldersBelow(folders: readonly string[], params: RouteParams, depth: number): string[] {
  return folders.slice(depth).map((folder) => {
    const segment = pathSegment(folder);
    const value = segment && segment.kind !== "static" ? params[segment.name] : undefined;
    return value === undefined ? folder : Array.isArray(value) ? value.join("/") : value;
  });
}

interface Match {
  route: Route | null;
  params: RouteParams;
}

function find(app: NextApp, pathname: string): Match {
  for (const route of app.routes) {
    const params = matchRoute(route.folders, pathname);
    if (params) return { route, params };
  }
  return { route: null, params: {} };
}

function tree(app: NextApp, shown: Match, url: string, state: RouterState): ReactNode {
  const { route, params } = shown;
  const folders = route?.folders ?? [];
  const keys = folderKeys(folders, params);
  const paramsPromise = Promise.resolve(params);
  const rootNotFound = (level: Level | undefined) =>
    level?.["not-found"] ? <Segment file={level["not-found"]} props={{}} cacheKey={`${url}|not-found`} /> : <DefaultNotFound />;
  const levels = route ? route.levels : app.notFound;
  let node: ReactNode = route ? (
    <Segment
      key={`page${keys.at(-1) ?? ""}`}
      file={route.page}
      props={{ params: paramsPromise, searchParams: Promise.resolve(Object.fromEntries(state.searchParams)) }}
      cacheKey={`${url}|page`}
    />
  ) : (
    rootNotFound(app.levels[app.notFound[0] ?? -1])
  );
  for (const index of [...levels].reverse()) {
    const level = app.levels[index];
    if (!level) continue;
    const depth = level.folders.length;
    const key = depth === 0 ? "/" : (keys[depth - 1] ?? level.folders.join("/"));
    const notFound = depth === 0 ? rootNotFound(level) : level["not-found"] ? <Segment file={level["not-found"]} props={{}} cacheKey={`${url}|${index}|not-found`} /> : undefined;
    node = level.loading ? <Suspense fallback={<Segment file={level.loading} props={{}} cacheKey={`${url}|${index}|loading`} />}>{node}</Suspense> : node;
    node = (
      <Boundary url={url} notFound={notFound} error={level.error}>
        {node}
      </Boundary>
    );
    if (level.template) node = <Segment key={`template${url}`} file={level.template} props={{ children: node }} cacheKey={`${url}|${index}|template`} />;
    if (level.layout) {
      node = (
        <LayoutSegmentsContext.Provider key={`layout${key}`} value={foldersBelow(folders, params, depth)}>
          <Segment file={level.layout} props={{ params: paramsPromise, children: node }} cacheKey={`${url}|${index}|layout`} />
        </LayoutSegmentsContext.Provider>
      );
    }
  }
  return node;
}

/** The document's title from the metadata exports of the route's layouts and page. */
function routeTitle(app: NextApp, route: Route | null): string | null {
  if (!route) return null;
  const files = [...route.levels.map((index) => app.levels[index]?.layout), route.page];
  return titleOf(
    files.map((file) => {
      try {
        return file ? file.load().metadata : undefined;
      } catch {
        return undefined;
      }
    }),
  );
}

function App({ app }: { app: NextApp }) {
  const [url, setUrl] = useState(addressKey);
  // Subscribed before any component's effect can navigate; an address changed before that is caught up.
  useLayoutEffect(() => {
    const update = () => startTransition(() => setUrl(addressKey()));
    const unsubscribe = subscribe(update);
    window.addEventListener("popstate", update);
    update();
    return () => {
      unsubscribe();
      window.removeEventListener("popstate", update);
    };
  }, []);
  const pathname = url.slice(0, url.search(/[?#]/) === -1 ? url.length : url.search(/[?#]/));
  const search = url.includes("?") ? url.slice(url.indexOf("?"), url.lastIndexOf("#")) : "";
  const shown = useMemo(() => find(app, pathname), [app, pathname]);
  const state = useMemo<RouterState>(() => ({ pathname, search, params: shown.params, searchParams: new ReadonlyURLSearchParams(search) }), [pathname, search, shown]);
  useLayoutEffect(() => {
    // What async components gave for other addresses is not needed again.
    for (const key of results.keys()) if (!key.startsWith(`${url}|`)) results.delete(key);
    const title = routeTitle(app, shown.route);
    if (title !== null) document.title = title;
    const target = takeScrollTarget();
    if (target === "top") window.scrollTo(0, 0);
    else if (target) document.getElementById(decodeURIComponent(target.slice(1)))?.scrollIntoView();
  }, [app, url, shown]);
  return (
    <RouterContext.Provider value={state}>
      <Boundary url={url} notFound={<DefaultNotFound />} last>
        <Suspense fallback={null}>{tree(app, shown, url, state)}</Suspense>
      </Boundary>
    </RouterContext.Provider>
  );
}

/** Starts the app in the preview document's mount element; its children stand where Next.js puts <body>'s. */
export function startNextApp(app: NextApp): void {
  const mount = document.getElementById(app.mount);
  if (!mount) throw new Error(`The preview document has no element #${app.mount} to show the app in`);
  mount.style.display = "contents";
  const options = {
    // redirect() and notFound() are how the app moves, not errors: React need not report them.
    onCaughtError: (error: unknown) => {
      if (!isNavigationSignal(error)) console.error(error);
    },
  };
  createRoot(mount, options as Parameters<typeof createRoot>[1]).render(<App app={app} />);
}
