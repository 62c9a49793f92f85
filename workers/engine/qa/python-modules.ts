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

/** The dependencies a pyproject.toml declares: [project] dependencies, optional ones and groups, Poetry's tables. */
export function pyprojectDependencies(content: string): string[] {
  const found: string[] = [];
  const sections = content.split(/^\s*\[([^\]]+)\]\s*$/m);
  // split with a capture group: [before, header1, body1, header2, body2, ...]
  for (let index = 1; index + 1 < sections.length; index += 2) {
    const header = (sections[index] ?? "").trim();
    const body = sections[index + 1] ?? "";
    const arrays =
      header === "project"
        ? [...body.matchAll(/^\s*dependencies\s*=\s*\[([\s\S]*?)\]/gm)]
        : header === "project.optional-dependencies" || header === "dependency-groups"
          ? [...body.matchAll(/^\s*[\w-]+\s*=\s*\[([\s\S]*?)\]/gm)]
          : [];
    for (const array of arrays) {
      for (const item of (array[1] ?? "").matchAll(/["']([A-Za-z0-9][A-Za-z0-9._-]*)/g)) if (item[1]) found.push(item[1]);
    }
    if (/^tool\.poetry\.(?:[\w-]+\.)*dependencies$/.test(header)) {
      for (const key of body.matchAll(/^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*=/gm)) if (key[1] && key[1] !== "python") found.push(key[1]);
    }
  }
  return found;
}
