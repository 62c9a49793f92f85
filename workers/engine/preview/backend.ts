import { transform } from "sucrase";
import type * as BabelParser from "@babel/parser";
import type { Node } from "@babel/types";
import type { CompileProblem } from "../../contract/preview";
import { inTurn } from "../cpu-turns";
import type { SourceFile } from "./sources";
import { BACKEND_ENTRY, isBackendSource } from "./backend-inputs";

/**
 * Compiles a generated Workers backend (Hono on D1) for the preview's dynamic Worker, in the Worker: each file
 * of backend/src that the entry reaches becomes an ES module named by its repository path (so a stack trace
 * names the file and line the owner sees: Sucrase keeps lines, and every edit here stays on its line), its
 * types stripped by Sucrase, its imports pointed at the other modules or at the libraries the preview serves
 * (scripts/build-worker-vendor.mjs), and a call of the runtime's loop guard at the start of every loop body
 * (workers/preview/runtime/guard.js). Nothing is bundled and nothing is fetched.
 */


/** The libraries a backend may import in the preview, and the vendor module serving each. */
export const WORKER_LIBRARIES: Readonly<Record<string, string>> = {
  hono: "vendor/hono.js",
  "hono/cors": "vendor/hono-cors.js",
  "hono/http-exception": "vendor/hono-http-exception.js",
  "hono/streaming": "vendor/hono-streaming.js",
  zod: "vendor/zod.js",
};

const GUARD = "__appforgeLoop";
const EXTENSIONS = ["", ".ts", ".js", "/index.ts", "/index.js"];

export type BackendCompileResult = { ok: true; modules: Record<string, string>; files: number; ms: number } | { ok: false; problems: CompileProblem[] };

interface Edit {
  start: number;
  end: number;
  text: string;
}

const problem = (file: string, text: string, line: number | null = null, column: number | null = null): CompileProblem => ({ file, line, column, text });

function resolveRelative(from: string, request: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of request.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The file a relative import names: as written, with an extension added, or a `.js` naming its `.ts` (TypeScript's ESM style). */
function findSource(base: string, sources: ReadonlyMap<string, string>): string | undefined {
  const candidates = [...EXTENSIONS.map((extension) => `${base}${extension}`), base.replace(/\.js$/, ".ts")];
  return candidates.find((candidate) => sources.has(candidate));
}

/** Every node of a tree, depth first (Babel's nodes are plain objects with a `type`). */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as { type?: unknown }).type !== "string") return;
  yield node as Node;
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "leadingComments" || key === "trailingComments" || key === "innerComments" || key === "extra") continue;
    if (value && typeof value === "object") yield* nodesOf(value);
  }
}

type Parse = typeof BabelParser.parse;

interface FileResult {
  code: string;
  imports: string[];
  problems: CompileProblem[];
}

/** One file: its imports resolved and rewritten, its loops guarded, its types stripped. */
function compileFile(path: string, source: string, sources: ReadonlyMap<string, string>, parse: Parse): FileResult {
  let ast;
  try {
    ast = parse(source, { sourceType: "module", plugins: ["typescript"] });
  } catch (error) {
    const loc = (error as { loc?: { line?: number; column?: number } }).loc;
    const text = (error instanceof Error ? error.message : String(error)).replace(/ \(\d+:\d+\)$/, "");
    return { code: "", imports: [], problems: [problem(path, text, loc?.line ?? null, loc?.column === undefined ? null : loc.column + 1)] };
  }
  const edits: Edit[] = [];
  const imports: string[] = [];
  const problems: CompileProblem[] = [];
  const specifier = (literal: Node | null | undefined) => {
    if (!literal || literal.type !== "StringLiteral" || literal.start == null || literal.end == null) return;
    const request = literal.value;
    const line = literal.loc?.start.line ?? null;
    let target: string | undefined;
    if (request.startsWith(".")) {
      target = findSource(resolveRelative(path, request), sources);
      if (!target) problems.push(problem(path, `Cannot find "${request}" among the backend's files`, line));
      else imports.push(target);
    } else {
      target = WORKER_LIBRARIES[request];
      if (!target) problems.push(problem(path, `"${request}" is not available to a backend in the preview, which serves ${Object.keys(WORKER_LIBRARIES).join(", ")}`, line));
    }
    if (target) edits.push({ start: literal.start, end: literal.end, text: JSON.stringify(`/${target}`) });
  };
  let loops = 0;
  for (const node of nodesOf(ast.program)) {
    switch (node.type) {
      case "ImportDeclaration": {
        // Types only: TypeScript's, gone once compiled (Sucrase drops the import), so it needs no module.
        const typesOnly = node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((item) => item.type === "ImportSpecifier" && item.importKind === "type"));
        if (!typesOnly) specifier(node.source);
        break;
      }
      case "ExportAllDeclaration":
      case "ExportNamedDeclaration":
        if (node.exportKind !== "type") specifier(node.source);
        break;
      case "Import":
        problems.push(problem(path, "A dynamic import() cannot run in the preview: import the module at the top of the file", node.loc?.start.line ?? null));
        break;
      case "ForStatement":
      case "ForInStatement":
      case "ForOfStatement":
      case "WhileStatement":
      case "DoWhileStatement": {
        const body = node.body;
        if (body.start == null || body.end == null) break;
        loops += 1;
        const call = `${GUARD}(${JSON.stringify(`${path}:${node.loc?.start.line ?? 0}`)});`;
        if (body.type === "BlockStatement") edits.push({ start: body.start + 1, end: body.start + 1, text: ` ${call}` });
        else {
          edits.push({ start: body.start, end: body.start, text: `{ ${call} ` });
          edits.push({ start: body.end, end: body.end, text: " }" });
        }
        break;
      }
      default:
        break;
    }
  }
  if (problems.length > 0) return { code: "", imports, problems };
  let edited = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) edited = `${edited.slice(0, edit.start)}${edit.text}${edited.slice(edit.end)}`;
  // On the first line, so every line keeps its number.
  if (loops > 0) edited = `import { loop as ${GUARD} } from "/appforge/guard.js"; ${edited}`;
  try {
    return { code: transform(edited, { transforms: ["typescript"], filePath: path, disableESTransforms: true }).code, imports, problems };
  } catch (error) {
    const loc = (error as { loc?: { line?: number; column?: number } }).loc;
    return { code: "", imports, problems: [problem(path, error instanceof Error ? error.message : String(error), loc?.line ?? null, loc?.column ?? null)] };
  }
}

/**
 * The backend's modules for the dynamic Worker, by name (the repository path), from the files the entry
 * reaches: every problem found is reported, with file and line. Each file is compiled in its own turn
 * (cpu-turns.ts), as the frontend's are.
 */
export async function compileBackend(files: readonly SourceFile[]): Promise<BackendCompileResult> {
  const started = performance.now();
  const sources = new Map(files.filter((file) => isBackendSource(file.path)).map((file) => [file.path, file.content]));
  if (!sources.has(BACKEND_ENTRY)) return { ok: false, problems: [problem(BACKEND_ENTRY, "The backend's entry file has not been generated yet")] };
  const { parse } = await import("@babel/parser");
  const modules: Record<string, string> = {};
  const problems: CompileProblem[] = [];
  const queue = [BACKEND_ENTRY];
  const seen = new Set(queue);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const file = path;
    const result = await inTurn(() => compileFile(file, sources.get(file) ?? "", sources, parse));
    problems.push(...result.problems);
    modules[file] = result.code;
    for (const target of result.imports) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, modules, files: Object.keys(modules).length, ms: Math.round(performance.now() - started) };
}
