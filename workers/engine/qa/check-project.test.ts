import { describe, expect, it } from "vitest";
import { checkProject } from "./check-project";
import { parseScript } from "./js-parse";
import { summarize } from "./summary";
import { emitters, failing, generated, model, withFiles } from "./test-project";
import type { CheckedFile } from "./types";

describe("checkProject", () => {
  it("passes a clean generated project, and says how much it checked", () => {
    const result = checkProject(generated, model, emitters, parseScript);
    expect(failing(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.counts.parsed).toBeGreaterThan(100);
    expect(result.counts.relativeImports).toBeGreaterThan(200);
    expect(result.counts.packages).toBeGreaterThan(5);
    expect(result.requirements.every((requirement) => requirement.status === "covered")).toBe(true);
    expect(summarize(result)).toContain(`${model.requirements.length} of ${model.requirements.length} requirements covered`);
    expect(result.notChecked).toEqual([]);
  });

  it("lists languages it cannot parse as not checked, never as parsed", () => {
    const extra: CheckedFile[] = [
      { path: "backend/src/Main.java", type: "code", content: "class Main { broken", emitterId: "rest-api" },
      { path: "backend/public/index.php", type: "code", content: "<?php echo 'hi';", emitterId: "rest-api" },
      { path: "worker/app.py", type: "code", content: "import os\n", emitterId: "rest-api" },
    ];
    const clean = checkProject(generated, model, emitters, parseScript);
    const result = withFiles(extra);
    expect(result.counts.parsed).toBe(clean.counts.parsed);
    expect(result.notChecked.map((item) => [item.what, item.count])).toEqual([
      [".java files", 1],
      [".php files", 1],
      [".py files (syntax)", 1],
    ]);
    expect(summarize(result)).toContain("not checked here: 1 .java files, 1 .php files, 1 .py files (syntax)");
  });
});
