import { emittersFor } from "../generators/registry";
import type { AppModel } from "../model";
import { EDIT_LIMITS, editAnswerJsonSchema } from "./edit-answer";
import { agentByWords, ownerOfPath } from "./owners";
import { EDIT_CALL_MARKER, FILE_CLOSE, fileOpen, INSTRUCTION_LABEL, PROBLEMS_LABEL } from "./protocol";
import type { EditAgent, EditBrief, SourceFile } from "./types";

/** Which agent a message goes to (owners.ts): the frontend is the default only where the project has one. */
export function agentForMessage(message: string, model: AppModel): EditAgent {
  return agentByWords(message, emittersFor(model).some((emitter) => emitter.agent === "frontend"));
}

/** The brief of an entrepreneur's message: to the agent it names by its words, focused by them alone. */
export const briefForMessage = (message: string, model: AppModel): EditBrief => ({ instruction: message.trim(), agent: agentForMessage(message, model), focusPaths: [] });

/** What a question shows: files whole, and the paths of the agent's other files. */
export interface ShownFiles {
  shown: SourceFile[];
  listed: string[];
}

const STOP_WORDS = new Set(
  "the and for with make each that this from into when show all every should want please can add change our their its day you your them they there have has was are not but use".split(" "),
);

/** The message's words worth looking for in paths and code: three letters or more, "orders" also as "order". */
function searchWords(message: string): string[] {
  const words = (message.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? []).filter((word) => !STOP_WORDS.has(word));
  return [...new Set(words.flatMap((word) => (word.endsWith("s") && word.length > 3 ? [word, word.slice(0, -1)] : [word])))];
}

const isTest = (path: string): boolean => /(\.|\/)(test|spec)s?(\.|\/)/.test(path) || path.includes("/test/");

/**
 * How much a file has to do with the message: its words in the path count most, then as words in the code
 * (with its plural: "header" in `<header`, `app-header` and `headers`, not in `readHeaderValue`), a little more for each use.
 */
function relevance(file: SourceFile, words: readonly string[], wantsTests: boolean): number {
  const path = file.path.toLowerCase();
  const content = file.content.toLowerCase();
  let score = 0;
  for (const word of words) {
    if (path.includes(word)) score += 3;
    const uses = content.match(new RegExp(`\\b${word}s?\\b`, "g"))?.length ?? 0;
    if (uses > 0) score += 1 + Math.min(uses, 5) * 0.1;
  }
  return score > 0 && isTest(file.path) && !wantsTests ? score / 2 : score;
}

/** Files shown whole in one question at most: past a dozen, a word of the message is in files that do not matter. */
export const MAX_SHOWN = 12;

/**
 * The files to show the model for a change: the focus paths first (any owner), then the agent's own files
 * by how much they have to do with the message, whole, while they fit in `budgetChars`; the agent's other
 * files are listed by path. A file that does not fit is listed and a smaller one after it may still be shown;
 * at most MAX_SHOWN files are shown.
 * With no file that matches the message's words, the agent's files are shown in path order.
 */
export function filesForBrief(
  files: readonly SourceFile[],
  message: string,
  agent: EditAgent,
  budgetChars: number,
  focusPaths: readonly string[] = [],
): ShownFiles {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const focus = [...new Set(focusPaths)].flatMap((path) => byPath.get(path) ?? []);
  const words = searchWords(message);
  const wantsTests = words.some((word) => word.startsWith("test"));
  const own = files
    .filter((file) => ownerOfPath(file.path) === agent && !focusPaths.includes(file.path))
    .map((file) => ({ file, score: relevance(file, words, wantsTests) }));
  const anyMatch = own.some((entry) => entry.score > 0);
  const ranked = own
    .filter((entry) => entry.score > 0 || !anyMatch)
    .sort((a, b) => b.score - a.score || a.file.path.localeCompare(b.file.path))
    .map((entry) => entry.file);
  const shown: SourceFile[] = [];
  let left = budgetChars;
  for (const file of [...focus, ...ranked]) {
    if (file.content.length > left || shown.length >= MAX_SHOWN) continue;
    shown.push(file);
    left -= file.content.length;
  }
  const shownPaths = new Set(shown.map((file) => file.path));
  const listed = [...focus, ...own.map((entry) => entry.file)].map((file) => file.path).filter((path) => !shownPaths.has(path));
  return { shown, listed: [...new Set(listed)].sort() };
}

const ROLES: Record<EditAgent, string> = {
  frontend: "the frontend agent, who owns the screens' code (frontend/)",
  backend: "the backend agent, who owns the API, the data and the business rules (backend/)",
  devops: "the devops agent, who owns the containers, the CI workflow, the scripts and the platform files",
};

/** How the endpoint takes a JSON answer (workers/ai/config.ts STRUCTURED_OUTPUTS). */
export type AnswerFormat = "json-schema" | "json-object" | "none";

/** The system prompt of an edit call; the schema rides in it where the endpoint does not enforce one. */
export function editSystem(agent: EditAgent, format: AnswerFormat): string {
  const instructions = [
    `You are ${ROLES[agent]}, in a team that builds a web application for an entrepreneur.`,
    `You carry out one instruction by changing the app's code. ${EDIT_CALL_MARKER}`,
    "Each edit names a file by its path and either replaces text in it: `search` is text copied exactly from the file as shown",
    "(whole lines, with their indentation), occurring once in it, and `replace` is what takes its place; or writes a whole file:",
    "`content` is the complete new file (for a new file, or a shown one rewritten throughout).",
    "Keep each search short: the lines that change and a line or two around them, enough to occur only once.",
    "Change only what the instruction asks, in the file's own language and style; keep every import pointing at a file that exists",
    "and every package one the project's manifest declares; the code must still parse and compile.",
    `At most ${EDIT_LIMITS.edits} edits. If the files already do what is asked, answer no edits and say why in \`nothing\`.`,
    "`summary`: one or two sentences to the entrepreneur saying what you changed and why.",
  ].join(" ");
  if (format === "json-schema") return `${instructions} Answer with one JSON object, in the response format's schema, and nothing else.`;
  return `${instructions} Answer with one JSON object and nothing else (no Markdown), matching this JSON schema: ${JSON.stringify(editAnswerJsonSchema())}`;
}

/** The question: the project, the instruction, and the files, shown whole between their markers. */
export function editQuestion(model: AppModel, instruction: string, files: ShownFiles): string {
  return [
    `Project: ${model.name}${model.description ? ` (${model.description})` : ""}`,
    `Stack: ${model.stack.frontend} frontend, ${model.stack.backend} backend, ${model.stack.database} database`,
    `${INSTRUCTION_LABEL}${instruction.replace(/\s+/g, " ").trim()}`,
    "The files, as they are now:",
    ...files.shown.map((file) => `${fileOpen(file.path)}\n${file.content}\n${FILE_CLOSE}`),
    files.listed.length > 0 ? `Other files (not shown; do not rewrite them): ${files.listed.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The second question: the instruction and the files again (those the problems are in first, as they are
 * now), which of the first edits stand, and the problems numbered, each with its file and line.
 */
export function retryQuestion(question: string, applied: readonly string[], problems: readonly string[]): string {
  return [
    question,
    applied.length > 0
      ? `Your previous edits to ${applied.join(", ")} were applied: the files above show them. Edit on top of them.`
      : "None of your previous edits were applied.",
    `${PROBLEMS_LABEL}${problems.map((problem, index) => `(${index + 1}) ${problem}`).join(" ")}`,
    "Answer with the edits that fix these problems and still carry out the instruction.",
  ].join("\n");
}
