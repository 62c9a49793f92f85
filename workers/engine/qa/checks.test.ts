import { describe, expect, it } from "vitest";
import { buildAppModel } from "../model";
import { emittersFor } from "../generators/registry";
import { BAKERY } from "../generators/test-inputs";
import { checkProject, summarize, type CheckedFile, type CheckName, type ProjectCheck } from "./checks";
import { QA_REPORT_PATH, runQaChecks, type StoredFile } from "./qa-task";

const model = buildAppModel(BAKERY);
const emitters = emittersFor(model);
/** The bakery as the builtin engine stores it: every file with the task that wrote it. */
const generated: CheckedFile[] = emitters.flatMap((emitter) =>
  emitter.emit(model).map((file) => ({ path: file.path, type: file.type, content: file.content, emitterId: emitter.id, writer: emitter.name })),
);

function edited(change: (files: CheckedFile[]) => CheckedFile[]): ProjectCheck {
  return checkProject(change(generated.map((file) => ({ ...file }))), model, emitters);
}

const replace = (path: string, content: (old: string) => string) => (files: CheckedFile[]) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`the bakery has no ${path}`);
  file.content = content(file.content);
  return files;
};

const failing = (result: ProjectCheck): CheckName[] => result.checks.filter((check) => !check.passed).map((check) => check.name);
const problemsOf = (result: ProjectCheck, name: CheckName) => result.checks.find((check) => check.name === name)?.problems ?? [];

describe("checkProject", () => {
  it("passes a clean generated project, and says how much it checked", () => {
    const result = checkProject(generated, model, emitters);
    expect(failing(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.counts.parsed).toBeGreaterThan(100);
    expect(result.counts.relativeImports).toBeGreaterThan(200);
    expect(result.counts.packages).toBeGreaterThan(5);
    expect(result.requirements.every((requirement) => requirement.status === "covered")).toBe(true);
    expect(summarize(result)).toContain(`${model.requirements.length} of ${model.requirements.length} requirements covered`);
    expect(result.notChecked).toEqual([]);
  });

  it("fails a file that does not parse, naming the line and the task that wrote it", () => {
    const result = edited(replace("frontend/src/api/client.ts", (old) => `${old}\nexport const broken = ;\n`));
    expect(failing(result)).toEqual(["parse"]);
    const [problem] = problemsOf(result, "parse");
    expect(problem).toMatchObject({ path: "frontend/src/api/client.ts", emitterId: "app-shell", writer: "App shell & design system (Creative)" });
    expect(problem?.line).toBeGreaterThan(1);
  });

  it("fails JSON that does not parse, but reads comments in tsconfig files as TypeScript does", () => {
    const broken = edited(replace("backend/package.json", (old) => old.replace("{", "{,")));
    expect(problemsOf(broken, "parse").map((problem) => problem.path)).toEqual(["backend/package.json"]);
    const commented = edited(replace("backend/tsconfig.json", (old) => `// compiler settings\n${old.replace(/\n}\s*$/, ",\n}\n")}`));
    expect(commented.passed).toBe(true);
  });

  it("fails a relative import of a file that was not generated", () => {
    const result = edited((files) => files.filter((file) => file.path !== "backend/src/http/errors.ts"));
    expect(failing(result)).toEqual(["imports"]);
    const problems = problemsOf(result, "imports");
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.message.includes("errors") && problem.message.includes("not a generated file"))).toBe(true);
    expect(problems.map((problem) => problem.path)).toContain("backend/src/app.ts");
  });

  it("fails an import of a package its package.json does not declare", () => {
    const result = edited(replace("backend/src/config.ts", (old) => `import leftPad from "left-pad";\n${old}\nexport const pad = leftPad;\n`));
    expect(failing(result)).toEqual(["packages"]);
    expect(problemsOf(result, "packages")).toEqual([
      expect.objectContaining({ path: "backend/src/config.ts", line: 1, emitterId: "rest-api", message: expect.stringContaining("backend/package.json does not declare left-pad") }),
    ]);
  });

  it("accepts Node built-ins and rejects a node: name that is not one", () => {
    const builtins = edited(replace("backend/src/config.ts", (old) => `import { join } from "node:path";\nimport os from "os";\n${old}\nexport const here = join(os.tmpdir());\n`));
    expect(builtins.passed).toBe(true);
    const unknown = edited(replace("backend/src/config.ts", (old) => `import "node:nonsense";\n${old}`));
    expect(problemsOf(unknown, "packages")[0]?.message).toContain("not a Node.js built-in");
  });

  it("fails a requirement whose code has no test among the stored files", () => {
    const result = edited((files) => files.filter((file) => file.path !== "backend/test/payments.test.ts" && file.path !== "frontend/src/payments/checkout.test.tsx"));
    expect(failing(result)).toEqual(["requirements"]);
    expect(problemsOf(result, "requirements")).toEqual([expect.objectContaining({ path: "F-payments", message: expect.stringContaining("test file") })]);
    const total = model.requirements.length;
    expect(summarize(result)).toContain(`${total - 1} of ${total} requirements covered`);
  });

  it("lists languages it cannot parse as not checked, never as parsed", () => {
    const extra: CheckedFile[] = [
      { path: "backend/src/Main.java", type: "code", content: "class Main { broken", emitterId: "rest-api" },
      { path: "backend/public/index.php", type: "code", content: "<?php echo 'hi';", emitterId: "rest-api" },
      { path: "worker/app.py", type: "code", content: "import os\n", emitterId: "rest-api" },
    ];
    const clean = checkProject(generated, model, emitters);
    const result = checkProject([...generated, ...extra], model, emitters);
    expect(result.counts.parsed).toBe(clean.counts.parsed);
    expect(result.notChecked.map((item) => [item.what, item.count])).toEqual([
      [".java files", 1],
      [".php files", 1],
      [".py files (syntax)", 1],
    ]);
    expect(summarize(result)).toContain("not checked here: 1 .java files, 1 .php files, 1 .py files (syntax)");
  });

  it("parses a Vue file's script blocks at their lines, and lists its template as not checked", () => {
    const vue = (content: string): CheckedFile => ({ path: "frontend/src/Card.vue", type: "code", content, emitterId: "screens" });
    const clean = checkProject([...generated, vue('<template><p>{{ n }}</p></template>\n<script setup lang="ts">\nconst n: number = 1;\n</script>\n')], model, emitters);
    expect(clean.passed).toBe(true);
    expect(clean.notChecked).toEqual([expect.objectContaining({ what: ".vue templates", count: 1 })]);
    const broken = checkProject([...generated, vue('<template><p /></template>\n<script setup lang="ts">\nconst n: number = ;\n</script>\n')], model, emitters);
    expect(problemsOf(broken, "parse")).toEqual([expect.objectContaining({ path: "frontend/src/Card.vue", line: 3, emitterId: "screens" })]);
  });

  it("checks Python imports against requirements.txt", () => {
    const python: CheckedFile[] = [
      { path: "api/requirements.txt", type: "config", content: "fastapi==0.115.0\n", emitterId: "rest-api" },
      { path: "api/app/__init__.py", type: "code", content: "", emitterId: "rest-api" },
      { path: "api/app/main.py", type: "code", content: "import json\nfrom fastapi import FastAPI\nfrom .routes import router\nimport requests\n", emitterId: "rest-api" },
    ];
    const result = checkProject([...generated, ...python], model, emitters);
    expect(problemsOf(result, "imports").map((problem) => problem.message)).toEqual([expect.stringContaining(".routes")]);
    expect(problemsOf(result, "packages").map((problem) => problem.message)).toEqual([expect.stringContaining('"requests"')]);
  });
});

