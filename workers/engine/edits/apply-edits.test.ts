import { describe, expect, it } from "vitest";
import { applyEdits } from "./apply-edits";
import { editAnswerJsonSchema, EDIT_LIMITS, readEditAnswer } from "./edit-answer";

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

const APP = ['export function App() {', '  return (', '    <header className="app-header">', "      <h1>Crumb</h1>", "    </header>", "  );", "}", ""].join("\n");

describe("applyEdits", () => {
  it("replaces a search text that occurs once, and answers the changed file", () => {
    const result = applyEdits(files({ "frontend/src/App.tsx": APP, "README.md": "# Crumb\n" }), [
      { path: "frontend/src/App.tsx", search: '    <header className="app-header">', replace: '    <header className="app-header" style={{ backgroundColor: "#15803d" }}>' },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.changes).toEqual([{ path: "frontend/src/App.tsx", content: APP.replace('"app-header">', '"app-header" style={{ backgroundColor: "#15803d" }}>') }]);
    expect(result.files.get("README.md")).toBe("# Crumb\n");
  });

  it("refuses a search text that is not in the file, pointing at the closest line, and leaves the file alone", () => {
    const result = applyEdits(files({ "frontend/src/App.tsx": APP }), [{ path: "frontend/src/App.tsx", search: '<header className="site-header">', replace: "<header>" }]);
    expect(result.changes).toEqual([]);
    expect(result.problems).toEqual([
      'edit 1: the search text is not in frontend/src/App.tsx (the closest is line 3: "<header className=\\"app-header\\">"); copy it exactly from the file as shown',
    ]);
  });

  it("says when a search's first line is there but the lines after it are not", () => {
    const result = applyEdits(files({ "frontend/src/App.tsx": APP }), [{ path: "frontend/src/App.tsx", search: "  return (\n    <main>", replace: "" }]);
    expect(result.problems[0]).toContain("(its first line is line 2, but the lines after it differ)");
  });

  it("refuses a search text that occurs more than once, asking for more lines", () => {
    const result = applyEdits(files({ "a.ts": "x();\nx();\n" }), [{ path: "a.ts", search: "x();", replace: "y();" }]);
    expect(result.problems).toEqual(["edit 1: the search text occurs 2 times in a.ts; include more lines around it so that it occurs once"]);
    expect(result.changes).toEqual([]);
  });

  it("forgives CRLF line endings and trailing spaces, and keeps the file's CRLF in the replacement", () => {
    const crlf = "const a = 1;  \r\nconst b = 2;\r\nconst c = 3;\r\n";
    const result = applyEdits(files({ "a.ts": crlf }), [{ path: "a.ts", search: "const a = 1;\nconst b = 2;\n", replace: "const a = 1;\nconst b = 20;\n" }]);
    expect(result.problems).toEqual([]);
    expect(result.changes).toEqual([{ path: "a.ts", content: "const a = 1;\r\nconst b = 20;\r\nconst c = 3;\r\n" }]);
  });

  it("forgives trailing spaces the model left out, but never indentation", () => {
    const source = "if (a) {\n    run();   \n}\n";
    expect(applyEdits(files({ "a.ts": source }), [{ path: "a.ts", search: "    run();\n}", replace: "    go();\n}" }]).changes).toEqual([
      { path: "a.ts", content: "if (a) {\n    go();\n}\n" },
    ]);
    expect(applyEdits(files({ "a.ts": source }), [{ path: "a.ts", search: "  run();", replace: "go();" }]).problems).toEqual([]);
    expect(applyEdits(files({ "a.ts": source }), [{ path: "a.ts", search: "run();\n  }", replace: "" }]).problems[0]).toContain("is not in a.ts");
  });

  it("counts a loose match that is not the only one as ambiguous", () => {
    const result = applyEdits(files({ "a.ts": "x(); \nx();\t\n" }), [{ path: "a.ts", search: "x();\n", replace: "y();\n" }]);
    expect(result.problems).toEqual(["edit 1: the search text occurs 2 times in a.ts; include more lines around it so that it occurs once"]);
  });

  it("creates and replaces whole files, but never rewrites an existing file the model was not shown", () => {
    const result = applyEdits(
      files({ "a.ts": "old\n", "b.ts": "kept\n" }),
      [
        { path: "a.ts", content: "new\n" },
        { path: "c.ts", content: "created\n" },
        { path: "b.ts", content: "clobbered\n" },
      ],
      { replaceable: new Set(["a.ts"]) },
    );
    expect(result.changes).toEqual([
      { path: "a.ts", content: "new\n" },
      { path: "c.ts", content: "created\n" },
    ]);
    expect(result.problems).toEqual(["edit 3: b.ts was not shown to you, so it cannot be rewritten whole; change it with a search and replace of its text"]);
  });

  it("applies edits of one file in order, and leaves out a file the edits put back as it was", () => {
    const result = applyEdits(files({ "a.ts": "one\n", "b.ts": "two\n" }), [
      { path: "a.ts", search: "one", replace: "uno" },
      { path: "a.ts", search: "uno", replace: "eins" },
      { path: "b.ts", search: "two", replace: "dos" },
      { path: "b.ts", search: "dos", replace: "two" },
    ]);
    expect(result.changes).toEqual([{ path: "a.ts", content: "eins\n" }]);
    expect(result.problems).toEqual([]);
  });

  it("refuses a search in a file that does not exist, and a file past the size limit", () => {
    const result = applyEdits(files({ "a.ts": "a" }), [
      { path: "missing.ts", search: "x", replace: "y" },
      { path: "a.ts", search: "a", replace: "a".repeat(90_000) },
      { path: "a.ts", search: "a".repeat(90_000), replace: "b".repeat(510_000) },
    ]);
    expect(result.problems[0]).toBe("edit 1: missing.ts does not exist; to create it, give its whole content");
    expect(result.problems[1]).toMatch(/^edit 3: a\.ts would be 510000 bytes, over the 500000-byte limit of one file$/);
    expect(result.changes).toEqual([{ path: "a.ts", content: "a".repeat(90_000) }]);
  });
});

describe("the edit answer", () => {
  const edit = { path: "frontend/src/App.tsx", search: "a", replace: "b" };

  it("reads search/replace and whole-file edits, and a reason for none", () => {
    expect(readEditAnswer({ summary: "Green.", edits: [edit, { path: "frontend/src/New.tsx", content: "x" }] })).toEqual({
      ok: true,
      answer: { summary: "Green.", edits: [edit, { path: "frontend/src/New.tsx", content: "x" }] },
    });
    expect(readEditAnswer({ summary: "", edits: [], nothing: "It is green already." })).toMatchObject({ ok: true });
  });

  it("refuses paths outside the project, too many edits and too much text, saying where", () => {
    const outside = readEditAnswer({ summary: "", edits: [{ ...edit, path: "../secrets" }] });
    expect(outside).toEqual({ ok: false, problems: ["edits.0.path: must not contain empty, . or .. segments"] });
    const many = readEditAnswer({ summary: "", edits: Array.from({ length: EDIT_LIMITS.edits + 1 }, () => edit) });
    expect(many).toEqual({ ok: false, problems: ["edits: at most 20 edits in one answer"] });
    const big = { path: "a.ts", content: "x".repeat(EDIT_LIMITS.textChars) };
    expect(readEditAnswer({ summary: "", edits: [big, big, big, big] })).toEqual({
      ok: false,
      problems: ["edits: the edits' texts must add up to at most 300000 characters"],
    });
    expect(readEditAnswer({ summary: "", edits: [{ path: "a.ts", search: "", replace: "x" }] })).toMatchObject({ ok: false });
  });

  it("has a JSON schema for prompts, with both kinds of edit", () => {
    const schema = JSON.stringify(editAnswerJsonSchema());
    expect(schema).toContain('"search"');
    expect(schema).toContain('"content"');
    expect(schema).toContain('"maxItems":20');
  });
});
