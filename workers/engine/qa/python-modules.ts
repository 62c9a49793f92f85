import { parse as parseToml, TomlError } from "smol-toml";
import { z } from "zod";

/**
 * Python imports, read line by line: the engine has no Python parser, so this finds `import a.b` and
 * `from .x import y` statements (outside strings and comments) without checking the rest of the syntax.
 */

export interface PythonImport {
  /** Dotted module path without the leading dots: "app.models", "" for `from . import x`. */
  module: string;
  /** Leading dots of a relative import: 0 for absolute, 1 for `from .`, 2 for `from ..`. */
  level: number;
  /** What `from … import` names (empty for `import a.b`). */
  names: string[];
  line: number;
}

/** The source with string contents and comments blanked out (line breaks kept, so line numbers hold). */
function codeOnly(source: string): string {
  let out = "";
  let index = 0;
  while (index < source.length) {
    const char = source[index] ?? "";
    if (char === "#") {
      while (index < source.length && source[index] !== "\n") index += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const triple = source.startsWith(char.repeat(3), index);
      const closing = triple ? char.repeat(3) : char;
      out += triple ? '""' : '"';
      index += closing.length;
      while (index < source.length && !source.startsWith(closing, index)) {
        if (source[index] === "\\") {
          index += 1;
          if (source[index] === "\n") out += "\n";
        } else if (source[index] === "\n") {
          out += "\n";
          if (!triple) break;
        }
        index += 1;
      }
      index += closing.length;
      continue;
    }
    out += char;
    index += 1;
  }
  return out;
}

/** Joins a statement's continuation lines: backslashes, and parentheses left open. */
function logicalLines(code: string): { text: string; line: number }[] {
  const physical = code.split("\n");
  const logical: { text: string; line: number }[] = [];
  for (let index = 0; index < physical.length; index += 1) {
    const start = index;
    let text = physical[index] ?? "";
    let depth = 0;
    const balance = (part: string) => {
      for (const char of part) depth += char === "(" || char === "[" || char === "{" ? 1 : char === ")" || char === "]" || char === "}" ? -1 : 0;
    };
    balance(text);
    while ((text.trimEnd().endsWith("\\") || depth > 0) && index + 1 < physical.length) {
      index += 1;
      const next = physical[index] ?? "";
      balance(next);
      text = `${text.trimEnd().replace(/\\$/, "")} ${next.trim()}`;
    }
    logical.push({ text, line: start + 1 });
  }
  return logical;
}

const names = (list: string): string[] =>
  list
    .replace(/[()]/g, "")
    .split(",")
    .map((part) => part.trim().split(/\s+as\s+/)[0]?.trim() ?? "")
    .filter((part) => part.length > 0 && part !== "*");

export function pythonImports(source: string): PythonImport[] {
  const found: PythonImport[] = [];
  for (const { text, line } of logicalLines(codeOnly(source))) {
    // A statement may follow `if TYPE_CHECKING:` or `try:` on its own line; only statements that start a line count.
    for (const statement of text.split(";").map((part) => part.trim())) {
      const from = /^from\s+(\.*)\s*([\w.]*)\s+import\s+(.+)$/.exec(statement);
      if (from) {
        found.push({ module: from[2] ?? "", level: (from[1] ?? "").length, names: names(from[3] ?? ""), line });
        continue;
      }
      const plain = /^import\s+(.+)$/.exec(statement);
      if (plain) {
        for (const module of names(plain[1] ?? "")) found.push({ module, level: 0, names: [], line });
      }
    }
  }
  return found;
}

/** The distributions a requirements file declares (normalized), and the files it includes with -r. */
export function requirementsOf(content: string): { distributions: string[]; includes: string[] } {
  const distributions: string[] = [];
  const includes: string[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (!line) continue;
    const include = /^(?:-r|--requirement)\s*=?\s*(\S+)/.exec(line);
    if (include?.[1]) {
      includes.push(include[1]);
      continue;
    }
    if (line.startsWith("-")) continue;
    const name = /^([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(line)?.[1];
    if (name) distributions.push(name);
  }
  return { distributions, includes };
}

/** What a pyproject.toml declares, or why it cannot be read (TOML that does not parse). */
export type PyprojectOutcome = { ok: true; distributions: string[] } | { ok: false; line: number | null; message: string };

const requirementList = z.array(z.unknown()).catch([]);
const pyprojectSchema = z.object({
  project: z.object({ dependencies: requirementList, "optional-dependencies": z.record(z.string(), requirementList).catch({}) }).partial().catch({}),
  "dependency-groups": z.record(z.string(), requirementList).catch({}),
  tool: z
    .object({
      poetry: z
        .object({
          dependencies: z.record(z.string(), z.unknown()).catch({}),
          group: z.record(z.string(), z.object({ dependencies: z.record(z.string(), z.unknown()).catch({}) }).catch({ dependencies: {} })).catch({}),
        })
        .partial()
        .catch({}),
    })
    .partial()
    .catch({}),
}).partial();

/** The distribution a PEP 508 requirement names: "fastapi" for "fastapi[all]>=0.115"; a group include is none. */
const distributionOf = (requirement: unknown): string[] => {
  const name = typeof requirement === "string" ? /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement)?.[1] : undefined;
  return name ? [name] : [];
};

/** The dependencies a pyproject.toml declares: [project] dependencies, optional ones and groups, Poetry's tables. */
export function pyprojectDependencies(content: string): PyprojectOutcome {
  let document: unknown;
  try {
    document = parseToml(content);
  } catch (error) {
    const line = error instanceof TomlError ? error.line : null;
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    return { ok: false, line, message };
  }
  const { project = {}, "dependency-groups": groups = {}, tool = {} } = pyprojectSchema.parse(document);
  const poetryTables = [tool.poetry?.dependencies ?? {}, ...Object.values(tool.poetry?.group ?? {}).map((group) => group.dependencies)];
  const distributions = [
    ...(project.dependencies ?? []),
    ...Object.values(project["optional-dependencies"] ?? {}).flat(),
    ...Object.values(groups).flat(),
  ].flatMap(distributionOf);
  const poetry = poetryTables.flatMap((table) => Object.keys(table)).filter((name) => name !== "python");
  return { ok: true, distributions: [...distributions, ...poetry.flatMap(distributionOf)] };
}
