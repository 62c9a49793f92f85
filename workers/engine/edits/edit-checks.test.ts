import { describe, expect, it } from "vitest";
import { emitters, generated, model } from "../qa/test-project";
import { baselineOf, checkAgainst, checkChangedFiles, previewProblems, problemsBefore, withoutKnown } from "./edit-checks";

const LAYOUT = "frontend/src/components/Layout.tsx";
const layout = generated.find((file) => file.path === LAYOUT)?.content ?? "";

/** The bakery with these files changed (content null: deleted). */
function changed(changes: Record<string, string | null>) {
  const after = generated.filter((file) => !(file.path in changes) || changes[file.path] !== null).map((file) => ({ ...file, content: changes[file.path] ?? file.content }));
  for (const [path, content] of Object.entries(changes)) if (content !== null && !generated.some((file) => file.path === path)) after.push({ path, content, type: "code" });
  return after;
}

describe("the checks of changed files", () => {
  it("finds nothing wrong with an edit that parses, and counts the files it could read", async () => {
    const green = layout.replace('className="app-header"', 'className="app-header" style={{ backgroundColor: "#15803d" }}');
    expect(green).not.toBe(layout);
    const result = await checkChangedFiles(model, emitters, generated, changed({ [LAYOUT]: green, "docs/NOTES.md": "# Notes\n" }), [LAYOUT, "docs/NOTES.md"]);
    expect(result).toEqual({ problems: [], checked: 1 });
  });

  it("reports a changed file that does not parse at its line, once", async () => {
    const broken = layout.replace('className="app-header"', 'className="app-header" style={{ backgroundColor: "#15803d" }');
    const line = broken.split("\n").findIndex((text) => text.includes("#15803d")) + 1;
    const { problems } = await checkChangedFiles(model, emitters, generated, changed({ [LAYOUT]: broken }), [LAYOUT]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: LAYOUT, check: "parse" });
    expect(problems[0]?.line).toBeGreaterThanOrEqual(line);
  });

  it("reports the imports a change broke in files it did not touch, and none the project had before", async () => {
    // Every file that imports the layout: the screens (components/Layout) and its own test (./Layout).
    const importers = generated.filter((file) => file.content.includes("components/Layout") || (file.path.startsWith("frontend/src/components/") && /from "\.\/Layout"/.test(file.content)));
    expect(importers.length).toBeGreaterThan(0);
    const { problems } = await checkChangedFiles(model, emitters, generated, changed({ [LAYOUT]: null }), [LAYOUT]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.check === "imports" && importers.some((file) => file.path === problem.path))).toBe(true);
    // Checked against a project that already had the broken import, the same deletion brings nothing new.
    const before = changed({ [LAYOUT]: null });
    expect((await checkChangedFiles(model, emitters, before, before, [LAYOUT])).problems).toEqual([]);
  });

  it("goes through the preview's compile step for the frontend's source, with Sucrase's line", async () => {
    const problems = await previewProblems([
      { path: "frontend/src/A.tsx", content: "export const a = <div>{1</div>;\n" },
      { path: "frontend/src/B.tsx", content: "export const b = <div>{1}</div>;\n" },
      // Tests and files outside the frontend's source are not compiled by the preview.
      { path: "frontend/src/A.test.tsx", content: "{" },
      { path: "backend/src/a.ts", content: "{" },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: "frontend/src/A.tsx", line: 1, check: "preview" });
  });

  it("tells the problems an edit brought from those its files had before", async () => {
    const broken = layout.replace("export", "export {");
    const baseline = await baselineOf(model, emitters, changed({ [LAYOUT]: broken }));
    const known = await problemsBefore(baseline, [LAYOUT]);
    expect(known.map((problem) => problem.check)).toEqual(["parse"]);
    const worse = changed({ [LAYOUT]: `${broken}\nimport "./Nowhere";\n` });
    const after = (await checkAgainst(baseline, worse, [LAYOUT])).problems;
    expect(withoutKnown(after, known)).toEqual([]);
  });
});
