import type { FileType, GeneratedFile } from "./types";

/** Joins lines, leaving out the ones a condition turned into false, null or undefined. */
export function lines(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === "string").join("\n");
}

/** Indents every non-empty line of a block. */
export function indent(block: string, spaces = 2): string {
  const pad = " ".repeat(spaces);
  return block
    .split("\n")
    .map((line) => (line.length > 0 ? pad + line : line))
    .join("\n");
}

/** Pretty JSON with a final newline: package.json, openapi and the app model read the same everywhere. */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A string literal for generated TypeScript (double-quoted, escaped). */
export const literal = (text: string) => JSON.stringify(text);

function file(path: string, type: FileType, category: string, content: string): GeneratedFile {
  // Conditional lines that came out empty must not leave runs of blank lines behind.
  const trimmed = content.replace(/^\n+/, "").replace(/\s+$/, "").replace(/\n{3,}/g, "\n\n");
  return { path, type, category, content: `${trimmed}\n` };
}

export const code = (path: string, category: string, content: string) => file(path, "code", category, content);
export const config = (path: string, category: string, content: string) => file(path, "config", category, content);
export const doc = (path: string, content: string, category = "docs") => file(path, "documentation", category, content);
export const test = (path: string, content: string, category = "tests") => file(path, "test", category, content);
export const script = (path: string, category: string, content: string) => file(path, "script", category, content);

/**
 * A template file with `{{name}}` slots filled in. Every slot must get a value and every value must have a
 * slot, so a renamed slot fails the generator's tests rather than leaving `{{name}}` in a generated file.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_slot, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Template slot {{${name}}} has no value`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`Template has no slot for ${unused.join(", ")}`);
  return filled;
}
