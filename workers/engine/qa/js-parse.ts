import { parse, type ParserPlugin } from "@babel/parser";
import { extensionOf } from "./project-paths";
import type { ModuleReference, ParseOutcome } from "./js-modules";

/**
 * Babel's reading of a script: whether it parses, and the modules it refers to. Kept apart from js-modules.ts
 * because Babel's parser is not part of AppForge's Worker: there it runs in the compilers' own Worker
 * (engine/compilers.ts); tests and Node's scripts call it directly.
 */

interface Dialect {
  typescript: boolean;
  jsx: boolean;
  script: boolean;
  declaration: boolean;
}

function dialectOf(path: string): Dialect {
  const extension = extensionOf(path);
  const typescript = [".ts", ".tsx", ".mts", ".cts"].includes(extension);
  return {
    typescript,
    // .js files of React projects hold JSX; TypeScript's own files only when they are .tsx.
    jsx: extension === ".tsx" || extension === ".jsx" || extension === ".js",
    script: extension === ".cjs" || extension === ".cts",
    declaration: path.endsWith(".d.ts") || path.endsWith(".d.mts") || path.endsWith(".d.cts"),
  };
}

function pluginsFor(dialect: Dialect): ParserPlugin[] {
  const plugins: ParserPlugin[] = [];
  // Angular and NestJS use TypeScript's decorators, parameter decorators included: Babel's "legacy" ones.
  if (dialect.typescript) plugins.push(dialect.declaration ? ["typescript", { dts: true }] : "typescript", "decorators-legacy");
  else plugins.push(["decorators", { decoratorsBeforeExport: true }]);
  if (dialect.jsx) plugins.push("jsx");
  return plugins;
}

type AstNode = { type: string } & Record<string, unknown>;

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** Keys that hold positions and comments, never child nodes worth visiting. */
const SKIPPED_KEYS = new Set(["loc", "start", "end", "extra", "range", "leadingComments", "trailingComments", "innerComments"]);

function visit(node: AstNode, onNode: (node: AstNode) => void): void {
  onNode(node);
  for (const [key, value] of Object.entries(node)) {
    if (SKIPPED_KEYS.has(key)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item, onNode);
    } else if (isNode(value)) {
      visit(value, onNode);
    }
  }
}

/** The text of a string literal, or of a template literal without substitutions. */
function staticString(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === "StringLiteral" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && Array.isArray(node.expressions) && node.expressions.length === 0) {
    const [quasi] = Array.isArray(node.quasis) ? node.quasis : [];
    const cooked = isNode(quasi) ? (quasi.value as { cooked?: unknown } | undefined)?.cooked : undefined;
    return typeof cooked === "string" ? cooked : null;
  }
  if (node.type === "TSLiteralType") return staticString(node.literal);
  return null;
}

const lineOf = (node: AstNode): number => (node.loc as { start?: { line?: number } } | undefined)?.start?.line ?? 1;

const MOCKERS = new Set(["vi", "jest"]);
const MOCKING_CALLS = new Set(["mock", "doMock", "unmock", "importActual", "importMock", "requireActual", "requireMock"]);

/** The module a call refers to: import("x"), require("x"), vi.mock("./x"), jest.requireActual("x"). */
function callReference(node: AstNode): ModuleReference | null {
  const callee = node.callee;
  const [first] = Array.isArray(node.arguments) ? node.arguments : [];
  const specifier = staticString(first);
  if (specifier === null || !isNode(callee)) return null;
  const line = lineOf(node);
  if (callee.type === "Import") return { specifier, line, typeOnly: false, kind: "dynamic" };
  if (callee.type === "Identifier" && callee.name === "require") return { specifier, line, typeOnly: false, kind: "require" };
  if (callee.type === "MemberExpression" && isNode(callee.object) && isNode(callee.property)) {
    const object = callee.object.type === "Identifier" ? callee.object.name : null;
    const property = callee.property.type === "Identifier" ? callee.property.name : null;
    if (typeof object === "string" && MOCKERS.has(object) && typeof property === "string" && MOCKING_CALLS.has(property)) {
      return { specifier, line, typeOnly: false, kind: "mock" };
    }
  }
  return null;
}

function allTypeSpecifiers(node: AstNode): boolean {
  const specifiers = Array.isArray(node.specifiers) ? node.specifiers.filter(isNode) : [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === "type" || specifier.exportKind === "type");
}

