import { z } from "zod";
import type { AppModel } from "../model";
import type { Emitter } from "../generators/types";
import { isScriptPath, parseScript, type ModuleReference } from "./js-modules";
import {
  NODE_BUILTINS,
  NODE_PREFIX_ONLY_BUILTINS,
  normalizeDistribution,
  PYTHON_DISTRIBUTIONS,
  PYTHON_STDLIB,
} from "./known-modules";
import { ancestorsOf, baseName, directoryOf, extensionOf, joinPath, nearest, normalizePath } from "./paths";
import { pyprojectDependencies, pythonImports, requirementsOf } from "./python-modules";
import { checkRequirements, type RequirementResult } from "./requirement-coverage";

/**
 * The qa agent's checks of a generated project, run on the files actually stored for it:
 * - parse: every JavaScript, TypeScript, Vue and JSON file parses;
 * - imports: every relative import (and tsconfig path alias, and Python package-local import) lands on a file;
 * - packages: every package the code imports is declared in its manifest (package.json, requirements*.txt);
 * - requirements: every requirement has code and a test (see requirement-coverage.ts for the rule).
 * What cannot be checked here (Java, PHP, Python syntax) is listed as not checked, never counted as passed.
 */

export const CHECK_NAMES = ["parse", "imports", "packages", "requirements"] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** A stored file, with the task that wrote it when known (its plan key is the emitter id). */
export interface CheckedFile {
  path: string;
  type: string;
  content: string;
  emitterId?: string | null;
  /** The writing task's name as the plan shows it; the emitter's name when not given. */
  writer?: string | null;
}

export interface Problem {
  path: string;
  line: number | null;
  message: string;
  /** The emitter (plan task key) that wrote the file, when known. */
  emitterId: string | null;
  writer: string | null;
}

export interface CheckResult {
  name: CheckName;
  title: string;
  passed: boolean;
  problems: Problem[];
}

export interface NotChecked {
  /** ".java files", ".php files", ".py files (syntax)", ".vue templates", "virtual or URL imports", "requirements" */
  what: string;
  count: number;
  reason: string;
}

export interface ProjectCheck {
  passed: boolean;
  checks: CheckResult[];
  counts: {
    files: number;
    /** Files that went through a parser (Babel or JSON.parse). */
    parsed: number;
    /** Relative imports, tsconfig path aliases and Python package-local imports that were resolved. */
    relativeImports: number;
    /** Distinct (manifest, package) pairs the code imports and the manifest declares. */
    packages: number;
    builtins: number;
    pythonFiles: number;
  };
  notChecked: NotChecked[];
  /** Files no parser here reads: docs, YAML, CSS, SQL, shell scripts, Dockerfiles... by extension. */
  unparsed: { extension: string; count: number }[];
  requirements: RequirementResult[];
  elapsedMs: number;
}

const stringRecord = z.record(z.string(), z.string());
const manifestSchema = z.object({
  name: z.string().optional(),
  dependencies: stringRecord.optional(),
  devDependencies: stringRecord.optional(),
  peerDependencies: stringRecord.optional(),
  optionalDependencies: stringRecord.optional(),
  imports: z.record(z.string(), z.unknown()).optional(),
});
type Manifest = z.infer<typeof manifestSchema>;

const tsconfigSchema = z.object({
  extends: z.union([z.string(), z.array(z.string())]).optional(),
  compilerOptions: z
    .object({
      baseUrl: z.string().optional(),
      paths: z.record(z.string(), z.array(z.string())).optional(),
    })
    .optional(),
});

/** Files whose JSON may hold comments and trailing commas, as TypeScript and VS Code read them. */
const isJsonc = (path: string): boolean =>
  /^(?:ts|js)config(?:\.[\w-]+)*\.json$/.test(baseName(path)) || /(^|\/)\.(?:vscode|devcontainer)\//.test(path);

