import { compareRoutes, routePattern } from "../../contract/nextjs-routes";

/**
 * Next.js's part of a preview build (compile.ts runs it): the App Router's files become client components
 * under a small router that runs in the frame (nextjs-runtime/app.tsx, prebuilt into the nextjs library
 * script with AppForge's stand-ins for next/link and next/navigation, not the next package).
 *
 * - Routes: every src/app/**\/page.tsx, with the layouts, templates, loading, error and not-found files of
 *   the folders above it; route groups "(app)" are left out of the address, [id], [...rest] and [[...rest]]
 *   are params. The build's entry is written here: it hands the router a table of those files, each loaded
 *   when a route first shows it.
 * - Server-only parts, as the preview has no Next.js server: a component without "use client" runs in the
 *   browser like the rest (its props are the same: params and searchParams as promises); an async one (a
 *   server component that fetches) is awaited by the router before it shows, and its relative /api/ calls
 *   reach the preview API like the browser's. `metadata` exports give the document's title; the other
 *   route settings (generateMetadata, revalidate, dynamic, ...) are build and server settings and are not
 *   read. Server Actions ("use server") and the server's own modules (next/headers, ...) are named as
 *   problems: they cannot run without the server.
 * - Environment: process.env.NEXT_PUBLIC_API_URL is the preview API's address (as VITE_API_URL is for Vite
 *   apps); other NEXT_PUBLIC_ variables are not set (no .env file is read), and the rest of process.env is
 *   empty in the browser, as in a Next.js build.
 */

export const APP_DIR = "src/app/";
/** The synthesized entry: a name no generated file has (the linker resolves its imports from src/app/). */
export const NEXT_ENTRY = `${APP_DIR}.appforge-preview-entry.js`;
/** Where the app mounts in the preview document (preview-backend.ts buildPage). */
export const NEXT_MOUNT = "root";

/** The files a route folder may have, by the name Next.js gives them. */
const SPECIAL = ["page", "layout", "template", "loading", "error", "not-found"] as const;
type Special = (typeof SPECIAL)[number];
const SCRIPT = /\.(tsx|ts|jsx|js)$/;

/** One folder of src/app with its special files (repository paths inside frontend/). */
export interface NextFolder {
  /** The folders from src/app down to this one: [] for src/app itself, ["(app)", "orders", "[id]"]. */
  folders: string[];
  files: Partial<Record<Special, string>>;
}

/** A page with the folders above it that hold a layout, template, loading, error or not-found file. */
export interface NextRoute {
  pattern: string;
  folders: string[];
  page: string;
  /** Indexes into the folder list, src/app first. */
  levels: number[];
}

export interface NextRoutes {
  /** The folders that hold a file the router uses, src/app first. */
  levels: NextFolder[];
  /** The routes in the order the router tries them. */
  routes: NextRoute[];
  /** The levels an address without a page shows (src/app's layout and not-found). */
  notFound: number[];
  /** Files the preview cannot route (parallel or intercepting routes, two pages for one address). */
  problems: { file: string; text: string }[];
}

/**
 * The routes of an app from its file paths (inside frontend/). Private folders (_name) and what is under
 * them are not routes, as in Next.js; route handlers (route.ts) are server code and are not read.
 */
export function collectNextRoutes(paths: Iterable<string>): NextRoutes {
  const folders = new Map<string, NextFolder>();
  const problems: { file: string; text: string }[] = [];
  for (const path of paths) {
    if (!path.startsWith(APP_DIR) || !SCRIPT.test(path) || /\.(test|spec)\.[jt]sx?$/.test(path)) continue;
    const parts = path.slice(APP_DIR.length).split("/");
    const name = (parts.pop() ?? "").replace(SCRIPT, "") as Special;
    if (!SPECIAL.includes(name) || parts.some((folder) => folder.startsWith("_"))) continue;
    const special = parts.find((folder) => folder.startsWith("@") || /^\(\.{1,3}\)/.test(folder));
    if (special) {
      problems.push({
        file: path,
        text: `The preview does not run ${special.startsWith("@") ? "parallel routes" : "intercepting routes"} ("${special}"): give this screen an address of its own`,
      });
      continue;
    }
    const key = parts.join("/");
    const folder = folders.get(key) ?? { folders: parts, files: {} };
    // page.tsx before page.js, as the TypeScript app has it; one of each name per folder.
    folder.files[name] ??= path;
    folders.set(key, folder);
  }
  const ordered = [...folders.values()].sort((a, b) => a.folders.length - b.folders.length || a.folders.join("/").localeCompare(b.folders.join("/")));
  const levels = ordered.filter((folder) => SPECIAL.some((name) => name !== "page" && folder.files[name]));
  const levelsAbove = (chain: readonly string[]) =>
    levels.flatMap((level, index) => (level.folders.length <= chain.length && level.folders.every((folder, at) => chain[at] === folder) ? [index] : []));
  const seen = new Map<string, string>();
  const routes: NextRoute[] = [];
  for (const folder of ordered) {
    const page = folder.files.page;
    if (!page) continue;
    const pattern = routePattern(folder.folders);
    // Two pages for one address: Next.js refuses to build ("(shop)/cart" and "(admin)/cart").
    const twin = seen.get(normalPattern(pattern));
    if (twin) {
      problems.push({ file: page, text: `Two pages answer ${pattern}: ${twin} and this one` });
      continue;
    }
    seen.set(normalPattern(pattern), page);
    routes.push({ pattern, folders: folder.folders, page, levels: levelsAbove(folder.folders) });
  }
  routes.sort((a, b) => compareRoutes(a.folders, b.folders));
  // An address with no page: the not-found of src/app, in the layout of src/app (Next.js's own 404 without one).
  const notFound = levels.flatMap((level, index) => (level.folders.length === 0 ? [index] : []));
  return { levels, routes, notFound, problems };
}

