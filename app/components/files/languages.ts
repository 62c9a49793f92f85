import { StreamLanguage, type StreamParser } from "@codemirror/language";
import type { Extension } from "@codemirror/state";

/** The languages the editor highlights: every one the generated stacks write, and plain text for the rest. */
export const LANGUAGES = {
  typescript: "TypeScript",
  tsx: "TypeScript (JSX)",
  javascript: "JavaScript",
  jsx: "JavaScript (JSX)",
  vue: "Vue",
  html: "HTML",
  css: "CSS",
  scss: "SCSS",
  json: "JSON",
  python: "Python",
  java: "Java",
  php: "PHP",
  yaml: "YAML",
  xml: "XML",
  markdown: "Markdown",
  sql: "SQL",
  toml: "TOML",
  dockerfile: "Dockerfile",
  shell: "Shell",
  properties: "Properties",
  text: "Plain text",
} as const;
export type LanguageId = keyof typeof LANGUAGES;

const BY_EXTENSION: Record<string, LanguageId> = {
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "tsx",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "jsx",
  vue: "vue",
  html: "html",
  htm: "html",
  css: "css",
  scss: "scss",
  json: "json",
  py: "python",
  java: "java",
  php: "php",
  yaml: "yaml",
  yml: "yaml",
  xml: "xml",
  svg: "xml",
  md: "markdown",
  markdown: "markdown",
  sql: "sql",
  toml: "toml",
  dockerfile: "dockerfile",
  sh: "shell",
  bash: "shell",
  properties: "properties",
  ini: "properties",
  cfg: "properties",
  conf: "properties",
  env: "properties",
  editorconfig: "properties",
  npmrc: "properties",
};

/** The language of a file, by its name: Dockerfile and .env files by name, the rest by extension. */
export function languageOf(path: string): LanguageId {
  const name = (path.split("/").pop() ?? path).toLowerCase();
  if (name === "dockerfile" || name.startsWith("dockerfile.")) return "dockerfile";
  // .env, .env.example, .env.production: key=value lines whatever follows.
  if (name === ".env" || name.startsWith(".env.")) return "properties";
  const dot = name.lastIndexOf(".");
  if (dot === -1) return "text";
  return BY_EXTENSION[name.slice(dot + 1)] ?? "text";
}

/**
 * Each language's highlighting, loaded the first time a file of it opens: a project's files use a few of
 * them, so the others are never downloaded.
 */
const LOADERS: Record<LanguageId, () => Promise<Extension>> = {
  typescript: () => import("@codemirror/lang-javascript").then(({ javascript }) => javascript({ typescript: true })),
  tsx: () => import("@codemirror/lang-javascript").then(({ javascript }) => javascript({ typescript: true, jsx: true })),
  javascript: () => import("@codemirror/lang-javascript").then(({ javascript }) => javascript()),
  jsx: () => import("@codemirror/lang-javascript").then(({ javascript }) => javascript({ jsx: true })),
  vue: () => import("@codemirror/lang-vue").then(({ vue }) => vue()),
  html: () => import("@codemirror/lang-html").then(({ html }) => html()),
  css: () => import("@codemirror/lang-css").then(({ css }) => css()),
  scss: () => legacy(import("@codemirror/legacy-modes/mode/css").then(({ sCSS }) => sCSS)),
  json: () => import("@codemirror/lang-json").then(({ json }) => json()),
  python: () => import("@codemirror/lang-python").then(({ python }) => python()),
  java: () => import("@codemirror/lang-java").then(({ java }) => java()),
  php: () => import("@codemirror/lang-php").then(({ php }) => php()),
  yaml: () => import("@codemirror/lang-yaml").then(({ yaml }) => yaml()),
  xml: () => import("@codemirror/lang-xml").then(({ xml }) => xml()),
  markdown: () => import("@codemirror/lang-markdown").then(({ markdown }) => markdown()),
  // The generated backends' databases are PostgreSQL unless chosen otherwise; its keywords cover the rest well.
  sql: () => import("@codemirror/lang-sql").then(({ sql, PostgreSQL }) => sql({ dialect: PostgreSQL })),
  toml: () => legacy(import("@codemirror/legacy-modes/mode/toml").then(({ toml }) => toml)),
  dockerfile: () => legacy(import("@codemirror/legacy-modes/mode/dockerfile").then(({ dockerFile }) => dockerFile)),
  shell: () => legacy(import("@codemirror/legacy-modes/mode/shell").then(({ shell }) => shell)),
  properties: () => legacy(import("@codemirror/legacy-modes/mode/properties").then(({ properties }) => properties)),
  text: async () => [],
};

/** The highlighting of one language, as an editor extension. */
export function loadLanguage(id: LanguageId): Promise<Extension> {
  return LOADERS[id]();
}

/** A language without a modern parser, from its CodeMirror 5 mode (TOML, Dockerfile, shell...). */
async function legacy(mode: Promise<StreamParser<unknown>>): Promise<Extension> {
  return StreamLanguage.define(await mode);
}