/** JSON with comments and trailing commas removed, strings left alone. */
function stripJsonc(text: string): string {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? "";
    if (char === '"') {
      const start = index;
      index += 1;
      while (index < text.length && text[index] !== '"') index += text[index] === "\\" ? 2 : 1;
      index += 1;
      out += text.slice(start, index);
    } else if (text.startsWith("//", index)) {
      while (index < text.length && text[index] !== "\n") index += 1;
    } else if (text.startsWith("/*", index)) {
      const end = text.indexOf("*/", index + 2);
      const comment = text.slice(index, end < 0 ? text.length : end + 2);
      out += comment.replace(/[^\n]/g, " ");
      index += comment.length;
    } else {
      out += char;
      index += 1;
    }
  }
  return out.replace(/,(\s*[}\]])/g, "$1");
}

type JsonOutcome = { ok: true; value: unknown } | { ok: false; line: number | null; message: string };

function parseJson(path: string, content: string): JsonOutcome {
  const text = isJsonc(path) ? stripJsonc(content) : content;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? null : text.slice(0, Number(position)).split("\n").length;
    return { ok: false, line, message: message.replace(/^JSON\.parse: /, "") };
  }
}

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
function moduleCandidates(target: string): string[] {
  const extension = extensionOf(target);
  if (FILE_EXTENSIONS.has(extension)) {
    const stem = target.slice(0, -extension.length);
    return [target, ...(COMPILED_SOURCES[extension] ?? []).map((source) => `${stem}${source}`)];
  }
  return [target, ...MODULE_SUFFIXES.map((suffix) => `${target}${suffix}`), ...MODULE_SUFFIXES.map((suffix) => `${target}/index${suffix}`)];
}

const isRelative = (specifier: string): boolean =>
  specifier === "." || specifier === ".." || specifier.startsWith("./") || specifier.startsWith("../");

/** "@scope/name" or "name": the package a bare specifier names. */
const packageNameOf = (specifier: string): string =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier);

/** DefinitelyTyped's name for a package's types: @types/node, @types/scope__name. */
const typesPackageOf = (name: string): string => `@types/${name.startsWith("@") ? name.slice(1).replace("/", "__") : name}`;

const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;

/** Languages the engine has no parser for: their files are listed as not checked. */
const UNPARSED_LANGUAGES: Record<string, string> = {
  ".java": "no Java parser in the engine; the project's CI compiles them",
  ".kt": "no Kotlin parser in the engine; the project's CI compiles them",
  ".php": "no PHP parser in the engine; the project's CI runs them",
};

class ProjectIndex {
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

  resolve(target: string): string | null {
    return moduleCandidates(target).find((candidate) => this.byPath.has(candidate)) ?? null;
  }
}

interface Aliases {
  config: string;
  baseUrl: string | null;
  paths: [string, string[]][];
}

/** The path aliases of the tsconfig.json (or jsconfig.json) nearest to a file, following relative `extends`. */
function aliasesFor(index: ProjectIndex, path: string, cache: Map<string, Aliases | null>): Aliases | null {
  const config = nearest(path, ["tsconfig.json", "jsconfig.json"], index.has);
  if (!config) return null;
  if (cache.has(config)) return cache.get(config) ?? null;
  let baseUrl: string | null = null;
  let paths: [string, string[]][] | null = null;
  const seen = new Set<string>();
  let current: string | null = config;
  while (current && !seen.has(current) && (paths === null || baseUrl === null)) {
    seen.add(current);
    const outcome = index.jsonOf(current);
    const parsed = outcome?.ok ? tsconfigSchema.safeParse(outcome.value) : null;
    if (!parsed?.success) break;
    const options = parsed.data.compilerOptions;
    const directory = directoryOf(current);
    // Both are relative to the tsconfig that sets them.
    if (baseUrl === null && options?.baseUrl !== undefined) baseUrl = joinPath(directory, options.baseUrl);
    if (paths === null && options?.paths) {
      const root = options.baseUrl !== undefined ? (joinPath(directory, options.baseUrl) ?? directory) : directory;
      paths = Object.entries(options.paths).map(([pattern, targets]) => [
        pattern,
        targets.map((target) => joinPath(root, target) ?? target),
      ]);
    }
    const parent = [parsed.data.extends ?? []].flat().find((entry) => entry.startsWith("."));
    current = parent ? joinPath(directory, parent.endsWith(".json") ? parent : `${parent}.json`) : null;
  }
  const aliases = paths || baseUrl !== null ? { config, baseUrl, paths: paths ?? [] } : null;
  cache.set(config, aliases);
  return aliases;
}

