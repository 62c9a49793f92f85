import type * as EsbuildApi from "esbuild-wasm";
import type { BuildFailure, Loader, Message, Plugin } from "esbuild-wasm";
import type * as VueSfcApi from "./vue-sfc";
import type { PreviewFrontend } from "../../../workers/contract/preview";
import { FRONTEND, frontendSources, type SourceFile } from "./sources";

/**
 * Compiles a generated frontend in the browser: esbuild (WebAssembly, in its own web worker) bundles the
 * project's own source from memory, with its libraries taken from the prebuilt modules AppForge serves at
 * the versions the generated package.json pins, and Vue single-file components compiled by Vue's own
 * compiler. Nothing is fetched from another host.
 */

export interface CompileProblem {
  /** The repository path ("frontend/src/App.tsx"), when the problem is in a file. */
  file: string | null;
  line: number | null;
  column: number | null;
  text: string;
}

export type CompileResult =
  | { ok: true; js: string; css: string; files: number; ms: number }
  | { ok: false; problems: CompileProblem[] };

export type CompileStage = "loading compiler" | "loading libraries" | "compiling";

const VENDOR = "/preview-vendor/";
const ENTRIES: Record<PreviewFrontend, string> = { react: "src/main.tsx", vue: "src/main.ts" };
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".jsx", ".vue", ".json", "/index.ts", "/index.tsx", "/index.js"];
const LOADERS: Record<string, Loader> = { ts: "ts", tsx: "tsx", js: "js", jsx: "jsx", css: "css", json: "json", svg: "dataurl", png: "dataurl" };

interface Manifest {
  esbuild: { file: string };
  react: { file: string };
  vue: { file: string };
}

type Esbuild = typeof EsbuildApi;
type VueSfc = typeof VueSfcApi;

let manifest: Promise<Manifest> | undefined;
let compiler: Promise<Esbuild> | undefined;
const vendors = new Map<PreviewFrontend, Promise<Record<string, string>>>();

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`Could not load ${path} (${response.status}): run npm run build to make the preview's files`);
  return (await response.json()) as T;
}

const manifestOnce = () => (manifest ??= fetchJson<Manifest>(`${VENDOR}manifest.json`));

function esbuildOnce(): Promise<Esbuild> {
  compiler ??= (async () => {
    const [esbuild, { esbuild: wasm }] = await Promise.all([import("esbuild-wasm"), manifestOnce()]);
    await esbuild.initialize({ wasmURL: new URL(`${VENDOR}${wasm.file}`, location.href).toString(), worker: true });
    return esbuild;
  })();
  // A failed start (a network blip) is tried again next time.
  compiler.catch(() => (compiler = undefined));
  return compiler;
}

function vendorOnce(frontend: PreviewFrontend): Promise<Record<string, string>> {
  let modules = vendors.get(frontend);
  if (!modules) {
    modules = manifestOnce().then((found) => fetchJson<{ modules: Record<string, string> }>(`${VENDOR}${found[frontend].file}`)).then((bundle) => bundle.modules);
    vendors.set(frontend, modules);
    modules.catch(() => vendors.delete(frontend));
  }
  return modules;
}

