import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emittersFor } from ".";
import { buildAppModel } from "../model";
import { BACKEND_STACK, DATABASE_STACK, FRONTEND_STACK, stackPairs } from "../../contract/project-options";
import { checkProject } from "../qa/check-project";
import { describeProblems, summarize } from "../qa/summary";
import type { CheckedFile } from "../qa/types";
import { isScriptPath } from "../qa/js-modules";
import { parseScript } from "../qa/js-parse";
import { BAKERY, modelOf, SCENARIOS } from "./test-inputs";

/** The project as the builtin engine stores it: every file with the task that wrote it. */
function generated(model: ReturnType<typeof buildAppModel>) {
  const emitters = emittersFor(model);
  const files: CheckedFile[] = emitters.flatMap((emitter) =>
    emitter.emit(model).map((file) => ({ ...file, emitterId: emitter.id, writer: emitter.name })),
  );
  return { emitters, files };
}

const STACKS = FRONTEND_STACK.flatMap((frontend) =>
  BACKEND_STACK.flatMap((backend) => DATABASE_STACK.filter((database) => stackPairs(backend, database)).map((database) => [frontend, backend, database] as const)),
);

/** The qa task's checks (parse, imports, packages, requirements) over every stack the engine generates. */
describe.each(STACKS)("the generated %s + %s + %s project passes the qa checks", (frontend, backend, database) => {
  it("parses, resolves every relative import, declares every package and covers every requirement", () => {
    const model = buildAppModel({ ...BAKERY, techStack: [frontend, backend, database] });
    expect(model.stack).toMatchObject({ frontend, backend, database });
    const { emitters, files } = generated(model);
    const result = checkProject(files, model, emitters, parseScript);
    expect(describeProblems(result, 20), summarize(result)).toEqual([]);
    expect(result.counts.relativeImports).toBeGreaterThan(20);
    expect(result.requirements.filter((requirement) => requirement.status === "covered")).toHaveLength(model.requirements.length);
  });
});

const manifestSchema = z.object({
  dependencies: z.record(z.string(), z.string()).optional(),
  devDependencies: z.record(z.string(), z.string()).optional(),
});

describe.each(Object.keys(SCENARIOS))("the generated code (%s)", (scenario) => {
  const model = modelOf(scenario);
  const { emitters, files } = generated(model);

  it("passes the qa checks", () => {
    const result = checkProject(files, model, emitters, parseScript);
    expect(describeProblems(result, 20), summarize(result)).toEqual([]);
  });

  it("imports Node built-ins only in the backend", () => {
    const frontendBuiltins = files
      .filter((file) => isScriptPath(file.path) && file.path.startsWith("frontend/src/"))
      .filter((file) => {
        const outcome = parseScript(file.path, file.content);
        return outcome.ok && outcome.references.some((reference) => reference.specifier.startsWith("node:") && !reference.typeOnly);
      });
    expect(frontendBuiltins.map((file) => file.path)).toEqual([]);
  });

  it("pins every dependency to an exact version", () => {
    const manifests = files.filter((file) => file.path.endsWith("package.json"));
    expect(manifests.length).toBeGreaterThan(0);
    for (const manifest of manifests) {
      const parsed = manifestSchema.parse(JSON.parse(manifest.content));
      for (const [name, version] of Object.entries({ ...parsed.dependencies, ...parsed.devDependencies })) {
        expect(version, `${manifest.path}: ${name}`).toMatch(/^\d+\.\d+\.\d+$/);
      }
    }
  });
});
