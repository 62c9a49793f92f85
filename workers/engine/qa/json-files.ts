import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import { baseName } from "./project-paths";

/** A JSON file's value, or why it does not parse (with the 1-based line when known). */
export type JsonOutcome = { ok: true; value: unknown } | { ok: false; line: number | null; message: string };

/** Files whose JSON may hold comments and trailing commas, as TypeScript and VS Code read them. */
export const isJsonc = (path: string): boolean =>
  /^(?:ts|js)config(?:\.[\w-]+)*\.json$/.test(baseName(path)) || /(^|\/)\.(?:vscode|devcontainer)\//.test(path);

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split("\n").length;

/** JSON with comments, read as TypeScript reads a tsconfig.json: comments and trailing commas allowed. */
function parseJsonc(content: string): JsonOutcome {
  const errors: ParseError[] = [];
  const value: unknown = parse(content, errors, { allowTrailingComma: true, disallowComments: false });
  const [first] = errors;
  if (!first) return { ok: true, value };
  return { ok: false, line: lineAt(content, first.offset), message: `${printParseErrorCode(first.error)} at offset ${first.offset}` };
}

/** Plain JSON, as package.json and the other JSON files are read by their tools. */
function parseStrictJson(content: string): JsonOutcome {
  try {
    return { ok: true, value: JSON.parse(content) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? null : lineAt(content, Number(position));
    return { ok: false, line, message: message.replace(/^JSON\.parse: /, "") };
  }
}

export const parseJson = (path: string, content: string): JsonOutcome =>
  isJsonc(path) ? parseJsonc(content) : parseStrictJson(content);

/** "is not valid JSON (line 3): ...": the parse check's message for a JSON file that does not parse. */
export const jsonProblem = (outcome: Extract<JsonOutcome, { ok: false }>): string =>
  `is not valid JSON${outcome.line ? ` (line ${outcome.line})` : ""}: ${outcome.message}`;
