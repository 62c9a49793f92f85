// How an edit question shows its files and names itself: shared by the prompt (brief.ts) and the stand-in
// model of the tests (tests/setup/fake-model.ts), which reads the files back out of the question. This module
// imports nothing, so the stand-in can load it outside the Worker (Playwright's endpoint runs in Node).

/** A sentence every edit call's system prompt holds: how an endpoint (or the stand-in) tells an edit call apart. */
export const EDIT_CALL_MARKER = "Answer with edits to the app's files.";

/** The line that starts the instruction in an edit question. */
export const INSTRUCTION_LABEL = "Instruction: ";

/** The line that starts the numbered problems of a second question. */
export const PROBLEMS_LABEL = "Problems to fix: ";

/** A file shown whole: its opening line, its content as stored, then FILE_CLOSE on a line of its own. */
export const fileOpen = (path: string): string => `<file path="${path}">`;
export const FILE_CLOSE = "</file>";

/** The files a question shows, read back out of it (in the order shown). */
export function shownFiles(question: string): { path: string; content: string }[] {
  const files: { path: string; content: string }[] = [];
  const opening = /^<file path="([^"\n]+)">\n/gm;
  for (let match = opening.exec(question); match; match = opening.exec(question)) {
    const start = match.index + match[0].length;
    const end = question.indexOf(`\n${FILE_CLOSE}`, start);
    if (end === -1) break;
    files.push({ path: match[1] ?? "", content: question.slice(start, end) });
    opening.lastIndex = end;
  }
  return files;
}