function referenceOf(node: AstNode): ModuleReference | null {
  switch (node.type) {
    case "ImportDeclaration": {
      const specifier = staticString(node.source);
      if (specifier === null) return null;
      return { specifier, line: lineOf(node), typeOnly: node.importKind === "type" || allTypeSpecifiers(node), kind: "import" };
    }
    case "ExportNamedDeclaration":
    case "ExportAllDeclaration": {
      const specifier = staticString(node.source);
      if (specifier === null) return null;
      return { specifier, line: lineOf(node), typeOnly: node.exportKind === "type" || allTypeSpecifiers(node), kind: "export" };
    }
    case "ImportExpression": {
      const specifier = staticString(node.source);
      return specifier === null ? null : { specifier, line: lineOf(node), typeOnly: false, kind: "dynamic" };
    }
    case "CallExpression":
      return callReference(node);
    case "TSImportType": {
      const specifier = staticString(node.argument);
      return specifier === null ? null : { specifier, line: lineOf(node), typeOnly: true, kind: "dynamic" };
    }
    case "TSExternalModuleReference": {
      const specifier = staticString(node.expression);
      return specifier === null ? null : { specifier, line: lineOf(node), typeOnly: false, kind: "require" };
    }
    default:
      return null;
  }
}

/** `/// <reference types="vite/client" />` and `/// <reference path="./env.d.ts" />`. */
function tripleSlashReferences(comments: unknown): ModuleReference[] {
  if (!Array.isArray(comments)) return [];
  return comments.filter(isNode).flatMap((comment): ModuleReference[] => {
    if (comment.type !== "CommentLine" || typeof comment.value !== "string") return [];
    const match = /^\/\s*<reference\s+(types|path)\s*=\s*["']([^"']+)["']/.exec(comment.value);
    if (!match?.[2]) return [];
    const specifier = match[1] === "path" && !match[2].startsWith(".") ? `./${match[2]}` : match[2];
    return [{ specifier, line: lineOf(comment), typeOnly: true, kind: "reference" }];
  });
}

/** Babel's message without its "(line:column)" suffix. */
const cleanMessage = (message: string): string => message.replace(/\s*\(\d+:\d+\)\s*$/, "");

function parseBlock(source: string, dialect: Dialect, startLine: number): ParseOutcome {
  try {
    const ast: unknown = parse(source, {
      sourceType: dialect.script ? "script" : "module",
      plugins: pluginsFor(dialect),
      startLine,
      allowReturnOutsideFunction: dialect.script,
    });
    if (!isNode(ast)) return { ok: false, line: startLine, message: "the parser returned no syntax tree" };
    const references: ModuleReference[] = [];
    if (isNode(ast.program)) {
      visit(ast.program, (node) => {
        const reference = referenceOf(node);
        if (reference) references.push(reference);
      });
    }
    references.push(...tripleSlashReferences(ast.comments));
    return { ok: true, references };
  } catch (error) {
    const loc = (error as { loc?: { line?: unknown } }).loc;
    const line = typeof loc?.line === "number" ? loc.line : startLine;
    return { ok: false, line, message: cleanMessage(error instanceof Error ? error.message : String(error)) };
  }
}

/** The <script> blocks of a Vue single-file component, with their language and first line. */
function vueScripts(content: string): { source: string; dialect: Dialect; startLine: number }[] {
  const blocks: { source: string; dialect: Dialect; startLine: number }[] = [];
  for (const match of content.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const source = match[2] ?? "";
    const lang = /\blang\s*=\s*["']([a-z]+)["']/.exec(attributes)?.[1] ?? "js";
    const opening = (match.index ?? 0) + match[0].indexOf(">") + 1;
    blocks.push({
      source,
      startLine: content.slice(0, opening).split("\n").length,
      dialect: { typescript: lang === "ts" || lang === "tsx", jsx: lang === "tsx" || lang === "jsx", script: false, declaration: false },
    });
  }
  return blocks;
}

/** Parses a JavaScript, TypeScript or Vue file and lists the modules it refers to, or says where it breaks. */
export function parseScript(path: string, content: string): ParseOutcome {
  if (extensionOf(path) !== ".vue") return parseBlock(content, dialectOf(path), 1);
  const references: ModuleReference[] = [];
  for (const block of vueScripts(content)) {
    const outcome = parseBlock(block.source, block.dialect, block.startLine);
    if (!outcome.ok) return outcome;
    references.push(...outcome.references);
  }
  return { ok: true, references };
}