describe("the qa task's checks over stored files", () => {
  const stored: StoredFile[] = generated
    .filter((file) => file.emitterId !== "qa" && file.emitterId !== "deployment")
    .map((file) => ({ path: file.path, type: file.type, content: file.content, taskKey: file.emitterId ?? null, taskName: file.writer ?? null }));
  const qa = emitters.find((emitter) => emitter.id === "qa");
  if (!qa) throw new Error("no qa emitter");

  it("writes the report and passes a clean project", () => {
    const outcome = runQaChecks(model, emitters, stored, qa.emit(model));
    expect(outcome.failure).toBeNull();
    const report = outcome.files.find((file) => file.path === QA_REPORT_PATH);
    expect(report?.type).toBe("documentation");
    expect(report?.content).toContain("Result: **passed**");
    expect(report?.content).toContain("| Every relative import resolves to a generated file | passed |");
    expect(outcome.files.map((file) => file.path)).toEqual([...qa.emit(model).map((file) => file.path), QA_REPORT_PATH]);
  });

  it("fails with the files and the tasks to retry, and blames no one for qa's own files", () => {
    const broken = stored.map((file) => (file.path === "frontend/src/api/client.ts" ? { ...file, content: "export const = 1;" } : file));
    const outcome = runQaChecks(model, emitters, broken, qa.emit(model));
    expect(outcome.failure?.message).toMatch(/^1 of 4 QA checks failed: parse \(1\)\. frontend\/src\/api\/client\.ts does not parse/);
    expect(outcome.failure?.message).toContain('Retry "App shell & design system (Creative)"');
    expect(outcome.failure?.blame).toEqual([
      expect.objectContaining({ taskKey: "app-shell", message: expect.stringContaining("frontend/src/api/client.ts does not parse") }),
    ]);
    const report = outcome.files.find((file) => file.path === QA_REPORT_PATH)?.content ?? "";
    expect(report).toContain("Result: **failed**");
    expect(report).toMatch(/\| parse \| frontend\/src\/api\/client\.ts:1 \| does not parse .* \| App shell & design system \(Creative\) \|/);

    const ownBroken = runQaChecks(
      model,
      emitters,
      stored,
      qa.emit(model).map((file) => (file.path.endsWith("api-contract.test.ts") ? { ...file, content: "import { x } from './nowhere';\n" } : file)),
    );
    expect(ownBroken.failure?.blame).toEqual([]);
    expect(ownBroken.failure?.message).toContain("backend/test/api-contract.test.ts");
  });
});
