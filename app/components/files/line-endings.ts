import { EditorState, type Extension, type Text } from "@codemirror/state";

/** How a file's text ends its lines, so an edit saves them the way they came. */
export interface LineBreaks {
  /** What the saved text ends its lines with: the file's own ending ("\n" for a file without any). */
  ending: "\n" | "\r\n" | "\r";
  /**
   * The file mixes endings. Its bytes are kept exactly: the editor then ends lines only at "\n", and a
   * "\r" before one (or alone) stays in its line, shown as a special character.
   */
  mixed: boolean;
}

const count = (content: string, pattern: RegExp) => content.match(pattern)?.length ?? 0;

/** The line endings of a file's content: "\r\n" when it has them throughout, "\n" by default. */
export function lineBreaksOf(content: string): LineBreaks {
  const crlf = count(content, /\r\n/g);
  const lf = count(content, /(?<!\r)\n/g);
  const cr = count(content, /\r(?!\n)/g);
  if ([crlf, lf, cr].filter((found) => found > 0).length > 1) return { ending: "\n", mixed: true };
  return { ending: crlf > 0 ? "\r\n" : cr > 0 ? "\r" : "\n", mixed: false };
}

/**
 * What the editor needs for these endings. A file with one kind of ending keeps CodeMirror's own split (at
 * "\r\n", "\r" or "\n", so pasted text of any origin becomes lines) and gets its ending back in
 * `savedText`; a mixed one splits at "\n" only, so each line keeps its own ending.
 */
export function lineBreaksExtension(breaks: LineBreaks): Extension {
  return breaks.mixed ? EditorState.lineSeparator.of("\n") : [];
}

/** The editor's document as the file saves it: its lines joined with the file's ending. */
export function savedText(doc: Text, breaks: LineBreaks): string {
  return doc.sliceString(0, doc.length, breaks.ending);
}
