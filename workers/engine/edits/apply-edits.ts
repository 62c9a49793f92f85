import { FILE_LIMITS } from "../../contract/files";
import type { FileEdit } from "./edit-answer";

/**
 * Applies a model's edits to the project's files, in memory, in the order given (a later edit of a file reads
 * it as the earlier ones left it). A search must occur exactly once in its file: text that is not there, or is
 * there more than once, is a problem said in words the model can act on, and that edit is left out. A whole
 * file creates or replaces it.
 *
 * Whitespace the model cannot see is forgiven, and only that: when a search is not in the file as given, it is
 * looked for again with line endings (CRLF or LF) and spaces and tabs at the ends of lines ignored, on both
 * sides. That is safe because the match must still be the only one (in the looser reading, which only merges
 * more text), and because the text it finds is replaced by the model's own, so no whitespace the model did not
 * write survives inside it. Indentation and everything else must match exactly. In a file whose every line
 * ends in CRLF, a replacement's line endings become CRLF too, so that the file does not mix them.
 */

export interface AppliedEdits {
  /** Every file, with the edits that applied. */
  files: Map<string, string>;
  /** The files whose content now differs from before, in the order they were first edited. */
  changes: { path: string; content: string }[];
  problems: string[];
}

export interface ApplyOptions {
  /** The existing files a whole-file edit may replace (those the model was shown); absent: any. */
  replaceable?: ReadonlySet<string>;
}

export function applyEdits(files: ReadonlyMap<string, string>, edits: readonly FileEdit[], options: ApplyOptions = {}): AppliedEdits {
  const current = new Map(files);
  const touched: string[] = [];
  const problems: string[] = [];
  edits.forEach((edit, index) => {
    const which = `edit ${index + 1}`;
    const before = current.get(edit.path);
    let after: string;
    if ("content" in edit) {
      if (before !== undefined && options.replaceable && !options.replaceable.has(edit.path)) {
        problems.push(`${which}: ${edit.path} was not shown to you, so it cannot be rewritten whole; change it with a search and replace of its text`);
        return;
      }
      after = edit.content;
    } else {
      if (before === undefined) {
        problems.push(`${which}: ${edit.path} does not exist; to create it, give its whole content`);
        return;
      }
      const found = locate(before, edit.search);
      if (!found.at) {
        problems.push(
          found.count === 0
            ? `${which}: the search text is not in ${edit.path}${closestLine(before, edit.search)}; copy it exactly from the file as shown`
            : `${which}: the search text occurs ${found.count} times in ${edit.path}; include more lines around it so that it occurs once`,
        );
        return;
      }
      after = before.slice(0, found.at.start) + inLineEndingsOf(before, edit.replace) + before.slice(found.at.end);
    }
    const bytes = new TextEncoder().encode(after).length;
    if (bytes > FILE_LIMITS.fileBytes) {
      problems.push(`${which}: ${edit.path} would be ${bytes} bytes, over the ${FILE_LIMITS.fileBytes}-byte limit of one file`);
      return;
    }
    current.set(edit.path, after);
    if (!touched.includes(edit.path)) touched.push(edit.path);
  });
  const changes = touched.flatMap((path) => {
    const content = current.get(path) ?? "";
    return content === files.get(path) ? [] : [{ path, content }];
  });
  return { files: current, changes, problems };
}

/** How often the search occurs, and where when that is once. */
interface Located {
  count: number;
  at: { start: number; end: number } | null;
}

/** Where the search occurs in the file: exactly, else with line endings and trailing spaces ignored. */
function locate(content: string, search: string): Located {
  const exact = occurrences(content, search);
  const first = exact[0];
  if (exact.length === 1 && first !== undefined) return { count: 1, at: { start: first, end: first + search.length } };
  if (exact.length > 1) return { count: exact.length, at: null };
  const file = loosened(content, true);
  const wanted = loosened(search, false).text;
  if (wanted === "") return { count: 0, at: null };
  const loose = occurrences(file.text, wanted);
  const at = loose[0];
  if (loose.length !== 1 || at === undefined) return { count: loose.length, at: null };
  return { count: 1, at: { start: file.origin[at] ?? 0, end: (file.origin[at + wanted.length - 1] ?? 0) + 1 } };
}

/** Every index the text occurs at, overlapping ones included (they make a search just as ambiguous). */
function occurrences(content: string, search: string): number[] {
  const found: number[] = [];
  for (let at = content.indexOf(search); at !== -1; at = content.indexOf(search, at + 1)) found.push(at);
  return found;
}

/**
 * The text without the CR of each CRLF and without spaces and tabs before a line break (and, for a whole
 * file, at its end), with the index in the original of each character kept.
 */
function loosened(content: string, fileEnd: boolean): { text: string; origin: number[] } {
  const kept: string[] = [];
  const origin: number[] = [];
  let start = 0;
  for (;;) {
    const newline = content.indexOf("\n", start);
    const end = newline === -1 ? content.length : newline;
    let keep = end;
    if (newline !== -1 && content[keep - 1] === "\r") keep -= 1;
    if (newline !== -1 || fileEnd) while (keep > start && (content[keep - 1] === " " || content[keep - 1] === "\t")) keep -= 1;
    for (let index = start; index < keep; index += 1) {
      kept.push(content[index] ?? "");
      origin.push(index);
    }
    if (newline === -1) break;
    kept.push("\n");
    origin.push(newline);
    start = newline + 1;
  }
  return { text: kept.join(""), origin };
}

/** The replacement with CRLF line endings when every line of the file ends so. */
function inLineEndingsOf(content: string, replacement: string): string {
  const crlf = content.includes("\r\n") && !/(^|[^\r])\n/.test(content);
  return crlf ? replacement.replace(/\r?\n/g, "\r\n") : replacement;
}

const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/[a-z0-9_$]+/g) ?? []);

/** Where the search text may have come from: its first line's line of the file, or the most alike line. */
function closestLine(content: string, search: string): string {
  const first = search.split("\n").map((line) => line.trim()).find((line) => line !== "");
  if (!first) return "";
  const lines = content.split("\n");
  const same = lines.findIndex((line) => line.trim() === first);
  if (same !== -1) return ` (its first line is line ${same + 1}, but the lines after it differ)`;
  const wanted = words(first);
  let best = { line: -1, score: 0 };
  lines.forEach((line, index) => {
    const have = words(line);
    const shared = [...wanted].filter((word) => have.has(word)).length;
    const score = shared / Math.max(1, new Set([...wanted, ...have]).size);
    if (score > best.score) best = { line: index, score };
  });
  if (best.score < 0.5) return "";
  return ` (the closest is line ${best.line + 1}: ${JSON.stringify((lines[best.line] ?? "").trim().slice(0, 160))})`;
}
