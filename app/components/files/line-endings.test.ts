import { EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import { lineBreaksExtension, lineBreaksOf, savedText } from "./line-endings";

/** Opens `content` as the editor does, replaces `from` with `to` in it, and answers the text it saves. */
function edit(content: string, from: string, to: string): string {
  const breaks = lineBreaksOf(content);
  const state = EditorState.create({ doc: content, extensions: lineBreaksExtension(breaks) });
  const at = state.sliceDoc().indexOf(from);
  expect(at).toBeGreaterThanOrEqual(0);
  return savedText(state.update({ changes: { from: at, to: at + from.length, insert: to } }).state.doc, breaks);
}

describe("lineBreaksOf", () => {
  it("finds the file's ending, \\n when it has none", () => {
    expect(lineBreaksOf("a\r\nb\r\n")).toEqual({ ending: "\r\n", mixed: false });
    expect(lineBreaksOf("a\nb\n")).toEqual({ ending: "\n", mixed: false });
    expect(lineBreaksOf("a\rb")).toEqual({ ending: "\r", mixed: false });
    expect(lineBreaksOf("one line")).toEqual({ ending: "\n", mixed: false });
    expect(lineBreaksOf("")).toEqual({ ending: "\n", mixed: false });
    expect(lineBreaksOf("a\r\nb\nc")).toEqual({ ending: "\n", mixed: true });
  });
});

describe("savedText", () => {
  it("keeps a CRLF file's endings: one character edited changes one line", () => {
    const before = "const a = 1;\r\nconst b = 2;\r\n";
    expect(savedText(EditorState.create({ doc: before }).doc, lineBreaksOf(before))).toBe(before);
    expect(edit(before, "b = 2", "b = 3")).toBe("const a = 1;\r\nconst b = 3;\r\n");
  });

  it("ends a new line in a CRLF file with CRLF, also when the inserted text has LF", () => {
    expect(edit("a\r\nc\r\n", "a", "a\nb")).toBe("a\r\nb\r\nc\r\n");
    expect(edit("a\r\nc\r\n", "a", "a\r\nb")).toBe("a\r\nb\r\nc\r\n");
  });

  it("leaves LF files as they were", () => {
    expect(edit("a\nb\n", "b", "B")).toBe("a\nB\n");
  });

  it("keeps every ending of a mixed file as it was", () => {
    expect(edit("a\r\nb\nc\rd\n", "b", "B")).toBe("a\r\nB\nc\rd\n");
    expect(edit("a\r\nb\nc\rd\n", "d", "d\ne")).toBe("a\r\nb\nc\rd\ne\n");
  });
});
