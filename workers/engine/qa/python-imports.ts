import type { CheckContext } from "./check-context";
import { normalizeDistribution, PYTHON_DISTRIBUTIONS, PYTHON_STDLIB } from "./known-modules";
import type { ProjectIndex } from "./project-index";
import { ancestorsOf, baseName, directoryOf, joinPath, normalizePath } from "./project-paths";
import { pyprojectDependencies, pythonImports, requirementsOf, type PythonImport } from "./python-modules";
import type { CheckedFile } from "./types";

/**
 * The imports and packages checks for Python: a relative or package-local import lands on a stored module,
 * anything else is the standard library or a distribution that the enclosing requirements*.txt or
 * pyproject.toml declares. Python syntax is not checked here (no Python parser in the engine).
 */

interface PythonRoot {
  directory: string;
  /** Normalized distribution names from requirements*.txt and pyproject.toml. */
  declared: Set<string>;
  manifests: string[];
}

const isRequirementsFile = (path: string): boolean => /^requirements[\w.-]*\.txt$/.test(baseName(path));

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

/** What a pyproject.toml declares; one that does not parse is reported on itself and declares nothing. */
function pyprojectDistributions(context: CheckContext, file: CheckedFile): string[] {
  const outcome = pyprojectDependencies(file.content);
  if (outcome.ok) return outcome.distributions;
  const where = outcome.line === null ? "" : ` (line ${outcome.line})`;
  context.problem("packages", file, outcome.line, `cannot check the packages its folder imports: it is not valid TOML${where}: ${outcome.message}`);
  return [];
}

/** The folders that declare Python dependencies (requirements*.txt or pyproject.toml), with what they declare. */
function pythonRootsOf(context: CheckContext): Map<string, PythonRoot> {
  const { index } = context;
  const roots = new Map<string, PythonRoot>();
  for (const [path, file] of index.byPath) {
    const isPyproject = baseName(path) === "pyproject.toml";
    if (!isRequirementsFile(path) && !isPyproject) continue;
    const directory = directoryOf(path);
    const root = roots.get(directory) ?? { directory, declared: new Set<string>(), manifests: [] };
    root.manifests.push(path);
    const names = isPyproject ? pyprojectDistributions(context, file) : requirementsWithIncludes(index, path, new Set());
    for (const name of names) root.declared.add(normalizeDistribution(name));
    roots.set(directory, root);
  }
  return roots;
}

/** A dotted module under a folder: a module file, a package, or a namespace folder. */
function moduleExists(index: ProjectIndex, base: string, dotted: readonly string[]): boolean {
  const path = joinPath(base, dotted.join("/"));
  if (path === null) return false;
  return index.has(`${path}.py`) || index.has(`${path}/__init__.py`) || (path !== "" && index.directories.has(path));
}

/** `from .x import y` / `from .. import z`: the package folder `level` dots up must hold the module (or names). */
function relativeImportExists(index: ProjectIndex, directory: string, statement: PythonImport): boolean {
  let packageDirectory: string | null = directory;
  for (let up = 1; up < statement.level && packageDirectory !== null; up += 1) packageDirectory = normalizePath(`${packageDirectory}/..`);
  if (packageDirectory === null) return false;
  const where = packageDirectory;
  if (statement.module) return moduleExists(index, where, statement.module.split("."));
  return statement.names.every((name) => moduleExists(index, where, [name]) || index.has(joinPath(where, "__init__.py") ?? ""));
}

/** An absolute import that is not package-local: the standard library, or a distribution the root declares. */
function checkDistribution(context: CheckContext, file: CheckedFile, root: PythonRoot | undefined, first: string, line: number): void {
  if (PYTHON_STDLIB.has(first)) {
    context.counts.builtins += 1;
    return;
  }
  if (!root) {
    context.problem("packages", file, line, `imports "${first}" but no requirements.txt or pyproject.toml encloses it`);
    return;
  }
  const distributions = PYTHON_DISTRIBUTIONS[first] ?? [normalizeDistribution(first)];
  const declared = distributions.find((distribution) => root.declared.has(distribution));
  if (declared) context.usedPackages.add(`${root.directory}\u0000${declared}`);
  else context.problem("packages", file, line, `imports "${first}" but ${root.manifests.join(", ")} does not declare ${distributions.join(" or ")}`);
}

/** The check of every import of one Python file, against the project's Python roots. */
export function pythonCheck(context: CheckContext): (file: CheckedFile) => void {
  const { index, counts } = context;
  const roots = pythonRootsOf(context);
  return (file) => {
    counts.pythonFiles += 1;
    const directory = directoryOf(file.path);
    const root = ancestorsOf(file.path)
      .map((candidate) => roots.get(candidate))
      .find((candidate): candidate is PythonRoot => candidate !== undefined);
    const rootDirectory = root?.directory ?? (file.path.includes("/") ? (file.path.split("/")[0] ?? "") : "");
    // Where `import app.x` is looked up: the project folder (pytest and uvicorn run there), its src/, the file's folder.
    const bases = [...new Set([rootDirectory, joinPath(rootDirectory, "src") ?? rootDirectory, directory])];
    for (const statement of pythonImports(file.content)) {
      if (statement.level > 0) {
        const shown = `${".".repeat(statement.level)}${statement.module}`;
        if (relativeImportExists(index, directory, statement)) counts.relativeImports += 1;
        else context.problem("imports", file, statement.line, `imports from "${shown}", which is not a generated module`);
        continue;
      }
      const dotted = statement.module ? statement.module.split(".") : [];
      const [first] = dotted;
      if (!first) continue;
      const localBase = bases.find((base) => moduleExists(index, base, [first]));
      if (localBase === undefined) checkDistribution(context, file, root, first, statement.line);
      // `from a.b import c`: a.b must exist (c may be a name in it); `import a.b.c`: the whole path.
      else if (moduleExists(index, localBase, dotted)) counts.relativeImports += 1;
      else context.problem("imports", file, statement.line, `imports "${statement.module}", which is not a generated module`);
    }
  };
}