/** "/shop/[id]" and "/shop/[slug]" are one address. */
const normalPattern = (pattern: string) => pattern.replace(/\[\[?(\.\.\.)?[^\]]+\]\]?/g, (param) => (param.includes("...") ? "[...]" : "[]"));

/** A relative import of a file under src/app from the entry (which sits in src/app). */
const fromEntry = (path: string) => `./${path.slice(APP_DIR.length)}`;

/**
 * The build's entry: the router with the route table, each file a function that loads its module (the
 * linker sees each require, so every file is compiled; a module runs when its route first shows).
 */
export function nextEntry(routes: NextRoutes): string {
  const load = (path: string) => `{ file: ${JSON.stringify(path)}, load: () => require(${JSON.stringify(fromEntry(path))}) }`;
  const levels = routes.levels.map((level) => {
    const files = SPECIAL.filter((name) => name !== "page" && level.files[name]).map((name) => `${JSON.stringify(name)}: ${load(level.files[name] ?? "")}`);
    return `    { folders: ${JSON.stringify(level.folders)}, ${files.join(", ")} }`;
  });
  const table = routes.routes.map(
    (route) => `    { pattern: ${JSON.stringify(route.pattern)}, folders: ${JSON.stringify(route.folders)}, levels: ${JSON.stringify(route.levels)}, page: ${load(route.page)} }`,
  );
  return [
    "// Written by the preview (app/lib/preview/nextjs.ts): the App Router's routes, run by AppForge's router.",
    'const { startNextApp } = require("appforge:nextjs");',
    "startNextApp({",
    `  mount: ${JSON.stringify(NEXT_MOUNT)},`,
    "  levels: [",
    levels.join(",\n"),
    "  ],",
    "  routes: [",
    table.join(",\n"),
    "  ],",
    `  notFound: ${JSON.stringify(routes.notFound)},`,
    "});",
    "",
  ].join("\n");
}

/** The modules only a Next.js server has: a build that imports one cannot run in the browser. */
const SERVER_MODULES = ["next/headers", "next/server", "next/cache", "next/og", "next/after", "server-only"];

/**
 * Next.js's rules for the linker: `@/` is src/ (the generated tsconfig.json's paths, as create-next-app
 * writes them), and why a module of the server is not served.
 */
export const NEXT_BUILD = {
  alias(request: string): string | null {
    return request.startsWith("@/") ? `src/${request.slice(2)}` : null;
  },
  unserved(request: string): string | null {
    return SERVER_MODULES.includes(request)
      ? `"${request}" works only on the Next.js server, which the preview does not have: the preview runs every component in the browser`
      : null;
  },
};

/** The address the app's API calls reach in the preview, as VITE_API_URL is for Vite apps. */
const PUBLIC_API = "NEXT_PUBLIC_API_URL";

/** process.env as a Next.js build leaves it in the browser (see the module's comment). */
export function withNextEnvironment(source: string): string {
  return source
    .replace(/\bprocess\.env\.([A-Za-z_$][\w$]*)/g, (whole, name: string) =>
      name === "NODE_ENV" ? whole : name === PUBLIC_API ? "globalThis.__APPFORGE_PREVIEW_API__" : "undefined",
    )
    .replace(/\bprocess\.env\b(?!\.NODE_ENV)/g, '({ NODE_ENV: "production" })');
}

const USE_SERVER = /^\s*(["'])use server\1\s*;?\s*$/m;

/** The line of a "use server" directive, or null: Server Actions run on the server, which the preview has not. */
export function serverActionLine(source: string): number | null {
  const match = USE_SERVER.exec(source);
  if (!match) return null;
  // The pattern's leading spaces may span empty lines: the directive's line is the quote's.
  return source.slice(0, match.index + match[0].search(/["']/)).split("\n").length;
}

const SERVER_ACTION_TEXT =
  'Server Actions ("use server") run on the Next.js server, which the preview does not have: call the app\'s API (/api/...) from the component instead';

/** The build's files (paths inside frontend/) that hold a Server Action, each at its "use server" line. */
export function serverActionProblems(paths: readonly string[], sources: ReadonlyMap<string, string>): { file: string; line: number; text: string }[] {
  return paths.flatMap((file) => {
    const line = file === NEXT_ENTRY ? null : serverActionLine(sources.get(file) ?? "");
    return line === null ? [] : [{ file, line, text: SERVER_ACTION_TEXT }];
  });
}

/**
 * Prepares a Next.js build: the environment replaced in the scripts, and the entry written among the
 * sources (as NEXT_ENTRY). Fails when there is no page yet, or a route the preview cannot run.
 */
export function prepareNextSources(sources: Map<string, string>): { ok: true } | { ok: false; problems: { file: string; line: number | null; text: string }[] } {
  const routes = collectNextRoutes(sources.keys());
  if (routes.problems.length > 0) return { ok: false, problems: routes.problems.map((problem) => ({ ...problem, line: null })) };
  if (routes.routes.length === 0) {
    return { ok: false, problems: [{ file: `${APP_DIR}page.tsx`, line: null, text: "No page of the app (src/app/**/page.tsx) has been generated yet" }] };
  }
  for (const [path, source] of sources) {
    if (/\.(tsx|ts|jsx|js|mjs)$/.test(path)) sources.set(path, withNextEnvironment(source));
  }
  sources.set(NEXT_ENTRY, nextEntry(routes));
  return { ok: true };
}
