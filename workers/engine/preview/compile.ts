import { transform, type Transform } from "sucrase";
import type * as VueSfcApi from "./vue-sfc";
import type * as AngularApi from "./angular";
import type { CompileProblem, PreviewFrontend } from "../../contract/preview";
import { PREVIEW_VENDOR, type VendorScript } from "./vendor";
import { FRONTEND, frontendSources, isBuildSource, type SourceFile } from "./sources";
import { NEXT_BUILD, NEXT_ENTRY, prepareNextSources, serverActionProblems } from "./nextjs";
import { inTurn } from "../cpu-turns";

/**
 * Compiles a generated frontend for its preview, in plain JavaScript, in the Worker (the project's room builds
 * after every checkpoint; qa's edit checks use its rules): each of the project's files is turned into a
 * CommonJS module (TypeScript and JSX by Sucrase, Vue single-file components by Vue's own compiler first,
 * Angular's decorators lowered for its JIT compiler first: angular.ts), its imports are resolved among the
 * generated files, and the modules are linked into one classic script with a small loader. The libraries are
 * not compiled: an import of one becomes a call to the prebuilt library script AppForge serves at the versions
 * the generated package.json pins (vendor.ts), which the preview document loads before the app. Nothing is
 * fetched from anywhere.
 */

export type CompileResult =
  | { ok: true; js: string; css: string; vendor: string; files: number; ms: number }
  | { ok: false; problems: CompileProblem[] };

const ENTRIES: Record<PreviewFrontend, string> = { react: "src/main.tsx", vue: "src/main.ts", angular: "src/main.ts", nextjs: NEXT_ENTRY };
/**
 * An Angular app's global stylesheets, in the order the generated angular.json lists them (its `styles`;
 * the preview reads only src/, so the list is the generator's): the CLI bundles them apart from the
 * components' styles, which Angular adds to the page itself.
 */
const ANGULAR_GLOBAL_STYLES = ["src/theme/tokens.css", "src/styles.css", "src/responsive.css"];
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".jsx", ".vue", ".json", "/index.ts", "/index.tsx", "/index.js"];
const SCRIPT_TRANSFORMS: Record<string, Transform[]> = {
  ts: ["typescript", "imports"],
  tsx: ["typescript", "jsx", "imports"],
  js: ["imports"],
  mjs: ["imports"],
  jsx: ["jsx", "imports"],
};

type VueSfc = typeof VueSfcApi;
type Angular = typeof AngularApi;

/** What a build of one frontend needs besides the files: its library script, Vue's compiler for Vue, Angular's lowering for Angular. */
interface Tools {
  vendor: VendorScript;
  vue: VueSfc | null;
  angular: Angular | null;
  /** Next.js's import alias and server-only modules (nextjs.ts). */
  next: typeof NEXT_BUILD | null;
}

const tools = new Map<PreviewFrontend, Tools>();

/**
 * What a build of this frontend needs, loaded once per Worker: Vue's compiler and Angular's lowering only for their
 * stacks. Only loaded tools are kept, never a load in flight, which the isolate's other requests must not wait on
 * (workers/once.ts says why).
 */
async function toolsOnce(frontend: PreviewFrontend): Promise<Tools> {
  const known = tools.get(frontend);
  if (known) return known;
  const [vue, angular] = await Promise.all([frontend === "vue" ? import("./vue-sfc") : Promise.resolve(null), frontend === "angular" ? import("./angular") : Promise.resolve(null)]);
  const loaded = tools.get(frontend) ?? { vendor: PREVIEW_VENDOR[frontend], vue, angular, next: frontend === "nextjs" ? NEXT_BUILD : null };
  tools.set(frontend, loaded);
  return loaded;
}

