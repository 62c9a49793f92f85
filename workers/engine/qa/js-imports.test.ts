import { describe, expect, it } from "vitest";
import { htmlReferences } from "./js-imports";
import { edited, failing, problemsOf, replace, withFiles } from "./test-project";
import type { CheckedFile } from "./types";

describe("the parse and imports checks of scripts", () => {
  it("fails a file that does not parse, naming the line and the task that wrote it", () => {
    const result = edited(replace("frontend/src/api/client.ts", (old) => `${old}\nexport const broken = ;\n`));
    expect(failing(result)).toEqual(["parse"]);
    const [problem] = problemsOf(result, "parse");
    expect(problem).toMatchObject({ path: "frontend/src/api/client.ts", emitterId: "app-shell", writer: "App shell & design system (Creative)" });
    expect(problem?.line).toBeGreaterThan(1);
  });

  it("fails a relative import of a file that was not generated", () => {
    const result = edited((files) => files.filter((file) => file.path !== "backend/src/http/errors.ts"));
    expect(failing(result)).toEqual(["imports"]);
    const problems = problemsOf(result, "imports");
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.message.includes("errors") && problem.message.includes("not a generated file"))).toBe(true);
    expect(problems.map((problem) => problem.path)).toContain("backend/src/app.ts");
  });

  it("parses a Vue file's script blocks at their lines, and lists its template as not checked", () => {
    const vue = (content: string): CheckedFile => ({ path: "frontend/src/Card.vue", type: "code", content, emitterId: "screens" });
    const clean = withFiles([vue('<template><p>{{ n }}</p></template>\n<script setup lang="ts">\nconst n: number = 1;\n</script>\n')]);
    expect(clean.passed).toBe(true);
    expect(clean.notChecked).toEqual([expect.objectContaining({ what: ".vue templates", count: 1 })]);
    const broken = withFiles([vue('<template><p /></template>\n<script setup lang="ts">\nconst n: number = ;\n</script>\n')]);
    expect(problemsOf(broken, "parse")).toEqual([expect.objectContaining({ path: "frontend/src/Card.vue", line: 3, emitterId: "screens" })]);
  });
});

describe("htmlReferences", () => {
  it("reads the scripts and stylesheets a page loads from the project, not external ones", () => {
    const page = [
      "<html><head>",
      '<link rel="stylesheet" href="/src/styles.css">',
      '<link rel="icon" href="/favicon.ico">',
      '<script src="https://cdn.example.com/x.js"></script>',
      "</head><body>",
      '<script type="module" src="src/main.tsx"></script>',
      "</body></html>",
    ].join("\n");
    expect(htmlReferences(page).map((reference) => [reference.specifier, reference.line])).toEqual([
      ["/src/styles.css", 2],
      ["./src/main.tsx", 6],
    ]);
  });
});
