import { parseJson, type JsonOutcome } from "./json-files";
import { ancestorsOf, extensionOf, nearest } from "./project-paths";
import type { CheckedFile } from "./types";

/** Extensions whose import names the file itself; anything else after a dot ("./app.component") is part of the name. */
const FILE_EXTENSIONS = new Set([
  ".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".vue", ".json", ".css", ".scss", ".sass", ".less",
  ".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".ico", ".avif", ".html", ".txt", ".md", ".wasm", ".woff", ".woff2", ".ttf",
]);
/** What NodeNext-style imports of compiled output name: the .ts source behind "./x.js". */
const COMPILED_SOURCES: Record<string, string[]> = {
  ".js": [".ts", ".tsx"],
  ".jsx": [".tsx"],
  ".mjs": [".mts"],
  ".cjs": [".cts"],
};
const MODULE_SUFFIXES = [".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".vue", ".json"];

/** The generated files a relative module path may name, in resolution order. */
export function moduleCandidates(target: string): string[] {
  const extension = extensionOf(target);
  if (FILE_EXTENSIONS.has(extension)) {
    const stem = target.slice(0, -extension.length);
    return [target, ...(COMPILED_SOURCES[extension] ?? []).map((source) => `${stem}${source}`)];
  }
  return [target, ...MODULE_SUFFIXES.map((suffix) => `${target}${suffix}`), ...MODULE_SUFFIXES.map((suffix) => `${target}/index${suffix}`)];
}

/** The stored files by path, the folders they make, and each JSON file parsed once. */
export class ProjectIndex {
  readonly byPath: Map<string, CheckedFile>;
  readonly directories = new Set<string>();
  private readonly json = new Map<string, JsonOutcome>();

  constructor(files: readonly CheckedFile[]) {
    this.byPath = new Map(files.map((file) => [file.path, file]));
    for (const file of files) for (const directory of ancestorsOf(file.path)) this.directories.add(directory);
  }

  has = (path: string): boolean => this.byPath.has(path);

  jsonOf(path: string): JsonOutcome | null {
    const cached = this.json.get(path);
    if (cached) return cached;
    const file = this.byPath.get(path);
    if (!file) return null;
    const outcome = parseJson(path, file.content);
    this.json.set(path, outcome);
    return outcome;
  }

  /** The stored file a module path names ("src/app" names "src/app.ts"), or null. */
  resolve(target: string): string | null {
    return moduleCandidates(target).find((candidate) => this.byPath.has(candidate)) ?? null;
  }

  /** The package.json nearest to a file, or null. */
  manifestOf(path: string): string | null {
    return nearest(path, ["package.json"], this.has);
  }
}
