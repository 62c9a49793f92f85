import type { AppModel } from "../model";
import type { Emitter } from "../generators/types";
import { createContext, type CheckContext } from "./check-context";
import { checkHtmlFile, checkScriptFile, referenceCheck } from "./js-imports";
import { compilers } from "../compilers";
import { isScriptPath, type ParseOutcome } from "./js-modules";
import { jsonProblem } from "./json-files";
import { notCheckedOf, UNPARSED_LANGUAGES } from "./not-checked";
import { ownership } from "./ownership";
import { baseName, extensionOf } from "./project-paths";
import { pythonCheck } from "./python-imports";
import { checkRequirements, type RequirementResult } from "./requirement-coverage";
import { checkRules, type RuleResult } from "./rule-coverage";
import { CHECK_NAMES, type CheckedFile, type CheckName, type ProjectCheck } from "./types";
import { inTurn } from "../cpu-turns";

/**
 * The qa agent's checks of a generated project, run on the files actually stored for it:
 * - parse: every JavaScript, TypeScript, Vue and JSON file parses (js-imports.ts, json-files.ts);
 * - imports: every relative import (and tsconfig path alias, and Python package-local import) lands on a
 *   file (js-imports.ts, tsconfig-aliases.ts, python-imports.ts);
 * - packages: every package the code imports is declared in its manifest (package.json, requirements*.txt,
 *   pyproject.toml: js-packages.ts, python-imports.ts);
 * - requirements: every requirement has code and a test (requirement-coverage.ts);
 * - rules: every business rule has its code and its test in the backend (rule-coverage.ts).
 * What cannot be checked here (Java, PHP, Python syntax) is listed as not checked, never counted as passed.
 */

const TITLES: Record<CheckName, string> = {
  parse: "Every JavaScript, TypeScript, Vue and JSON file parses",
  imports: "Every relative import resolves to a generated file",
  packages: "Every imported package is declared in its manifest",
  requirements: "Every requirement has code and a test",
  rules: "Every business rule has its code and its test in the backend",
};

/** Reads a script: Babel's parser (qa/js-parse.ts), here or in the compilers' Worker (engine/compilers.ts). */
export type ScriptParser = (path: string, content: string) => ParseOutcome;

/** Runs the parse, imports and packages checks on every file, each by its language: a step per file. */
function* checkFiles(context: CheckContext, files: readonly CheckedFile[], parse: ScriptParser): Generator<void, void> {
  const checkReference = referenceCheck(context);
  const checkPython = pythonCheck(context);
  for (const file of files) {
    const extension = extensionOf(file.path);
    if (isScriptPath(file.path)) checkScriptFile(context, checkReference, file, parse(file.path, file.content));
    else if (extension === ".json") {
      const outcome = context.index.jsonOf(file.path);
      if (outcome?.ok) context.counts.parsed += 1;
      else if (outcome) context.problem("parse", file, outcome.line, jsonProblem(outcome));
    } else if (extension === ".py") checkPython(file);
    else if (extension === ".html") checkHtmlFile(context, checkReference, file);
    else if (UNPARSED_LANGUAGES[extension]) context.notChecked.add(extension);
    else context.unparsed.add(extension || baseName(file.path));
    yield;
  }
  context.counts.packages = context.usedPackages.size;
}

/** An uncovered requirement is a problem of the requirements check, blamed on the first task that serves it. */
function checkCoverage(context: CheckContext, coverage: readonly RequirementResult[]): void {
  for (const requirement of coverage.filter((result) => result.status === "uncovered")) {
    context.problems.requirements.push({
      path: requirement.id,
      line: null,
      message: requirement.missing ?? "is not covered",
      emitterId: requirement.servedBy[0] ?? null,
      writer: requirement.servedByNames[0] ?? null,
    });
  }
}

/** An uncovered rule is a problem of the rules check, blamed on the backend task that should have written it. */
function checkRuleCoverage(context: CheckContext, rules: readonly RuleResult[], emitters: readonly Emitter[]): void {
  const backend = emitters.find((emitter) => emitter.id === "rest-api");
  for (const rule of rules.filter((result) => result.status === "uncovered")) {
    context.problems.rules.push({
      path: rule.id,
      line: null,
      message: rule.missing ?? "is not covered",
      emitterId: backend?.id ?? null,
      writer: backend?.name ?? null,
    });
  }
}

/**
 * Checks the files of a generated project; `emitters` are the plan's (emittersFor(model)), `parse` reads its
 * scripts (tests and Node's scripts pass qa/js-parse.ts's parseScript).
 */
export function checkProject(files: readonly CheckedFile[], model: AppModel, emitters: readonly Emitter[], parse: ScriptParser): ProjectCheck {
  const steps = checkSteps(files, model, emitters, parse);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same checks, a file at a time in its turn (cpu-turns.ts; a whole project's checks take a few hundred
 * ms): what the qa task runs inside a project's room, beside every other project's room and request. The
 * scripts are parsed first, all in one call of the installed compilers.
 */
export async function checkProjectInTurns(files: readonly CheckedFile[], model: AppModel, emitters: readonly Emitter[]): Promise<ProjectCheck> {
  const scripts = files.filter((file) => isScriptPath(file.path));
  const outcomes = await compilers().parseScripts(scripts.map((file) => ({ path: file.path, content: file.content })));
  const parsed = new Map(scripts.map((file, index) => [file.path, outcomes[index]]));
  const parse: ScriptParser = (path) => {
    const outcome = parsed.get(path);
    if (!outcome) throw new Error(`The compilers gave no parse of ${path}`);
    return outcome;
  };
  const steps = checkSteps(files, model, emitters, parse);
  for (;;) {
    const step = await inTurn(() => steps.next());
    if (step.done) return step.value;
  }
}

function* checkSteps(files: readonly CheckedFile[], model: AppModel, emitters: readonly Emitter[], parse: ScriptParser): Generator<void, ProjectCheck> {
  const started = performance.now();
  const owners = ownership(files, model, emitters);
  yield;
  const context = createContext(files, owners.of);
  yield* checkFiles(context, files, parse);
  const coverage = checkRequirements(files, model, emitters, owners.emitterOf);
  checkCoverage(context, coverage);
  yield;
  const rules = checkRules(files, model);
  checkRuleCoverage(context, rules, emitters);
  const vueFiles = files.filter((file) => extensionOf(file.path) === ".vue").length;
  const checks = CHECK_NAMES.map((name) => ({
    name,
    title: TITLES[name],
    passed: context.problems[name].length === 0,
    problems: context.problems[name],
  }));
  return {
    passed: checks.every((check) => check.passed),
    checks,
    counts: context.counts,
    notChecked: notCheckedOf(context, vueFiles, coverage),
    unparsed: [...context.unparsed]
      .map(([extension, count]) => ({ extension, count }))
      .sort((a, b) => b.count - a.count || a.extension.localeCompare(b.extension)),
    requirements: coverage,
    rules,
    elapsedMs: performance.now() - started,
  };
}