function resolveRelative(from: string, request: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of request.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

const problemOf = (message: Message): CompileProblem => ({
  file: message.location ? `${FRONTEND}${message.location.file.replace(/^(source|vue-style):/, "").replace(/\?.*$/, "")}` : null,
  line: message.location?.line ?? null,
  column: message.location ? message.location.column + 1 : null,
  text: message.text,
});

const isBuildFailure = (error: unknown): error is BuildFailure => typeof error === "object" && error !== null && Array.isArray((error as BuildFailure).errors);

/** What one build reads: the frontend's files, and the styles its Vue components produce as they compile. */
interface BuildInput {
  sources: Map<string, string>;
  styles: Map<string, string>;
}

/**
 * A frontend's esbuild context, kept for the page's life: its plugin reads whichever files the current
 * build hands it, and esbuild keeps the libraries' parsed modules between builds (their text never
 * changes), so a build parses only the project's own files. Builds on one context run one at a time.
 */
interface Builder {
  context: EsbuildApi.BuildContext;
  input: BuildInput;
  /** The end of the last build started: the next one waits for it. */
  queue: Promise<unknown>;
}

const builders = new Map<PreviewFrontend, Promise<Builder>>();

function builderOnce(frontend: PreviewFrontend): Promise<Builder> {
  let builder = builders.get(frontend);
  if (!builder) {
    builder = (async () => {
      const [esbuild, modules, vue] = await Promise.all([esbuildOnce(), vendorOnce(frontend), frontend === "vue" ? import("./vue-sfc") : Promise.resolve(null)]);
      const input: BuildInput = { sources: new Map(), styles: new Map() };
      const context = await esbuild.context({ ...BUILD_OPTIONS, entryPoints: [ENTRIES[frontend]], plugins: [previewPlugin(input, modules, vue)] });
      return { context, input, queue: Promise.resolve() };
    })();
    builders.set(frontend, builder);
    builder.catch(() => builders.delete(frontend));
  }
  return builder;
}

/** Runs one build on the frontend's context with these files, after any build already running on it. */
async function buildWith(builder: Builder, sources: Map<string, string>): Promise<EsbuildApi.BuildResult> {
  const run = builder.queue.then(() => {
    builder.input.sources = sources;
    builder.input.styles = new Map();
    return builder.context.rebuild();
  });
  builder.queue = run.catch(() => undefined);
  return run;
}

const BUILD_OPTIONS = {
  bundle: true,
  write: false,
  outdir: "/out",
  format: "esm",
  target: "es2020",
  // Not minified: the bundle is read from this origin only, and minifying the libraries again on every
  // build would be most of esbuild's work.
  minify: false,
  jsx: "automatic",
  logLevel: "silent",
  define: {
    // The sandboxed document sets this to its own preview API before the app starts.
    "import.meta.env.VITE_API_URL": "globalThis.__APPFORGE_PREVIEW_API__",
    "import.meta.env.BASE_URL": '"/"',
    "import.meta.env.MODE": '"production"',
    "import.meta.env.DEV": "false",
    "import.meta.env.PROD": "true",
    "import.meta.env.SSR": "false",
    "process.env.NODE_ENV": '"production"',
    __VUE_OPTIONS_API__: "true",
    __VUE_PROD_DEVTOOLS__: "false",
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
  },
} satisfies EsbuildApi.BuildOptions;

function previewPlugin(input: BuildInput, modules: Record<string, string>, vue: VueSfc | null): Plugin {
  return {
    name: "appforge-preview",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== "entry-point" && (args.namespace === "vendor" || !/^[./]/.test(args.path))) {
          if (args.path in modules) return { path: args.path, namespace: "vendor" };
          return { errors: [{ text: `"${args.path}" is not one of the libraries the preview serves (${Object.keys(modules).join(", ")})` }] };
        }
        if (args.path.startsWith("vue-style:")) return { path: args.path, namespace: "vue-style" };
        const base = args.kind === "entry-point" ? args.path : resolveRelative(args.importer.replace(/^source:/, ""), args.path);
        const found = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => input.sources.has(candidate));
        if (!found) return { errors: [{ text: `Cannot find "${args.path}" among the generated files` }] };
        return { path: found, namespace: "source" };
      });
      build.onLoad({ filter: /.*/, namespace: "vendor" }, (args) => ({ contents: modules[args.path], loader: "js" }));
      build.onLoad({ filter: /.*/, namespace: "vue-style" }, (args) => ({ contents: input.styles.get(args.path) ?? "", loader: "css" }));
      build.onLoad({ filter: /.*/, namespace: "source" }, (args) => {
        const contents = input.sources.get(args.path) ?? "";
        if (args.path.endsWith(".vue")) {
          if (!vue) return { errors: [{ text: "A .vue file in a frontend that is not Vue" }] };
          const compiled = vue.compileSfc(args.path, contents);
          if (!compiled.ok) return { errors: compiled.problems.map((problem) => ({ text: problem.text, location: { file: args.path, line: problem.line ?? 1, column: 0 } })) };
          compiled.styles.forEach((css, index) => input.styles.set(`vue-style:${args.path}?${index}`, css));
          const imports = compiled.styles.map((_, index) => `import ${JSON.stringify(`vue-style:${args.path}?${index}`)};`).join("\n");
          return { contents: `${compiled.code}\n${imports}`, loader: "ts", resolveDir: "" };
        }
        const extension = args.path.split(".").pop() ?? "";
        return { contents, loader: LOADERS[extension] ?? "text" };
      });
    },
  };
}

/**
 * Starts loading what a build of this frontend needs (the compiler and the libraries) and builds the
 * libraries once, so the build that follows the agents' work finds them parsed and the compiler warm.
 * Failures are left for the build to report.
 */
export function warmUpPreview(frontend: PreviewFrontend): void {
  void (async () => {
    const [builder, modules] = await Promise.all([builderOnce(frontend), vendorOnce(frontend)]);
    const entry = Object.keys(modules).map((name) => `import ${JSON.stringify(name)};`).join("\n");
    await buildWith(builder, new Map([[ENTRIES[frontend], entry]]));
  })().catch(() => undefined);
}

export async function compilePreview(frontend: PreviewFrontend, files: readonly SourceFile[], onStage: (stage: CompileStage) => void = () => undefined): Promise<CompileResult> {
  const started = performance.now();
  const sources = frontendSources(files);
  const entry = ENTRIES[frontend];
  if (!sources.has(entry)) {
    return { ok: false, problems: [{ file: `${FRONTEND}${entry}`, line: null, column: null, text: "The frontend's entry file has not been generated yet" }] };
  }
  onStage("loading compiler");
  await esbuildOnce();
  onStage("loading libraries");
  const builder = await builderOnce(frontend);
  onStage("compiling");
  try {
    const result = await buildWith(builder, sources);
    const outputs = result.outputFiles ?? [];
    const js = outputs.find((file) => file.path.endsWith(".js"))?.text ?? "";
    const css = outputs.find((file) => file.path.endsWith(".css"))?.text ?? "";
    return { ok: true, js, css, files: sources.size, ms: Math.round(performance.now() - started) };
  } catch (error) {
    if (isBuildFailure(error)) return { ok: false, problems: error.errors.map(problemOf) };
    throw error;
  }
}
