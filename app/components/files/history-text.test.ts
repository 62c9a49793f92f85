import { describe, expect, it } from "vitest";
import { closeQuestion, conflictNotice, diffLines, formatKb, hunkHeader, omittedText } from "./history-text";

describe("diffLines", () => {
  it("numbers each side: removed lines on the old one, added on the new", () => {
    const hunk = { oldStart: 4, oldLines: 3, newStart: 4, newLines: 3, lines: [" keep", "-<h1>Old</h1>", "+<h1>New</h1>", " end"] };
    expect(diffLines(hunk)).toEqual([
      { kind: "same", oldNumber: 4, newNumber: 4, text: "keep" },
      { kind: "removed", oldNumber: 5, newNumber: null, text: "<h1>Old</h1>" },
      { kind: "added", oldNumber: null, newNumber: 5, text: "<h1>New</h1>" },
      { kind: "same", oldNumber: 6, newNumber: 6, text: "end" },
    ]);
    expect(hunkHeader(hunk)).toBe("@@ -4,3 +4,3 @@");
  });
});

describe("omittedText", () => {
  it("counts the changed lines the diff leaves out", () => {
    expect(omittedText(1)).toBe("1 more changed line not shown");
    expect(omittedText(2_345)).toBe("2,345 more changed lines not shown");
  });
});

describe("formatKb", () => {
  it("shows one decimal under 10 KB, whole kilobytes above", () => {
    expect(formatKb(0)).toBe("0.0 KB");
    expect(formatKb(1536)).toBe("1.5 KB");
    expect(formatKb(2_000_000)).toBe("1,953 KB");
  });
});

describe("conflictNotice", () => {
  it("names the re-run task and counts the conflicts", () => {
    expect(conflictNotice([{ taskName: "Build the screens" }])).toBe("A re-run of Build the screens changed files you edited: 1 conflict");
    expect(conflictNotice([{ taskName: "A" }, { taskName: "B" }, { taskName: "A" }])).toBe("A re-run of A and B changed files you edited: 3 conflicts");
    expect(conflictNotice([{ taskName: "A" }, { taskName: "B" }, { taskName: "C" }])).toBe("A re-run of A, B and C changed files you edited: 3 conflicts");
  });
});

describe("closeQuestion", () => {
  it("names the unsaved work the close would discard", () => {
    expect(closeQuestion(true, [])).toBe("The open file has unsaved changes. Close the panel and discard them?");
    expect(closeQuestion(false, ["docs/A.md"])).toBe("The merged version of docs/A.md is not saved. Close the panel and discard it?");
    expect(closeQuestion(false, ["a", "b"])).toBe("The merged versions of a and b are not saved. Close the panel and discard them?");
    expect(closeQuestion(true, ["a"])).toBe("The open file and the merged version of a have unsaved changes. Close the panel and discard them?");
  });
});