/** The files an aliased import may name ("@/x" with "@/*": ["./src/*"]), or null when no alias matches. */
function aliasTargets(aliases: Aliases, specifier: string): { pattern: string; targets: string[] } | null {
  for (const [pattern, targets] of aliases.paths) {
    const star = pattern.indexOf("*");
    if (star < 0) {
      if (pattern === specifier) return { pattern, targets };
      continue;
    }
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length) {
      const matched = specifier.slice(prefix.length, specifier.length - suffix.length);
      return { pattern, targets: targets.map((target) => target.replace("*", matched)) };
    }
  }
  return null;
}

interface Collector {
  problems: Record<CheckName, Problem[]>;
  problem(check: CheckName, file: CheckedFile, line: number | null, message: string): void;
}

/** Checks the files of a generated project; `emitters` are the plan's (emittersFor(model)). */
export function checkProject(files: readonly CheckedFile[], model: AppModel, emitters: readonly Emitter[]): ProjectCheck {
  const started = performance.now();
  const index = new ProjectIndex(files);
  const owners = ownership(files, model, emitters);
  const collector: Collector = {
    problems: { parse: [], imports: [], packages: [], requirements: [] },
    problem(check, file, line, message) {
      const owner = owners.of(file);
      this.problems[check].push({ path: file.path, line, message, emitterId: owner.emitterId, writer: owner.writer });
    },
  };
  const counts = { files: files.length, parsed: 0, relativeImports: 0, packages: 0, builtins: 0, pythonFiles: 0 };
  const usedPackages = new Set<string>();
  const notCheckedByLanguage = new Map<string, number>();
  const unparsed = new Map<string, number>();
  const aliasCache = new Map<string, Aliases | null>();
  const brokenManifests = new Set<string>();

  const checkBare = (file: CheckedFile, reference: ModuleReference) => {
    const { specifier, line } = reference;
    if (specifier.startsWith("node:")) {
      const name = specifier.slice("node:".length);
      if (NODE_BUILTINS.has(name) || NODE_PREFIX_ONLY_BUILTINS.has(name)) counts.builtins += 1;
      else collector.problem("packages", file, line, `imports "${specifier}", which is not a Node.js built-in module`);
      return;
    }
    if (NODE_BUILTINS.has(specifier)) {
      counts.builtins += 1;
      return;
    }
    const manifestPath = nearest(file.path, ["package.json"], index.has);
    if (!manifestPath) {
      collector.problem("packages", file, line, `imports "${specifier}" but no package.json encloses it`);
      return;
    }
    const outcome = index.jsonOf(manifestPath);
    const parsed = outcome?.ok ? manifestSchema.safeParse(outcome.value) : null;
    if (!parsed?.success) {
      if (!brokenManifests.has(manifestPath)) {
        brokenManifests.add(manifestPath);
        const manifestFile = index.byPath.get(manifestPath);
        const why = outcome?.ok ? "its dependency lists are not name-to-version maps" : "it does not parse";
        if (manifestFile) collector.problem("packages", manifestFile, null, `cannot check the packages its folder imports: ${why}`);
      }
      return;
    }
    if (specifier.startsWith("#")) {
      if (!parsed.data.imports || !Object.keys(parsed.data.imports).some((key) => key === specifier || (key.endsWith("*") && specifier.startsWith(key.slice(0, -1))))) {
        collector.problem("packages", file, line, `imports "${specifier}", which ${manifestPath} does not map in "imports"`);
      }
      return;
    }
    const name = packageNameOf(specifier);
    if (isDeclared(parsed.data, name, reference.typeOnly)) {
      usedPackages.add(`${manifestPath}\u0000${name}`);
      return;
    }
    const types = reference.typeOnly ? ` (or ${typesPackageOf(name)})` : "";
    collector.problem("packages", file, line, `imports "${specifier}" but ${manifestPath} does not declare ${name}${types}`);
  };

  const checkReference = (file: CheckedFile, reference: ModuleReference) => {
    const specifier = reference.specifier.replace(/[?#].*$/, "");
    if (isRelative(specifier) || specifier.startsWith("/")) {
      // "/src/main.tsx" in an index.html is relative to the package root, as Vite serves it.
      const base = specifier.startsWith("/") ? directoryOf(nearest(file.path, ["package.json"], index.has) ?? file.path) : directoryOf(file.path);
      const target = joinPath(base, specifier.replace(/^\//, ""));
      if (target !== null && index.resolve(target)) counts.relativeImports += 1;
      else collector.problem("imports", file, reference.line, `imports "${reference.specifier}", which is not a generated file`);
      return;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) && !specifier.startsWith("node:")) {
      notCheckedByLanguage.set("virtual or URL imports", (notCheckedByLanguage.get("virtual or URL imports") ?? 0) + 1);
      return;
    }
    const aliases = aliasesFor(index, file.path, aliasCache);
    const aliased = aliases ? aliasTargets(aliases, specifier) : null;
    if (aliases && aliased) {
      if (aliased.targets.some((target) => index.resolve(target))) counts.relativeImports += 1;
      else {
        collector.problem(
          "imports",
          file,
          reference.line,
          `imports "${reference.specifier}" (alias ${aliased.pattern} in ${aliases.config}), which is not a generated file`,
        );
      }
      return;
    }
    if (aliases?.baseUrl != null && !specifier.startsWith("@")) {
      const target = joinPath(aliases.baseUrl, specifier);
      if (target !== null && index.resolve(target)) {
        counts.relativeImports += 1;
        return;
      }
    }
    checkBare(file, reference);
  };

  const pythonRoots = pythonRootsOf(index);
  for (const file of files) {
    const extension = extensionOf(file.path);
    if (isScriptPath(file.path)) {
      const outcome = parseScript(file.path, file.content);
      if (!outcome.ok) {
        collector.problem("parse", file, outcome.line, `does not parse (line ${outcome.line}: ${outcome.message})`);
        continue;
      }
      counts.parsed += 1;
      for (const reference of outcome.references) checkReference(file, reference);
    } else if (extension === ".json") {
      const outcome = index.jsonOf(file.path);
      if (outcome?.ok) counts.parsed += 1;
      else if (outcome) collector.problem("parse", file, outcome.line, `is not valid JSON${outcome.line ? ` (line ${outcome.line})` : ""}: ${outcome.message}`);
    } else if (extension === ".py") {
      counts.pythonFiles += 1;
      checkPython(file, index, pythonRoots, collector, counts, usedPackages);
    } else if (extension === ".html") {
      for (const reference of htmlReferences(file.content)) checkReference(file, reference);
      unparsed.set(extension, (unparsed.get(extension) ?? 0) + 1);
    } else if (UNPARSED_LANGUAGES[extension]) {
      notCheckedByLanguage.set(extension, (notCheckedByLanguage.get(extension) ?? 0) + 1);
    } else {
      unparsed.set(extension || baseName(file.path), (unparsed.get(extension || baseName(file.path)) ?? 0) + 1);
    }
  }
  counts.packages = usedPackages.size;

  const coverage = checkRequirements(files, model, emitters, owners.emitterOf);
  for (const requirement of coverage.filter((result) => result.status === "uncovered")) {
    collector.problems.requirements.push({
      path: requirement.id,
      line: null,
      message: requirement.missing ?? "is not covered",
      emitterId: requirement.servedBy[0] ?? null,
      writer: requirement.servedByNames[0] ?? null,
    });
  }

  const notChecked: NotChecked[] = [];
  for (const [what, count] of notCheckedByLanguage) {
    notChecked.push({ what: what.startsWith(".") ? `${what} files` : what, count, reason: UNPARSED_LANGUAGES[what] ?? "resolved by the bundler, not by files" });
  }
  const vueFiles = files.filter((file) => extensionOf(file.path) === ".vue").length;
  if (vueFiles > 0) {
    notChecked.push({
      what: ".vue templates",
      count: vueFiles,
      reason: "only their `<script>` blocks are parsed here; the project's build compiles the templates",
    });
  }
  if (counts.pythonFiles > 0) {
    notChecked.push({
      what: ".py files (syntax)",
      count: counts.pythonFiles,
      reason: "no Python parser in the engine: their imports were read and checked, their syntax is checked by the project's CI",
    });
  }
  const later = coverage.filter((result) => result.status === "not checked");
  if (later.length > 0) {
    notChecked.push({ what: "requirements", count: later.length, reason: later.map((result) => `${result.id} (${result.missing ?? ""})`).join("; ") });
  }

  const titles: Record<CheckName, string> = {
    parse: "Every JavaScript, TypeScript, Vue and JSON file parses",
    imports: "Every relative import resolves to a generated file",
    packages: "Every imported package is declared in its manifest",
    requirements: "Every requirement has code and a test",
  };
  const checks = CHECK_NAMES.map((name) => ({
    name,
    title: titles[name],
    passed: collector.problems[name].length === 0,
    problems: collector.problems[name],
  }));
  return {
    passed: checks.every((check) => check.passed),
    checks,
    counts,
    notChecked,
    unparsed: [...unparsed].map(([extension, count]) => ({ extension, count })).sort((a, b) => b.count - a.count || a.extension.localeCompare(b.extension)),
    requirements: coverage,
    elapsedMs: performance.now() - started,
  };
}

function isDeclared(manifest: Manifest, name: string, typeOnly: boolean): boolean {
  const declared = (candidate: string) =>
    [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies, manifest.optionalDependencies].some(
      (list) => list !== undefined && Object.hasOwn(list, candidate),
    );
  // A package may import itself by name; a type-only import is satisfied by the DefinitelyTyped package.
  return manifest.name === name || declared(name) || (typeOnly && declared(typesPackageOf(name)));
}

/** `<script src>` and `<link href>` of an HTML page that point at files of the project. */
function htmlReferences(content: string): ModuleReference[] {
  const references: ModuleReference[] = [];
  for (const match of content.matchAll(/<(script|link)\b[^>]*?\b(src|href)\s*=\s*["']([^"']+)["'][^>]*>/gi)) {
    const url = match[3] ?? "";
    if (/^(?:[a-z]+:|\/\/|#|%)/i.test(url)) continue;
    if (match[1]?.toLowerCase() === "link" && !/\brel\s*=\s*["'](?:stylesheet|modulepreload|manifest)["']/i.test(match[0])) continue;
    const line = content.slice(0, match.index ?? 0).split("\n").length;
    references.push({ specifier: url.startsWith("/") || isRelative(url) ? url : `./${url}`, line, typeOnly: false, kind: "import" });
  }
  return references;
}

// ---- Python -------------------------------------------------------------------------------------------

interface PythonRoot {
  directory: string;
  /** Normalized distribution names from requirements*.txt and pyproject.toml. */
  declared: Set<string>;
  manifests: string[];
}

const isRequirementsFile = (path: string): boolean => /^requirements[\w.-]*\.txt$/.test(baseName(path));

/** The folders that declare Python dependencies (requirements*.txt or pyproject.toml), with what they declare. */
function pythonRootsOf(index: ProjectIndex): Map<string, PythonRoot> {
  const roots = new Map<string, PythonRoot>();
  for (const [path, file] of index.byPath) {
    const isPyproject = baseName(path) === "pyproject.toml";
    if (!isRequirementsFile(path) && !isPyproject) continue;
    const directory = directoryOf(path);
    const root = roots.get(directory) ?? { directory, declared: new Set<string>(), manifests: [] };
    root.manifests.push(path);
    const names = isPyproject ? pyprojectDependencies(file.content) : requirementsWithIncludes(index, path, new Set());
    for (const name of names) root.declared.add(normalizeDistribution(name));
    roots.set(directory, root);
  }
  return roots;
}

function requirementsWithIncludes(index: ProjectIndex, path: string, seen: Set<string>): string[] {
  const file = index.byPath.get(path);
  if (!file || seen.has(path)) return [];
  seen.add(path);
  const { distributions, includes } = requirementsOf(file.content);
  return [
    ...distributions,
    ...includes.flatMap((include) => {
      const target = joinPath(directoryOf(path), include);
      return target ? requirementsWithIncludes(index, target, seen) : [];
    }),
  ];
}

/** A dotted module under a folder: a module file, a package, or a namespace folder. */
function pythonModuleExists(index: ProjectIndex, base: string, dotted: string[]): boolean {
  const path = joinPath(base, dotted.join("/"));
  if (path === null) return false;
  return index.has(`${path}.py`) || index.has(`${path}/__init__.py`) || (path !== "" && index.directories.has(path));
}

function checkPython(
  file: CheckedFile,
  index: ProjectIndex,
  roots: Map<string, PythonRoot>,
  collector: Collector,
  counts: ProjectCheck["counts"],
  usedPackages: Set<string>,
): void {
  const directory = directoryOf(file.path);
  const root = ancestorsOf(file.path)
    .map((candidate) => roots.get(candidate))
    .find((candidate): candidate is PythonRoot => candidate !== undefined);
  const top = file.path.includes("/") ? (file.path.split("/")[0] ?? "") : "";
  const rootDirectory = root?.directory ?? top;
  // Where `import app.x` is looked up: the project folder (pytest and uvicorn run there), its src/, the file's folder.
  const bases = [...new Set([rootDirectory, joinPath(rootDirectory, "src") ?? rootDirectory, directory])];
  for (const statement of pythonImports(file.content)) {
    const dotted = statement.module ? statement.module.split(".") : [];
    if (statement.level > 0) {
      let packageDirectory: string | null = directory;
      for (let up = 1; up < statement.level && packageDirectory !== null; up += 1) packageDirectory = normalizePath(`${packageDirectory}/..`);
      const where = packageDirectory ?? "";
      const found =
        packageDirectory !== null &&
        (dotted.length > 0
          ? pythonModuleExists(index, where, dotted)
          : statement.names.every((name) => pythonModuleExists(index, where, [name]) || index.has(joinPath(where, "__init__.py") ?? "")));
      const shown = `${".".repeat(statement.level)}${statement.module}`;
      if (found) counts.relativeImports += 1;
      else collector.problem("imports", file, statement.line, `imports from "${shown}", which is not a generated module`);
      continue;
    }
    const [first] = dotted;
    if (!first) continue;
    const localBase = bases.find((base) => pythonModuleExists(index, base, [first]));
    if (localBase !== undefined) {
      // `from a.b import c`: a.b must exist (c may be a name in it); `import a.b.c`: the whole path.
      if (pythonModuleExists(index, localBase, dotted)) counts.relativeImports += 1;
      else collector.problem("imports", file, statement.line, `imports "${statement.module}", which is not a generated module`);
      continue;
    }
    if (PYTHON_STDLIB.has(first)) {
      counts.builtins += 1;
      continue;
    }
    if (!root) {
      collector.problem("packages", file, statement.line, `imports "${first}" but no requirements.txt or pyproject.toml encloses it`);
      continue;
    }
    const distributions = PYTHON_DISTRIBUTIONS[first] ?? [normalizeDistribution(first)];
    const declared = distributions.find((distribution) => root.declared.has(distribution));
    if (declared) usedPackages.add(`${root.directory}\u0000${declared}`);
    else {
      const manifests = root.manifests.join(", ");
      collector.problem("packages", file, statement.line, `imports "${first}" but ${manifests} does not declare ${distributions.join(" or ")}`);
    }
  }
}

// ---- who wrote what ------------------------------------------------------------------------------------

interface Ownership {
  of(file: CheckedFile): { emitterId: string | null; writer: string | null };
  emitterOf(file: CheckedFile): string | null;
}

/**
 * The task that wrote each file: the stored task's plan key when the caller knows it, else the emitter
 * whose output has that path (worked out once, only when some file comes without its writer).
 */
function ownership(files: readonly CheckedFile[], model: AppModel, emitters: readonly Emitter[]): Ownership {
  const names = new Map(emitters.map((emitter) => [emitter.id, emitter.name]));
  let expected: Map<string, string> | null = null;
  const expectedOwner = (path: string): string | null => {
    if (!expected) {
      expected = new Map();
      for (const emitter of emitters) for (const file of emitter.emit(model)) if (!expected.has(file.path)) expected.set(file.path, emitter.id);
    }
    return expected.get(path) ?? null;
  };
  const emitterOf = (file: CheckedFile): string | null => file.emitterId ?? expectedOwner(file.path);
  if (files.some((file) => file.emitterId === undefined)) expectedOwner("");
  return {
    emitterOf,
    of(file) {
      const emitterId = emitterOf(file);
      return { emitterId, writer: file.writer ?? (emitterId ? (names.get(emitterId) ?? emitterId) : null) };
    },
  };
}

// ---- summaries ---------------------------------------------------------------------------------------------

/** "Checked 151 files: all parse; 412 relative imports resolve; ..." — the qa task's one-paragraph result. */
export function summarize(result: ProjectCheck): string {
  const check = (name: CheckName) => result.checks.find((candidate) => candidate.name === name);
  const failed = (name: CheckName) => check(name)?.problems.length ?? 0;
  const covered = result.requirements.filter((requirement) => requirement.status === "covered").length;
  const checkedRequirements = result.requirements.filter((requirement) => requirement.status !== "not checked").length;
  const parts = [
    failed("parse") === 0 ? "all parse" : `${plural(failed("parse"), "file")} do${failed("parse") === 1 ? "es" : ""} not parse`,
    failed("imports") === 0
      ? `${plural(result.counts.relativeImports, "relative import")} resolve${result.counts.relativeImports === 1 ? "s" : ""}`
      : `${plural(failed("imports"), "import")} do${failed("imports") === 1 ? "es" : ""} not resolve`,
    failed("packages") === 0
      ? `${plural(result.counts.packages, "package")} declared`
      : failed("packages") === 1
        ? "1 import of an undeclared package"
        : `${failed("packages")} imports of undeclared packages`,
    `${covered} of ${checkedRequirements} requirements covered`,
  ];
  const notChecked = result.notChecked.map((item) =>
    item.what === "requirements" ? `${plural(item.count, "requirement")} served only after qa` : `${item.count} ${item.what}`,
  );
  const tail = notChecked.length > 0 ? `; not checked here: ${notChecked.join(", ")}` : "";
  return `Checked ${plural(result.counts.parsed + failed("parse"), "file")}: ${parts.join("; ")}${tail}.`;
}

/** The problems as lines: "frontend/src/App.tsx does not parse (line 3: ...), written by task "App shell"". */
export function describeProblems(result: ProjectCheck, limit = Infinity): string[] {
  return describeProblemList(result.checks.flatMap((check) => check.problems), limit);
}

/** Some problems as lines, at most `limit` of them and a count of the rest; `withWriter` false leaves out who wrote the file. */
export function describeProblemList(problems: readonly Problem[], limit = Infinity, withWriter = true): string[] {
  const shown = problems.slice(0, limit).map((problem) => {
    const where = problem.line !== null && !problem.message.includes(`line ${problem.line}`) ? `:${problem.line}` : "";
    const writer = withWriter && problem.writer ? `, written by task "${problem.writer}"` : "";
    return `${problem.path}${where} ${problem.message}${writer}`;
  });
  if (problems.length > shown.length) shown.push(`and ${problems.length - shown.length} more`);
  return shown;
}