function resolveRelative(from: string, request: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of request.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/**
 * What Vite replaces in the source before the app runs: its environment. The preview's API address is
 * set by the sandboxed document before the app starts.
 */
const ENVIRONMENT: Record<string, string> = {
  VITE_API_URL: "globalThis.__APPFORGE_PREVIEW_API__",
  BASE_URL: '"/"',
  MODE: '"production"',
  DEV: "false",
  PROD: "true",
  SSR: "false",
};

function withEnvironment(source: string): string {
  return source
    .replace(/\bimport\.meta\.env\.([A-Za-z_$][\w$]*)/g, (_, name: string) => ENVIRONMENT[name] ?? "undefined")
    .replace(/\bimport\.meta\.env\b/g, `({ ${Object.entries(ENVIRONMENT).map(([name, value]) => `${name}: ${value}`).join(", ")} })`)
    .replace(/\bprocess\.env\.NODE_ENV\b/g, '"production"');
}

/** One file as a module: its CommonJS code, the imports it makes (in order), and the CSS it brings. */
interface Compiled {
  code: string;
  requests: string[];
  css: string[];
}

class CompileError extends Error {
  constructor(readonly problems: CompileProblem[]) {
    super(problems[0]?.text ?? "The frontend does not compile");
  }
}

const problemIn = (path: string, text: string, line: number | null = null, column: number | null = null): CompileProblem => ({
  file: `${FRONTEND}${path}`,
  line,
  column,
  text,
});

function transformScript(path: string, source: string, transforms: Transform[]): string {
  try {
    return transform(withEnvironment(source), { transforms, jsxRuntime: "automatic", production: true, filePath: path }).code;
  } catch (error) {
    const loc = (error as { loc?: { line?: number; column?: number } }).loc;
    const text = (error instanceof Error ? error.message : String(error)).replace(/^Error transforming [^:]+: /, "").replace(/ \(\d+:\d+\)$/, "");
    // Sucrase counts columns from 1, as the problem list does.
    throw new CompileError([problemIn(path, text, loc?.line ?? null, loc?.column ?? null)]);
  }
}

/**
 * The build's own refusal of one script it compiles (a repository path), or null when it compiles or is not
 * one the build reads: what qa's edit checks ask of each changed file, so they refuse what the build would.
 */
export function scriptProblem(repositoryPath: string, source: string): CompileProblem | null {
  const transforms = SCRIPT_TRANSFORMS[repositoryPath.split(".").pop() ?? ""];
  if (!transforms || !isBuildSource(repositoryPath)) return null;
  try {
    transformScript(repositoryPath.slice(FRONTEND.length), source, transforms);
    return null;
  } catch (error) {
    if (error instanceof CompileError && error.problems[0]) return error.problems[0];
    throw error;
  }
}

/** The modules a CommonJS module's code asks for, in order (what Sucrase writes for every import). */
function requestsOf(code: string): string[] {
  const requests: string[] = [];
  for (const match of code.matchAll(/\brequire\((['"])([^'"\\\n]+)\1\)/g)) {
    const request = match[2];
    if (request && !requests.includes(request)) requests.push(request);
  }
  return requests;
}

function compileFile(path: string, source: string, tools: Pick<Tools, "vue" | "angular">, sources: ReadonlyMap<string, string>): Compiled {
  const { vue, angular } = tools;
  const extension = path.split(".").pop() ?? "";
  const transforms = SCRIPT_TRANSFORMS[extension];
  if (transforms) {
    // Angular's decorators become the calls its JIT compiler reads, templateUrl and styleUrls the files' contents.
    const lowered = angular && (extension === "ts" || extension === "tsx") ? angular.lowerAngular(path, source, (request) => sources.get(resolveRelative(path, /^\.\.?\//.test(request) ? request : `./${request}`))) : null;
    if (lowered && !lowered.ok) throw new CompileError(lowered.problems.map((problem) => problemIn(path, problem.text, problem.line, problem.column)));
    const code = transformScript(path, lowered ? lowered.code : source, transforms);
    return { code, requests: requestsOf(code), css: [] };
  }
  switch (extension) {
    case "vue": {
      if (!vue) throw new CompileError([problemIn(path, "A .vue file in a frontend that is not Vue")]);
      const compiled = vue.compileSfc(path, source);
      if (!compiled.ok) throw new CompileError(compiled.problems.map((problem) => problemIn(path, problem.text, problem.line)));
      const code = transformScript(path, compiled.code, SCRIPT_TRANSFORMS.ts ?? []);
      return { code, requests: requestsOf(code), css: compiled.styles };
    }
    case "css":
      return { code: "", requests: [], css: [source] };
    case "json":
      try {
        return { code: `module.exports = ${JSON.stringify(JSON.parse(source))};`, requests: [], css: [] };
      } catch (error) {
        throw new CompileError([problemIn(path, error instanceof Error ? error.message : "Not valid JSON")]);
      }
    case "svg":
      return { code: `module.exports = ${JSON.stringify(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`)};`, requests: [], css: [] };
    default:
      return { code: `module.exports = ${JSON.stringify(source)};`, requests: [], css: [] };
  }
}

/** The line of the source that names an import, for a problem with it. */
function lineNaming(source: string, request: string): number | null {
  const index = source.split("\n").findIndex((line) => line.includes(`"${request}"`) || line.includes(`'${request}'`));
  return index === -1 ? null : index + 1;
}

/** A linked module: its code, and where each of its requests goes (a file's path, or null for a library). */
interface Linked {
  path: string;
  code: string;
  targets: Record<string, string | null>;
}

/**
 * Compiles the files the entry reaches, depth first in import order, as a bundler would: the CSS comes
 * out in the order the app's modules run. Every problem found is reported, not only the first.
 * Each file is compiled in its turn (cpu-turns.ts): a large frontend's build never holds another project's
 * request, or this project's, for longer than one file's compile.
 */
async function link(entry: string, sources: Map<string, string>, tools: Tools): Promise<{ modules: Linked[]; css: string[]; problems: CompileProblem[] }> {
  const modules: Linked[] = [];
  const css: string[] = [];
  const problems: CompileProblem[] = [];
  const seen = new Set<string>();
  const visit = async (path: string): Promise<void> => {
    seen.add(path);
    const source = sources.get(path) ?? "";
    let compiled: Compiled;
    try {
      compiled = await inTurn(() => compileFile(path, source, tools, sources));
    } catch (error) {
      if (error instanceof CompileError) problems.push(...error.problems);
      else problems.push(problemIn(path, error instanceof Error ? error.message : String(error)));
      return;
    }
    const targets: Record<string, string | null> = {};
    for (const request of compiled.requests) {
      const aliased = tools.next?.alias(request) ?? null;
      if (aliased === null && !/^[./]/.test(request)) {
        if (tools.vendor.modules.includes(request)) targets[request] = null;
        else problems.push(problemIn(path, tools.next?.unserved(request) ?? `"${request}" is not one of the libraries the preview serves (${tools.vendor.modules.join(", ")})`, lineNaming(source, request)));
        continue;
      }
      const base = aliased ?? resolveRelative(path, request);
      const found = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => sources.has(candidate));
      if (!found) {
        problems.push(problemIn(path, `Cannot find "${request}" among the generated files`, lineNaming(source, request)));
        continue;
      }
      targets[request] = found;
      if (!seen.has(found)) await visit(found);
    }
    css.push(...compiled.css);
    modules.push({ path, code: compiled.code, targets });
  };
  await visit(entry);
  return { modules, css, problems };
}

/**
 * The modules as one classic script: each runs once, on its first require, and the entry starts the app
 * (after `prelude`: for Angular, its compiler, which its JIT needs before any component is used, and the
 * root component's host element).
 */
function bundle(modules: Linked[], entry: string, prelude = ""): string {
  const table = modules
    .map((module) => `${JSON.stringify(module.path)}: [function (module, exports, require) {\n${module.code}\n}, ${JSON.stringify(module.targets)}]`)
    .join(",\n");
  return `(() => {
const modules = {
${table}
};
const loaded = {};
const load = (path) => {
  if (loaded[path]) return loaded[path].exports;
  const [factory, targets] = modules[path];
  const module = { exports: {} };
  loaded[path] = module;
  factory.call(module.exports, module, module.exports, (request) => {
    const target = targets[request];
    if (target === undefined) throw new Error("Cannot find " + JSON.stringify(request) + " from " + path);
    return target === null ? globalThis.__APPFORGE_VENDOR__(request) : load(target);
  });
  return module.exports;
};
${prelude}load(${JSON.stringify(entry)});
})();
`;
}

export async function compilePreview(frontend: PreviewFrontend, files: readonly SourceFile[]): Promise<CompileResult> {
  const started = performance.now();
  const sources = frontendSources(files);
  const entry = ENTRIES[frontend];
  // Next.js has no entry file: its routes are collected from src/app and an entry written for them.
  const next = frontend === "nextjs" ? prepareNextSources(sources) : null;
  if (next && !next.ok) return { ok: false, problems: next.problems.map((problem) => ({ ...problem, file: `${FRONTEND}${problem.file}`, column: null })) };
  if (!sources.has(entry)) {
    return { ok: false, problems: [{ file: `${FRONTEND}${entry}`, line: null, column: null, text: "The frontend's entry file has not been generated yet" }] };
  }
  const found = await toolsOnce(frontend);
  const { modules, css, problems } = await link(entry, sources, found);
  if (next) problems.push(...serverActionProblems(modules.map((module) => module.path), sources).map((problem) => problemIn(problem.file, problem.text, problem.line)));
  if (problems.length > 0) return { ok: false, problems };
  // Angular runs in JIT mode: its compiler comes first, with index.html's base href and the root component's
  // host element (angular.ts angularPrelude); its global stylesheets are not imported by any module.
  const angular = found.angular ? angularBuild(found.angular, entry, sources) : null;
  const styles = angular ? [...angular.styles, ...css] : css;
  const js = bundle(modules, entry, angular?.prelude);
  return { ok: true, js, css: styles.join("\n"), vendor: found.vendor.file, files: modules.length, ms: Math.round(performance.now() - started) };
}

function angularBuild(tools: Angular, entry: string, sources: ReadonlyMap<string, string>): { prelude: string; styles: string[] } {
  const read = (from: string, request: string) => {
    const base = resolveRelative(from, request);
    const path = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => sources.has(candidate));
    return path === undefined ? undefined : { path, source: sources.get(path) ?? "" };
  };
  const selector = tools.rootSelector({ path: entry, source: sources.get(entry) ?? "" }, read);
  return {
    prelude: tools.angularPrelude(selector, tools.baseHrefOf(sources.get("src/index.html"))),
    styles: ANGULAR_GLOBAL_STYLES.flatMap((path) => sources.get(path) ?? []),
  };
}
