import type { FileProblem } from "../../contract/files";
import type { Emitter } from "../generators/types";
import type { AppModel } from "../model";
import { compilers } from "../compilers";
import { checkProjectInTurns } from "../qa/check-project";
import { isScriptPath } from "../qa/js-modules";
import { extensionOf } from "../qa/project-paths";
import type { ProjectCheck } from "../qa/types";
import type { SourceFile } from "./types";

/**
 * qa's checks of a change to a project's files, whoever made it (a model's edits, a user's save): the problems
 * in the changed files, and those the change brought to other files (an import of a file that was renamed, a
 * rule whose test was removed), found by checking the project before and after. A changed file the preview
 * compiles (frontend/src, not tests) also goes through the preview build's own script step (engine/preview/compile.ts),
 * which can refuse what the parser accepts. Vue files are left to qa's parse check of their script blocks here:
 * the whole build, Vue's compiler included, runs after the change is stored (the room's build job).
 */

/** The check name of a problem from the preview's compile step. */
export const PREVIEW_CHECK = "preview";

/** The project's files before a change, and qa's checks of them: what the change's problems are compared with. */
export interface Baseline {
  model: AppModel;
  emitters: readonly Emitter[];
  files: ReadonlyMap<string, string>;
  check: ProjectCheck;
}

type TypedFile = SourceFile & { type?: string };

export async function baselineOf(model: AppModel, emitters: readonly Emitter[], files: readonly TypedFile[]): Promise<Baseline> {
  return { model, emitters, files: new Map(files.map((file) => [file.path, file.content])), check: await run(model, emitters, files) };
}

export interface ChangeCheck {
  problems: FileProblem[];
  /** How many of the changed files still present are in a language the checks read. */
  checked: number;
}

/** The checks of `after`, the project once `changedPaths` changed (a deleted path is simply absent from it). */
export async function checkAgainst(baseline: Baseline, after: readonly TypedFile[], changedPaths: readonly string[]): Promise<ChangeCheck> {
  const changed = new Set(changedPaths);
  const known = keyCounts(problemsOf(baseline.check));
  const problems = problemsOf(await run(baseline.model, baseline.emitters, after)).filter((problem) => {
    if (changed.has(problem.path)) return true;
    // Elsewhere, only what the change brought: a problem the project had before stays out of it.
    const key = keyOf(problem);
    const left = known.get(key) ?? 0;
    known.set(key, left - 1);
    return left <= 0;
  });
  const present = after.filter((file) => changed.has(file.path));
  const parsed = new Set(problems.filter((problem) => problem.check === "parse").map((problem) => problem.path));
  problems.push(...(await previewProblems(present.filter((file) => !parsed.has(file.path)))));
  return { problems, checked: present.filter((file) => isCheckedLanguage(file.path)).length };
}

/** What the files API's save answers: the checks of a change from `before` to `after`. */
export async function checkChangedFiles(
  model: AppModel,
  emitters: readonly Emitter[],
  before: readonly TypedFile[],
  after: readonly TypedFile[],
  changedPaths: readonly string[],
): Promise<ChangeCheck> {
  return checkAgainst(await baselineOf(model, emitters, before), after, changedPaths);
}

/** The problems these files had before the change (each file's own, preview step included). */
export async function problemsBefore(baseline: Baseline, paths: readonly string[]): Promise<FileProblem[]> {
  const wanted = new Set(paths);
  const problems = problemsOf(baseline.check).filter((problem) => wanted.has(problem.path));
  const compiled = [...wanted].flatMap((path) => {
    const content = baseline.files.get(path);
    return content === undefined || problems.some((known) => known.path === path && known.check === "parse") ? [] : [{ path, content }];
  });
  return [...problems, ...(await previewProblems(compiled))];
}

/** The problems that are not among `known` (by file, check and message: lines move when text is edited). */
export function withoutKnown(problems: readonly FileProblem[], known: readonly FileProblem[]): FileProblem[] {
  const left = keyCounts(known);
  return problems.filter((problem) => {
    const key = keyOf(problem);
    const count = left.get(key) ?? 0;
    left.set(key, count - 1);
    return count <= 0;
  });
}

/** qa's checks of the whole project, in turns (cpu-turns.ts): a model edit checks twice per answer. */
const run = (model: AppModel, emitters: readonly Emitter[], files: readonly TypedFile[]): Promise<ProjectCheck> =>
  checkProjectInTurns(
    files.map((file) => ({ path: file.path, content: file.content, type: file.type ?? "code" })),
    model,
    emitters,
  );

const problemsOf = (check: ProjectCheck): FileProblem[] =>
  check.checks.flatMap((result) => result.problems.map((problem) => ({ path: problem.path, line: problem.line, check: result.name, message: problem.message })));

const keyOf = (problem: FileProblem): string => `${problem.check}\u0000${problem.path}\u0000${problem.message}`;

function keyCounts(problems: readonly FileProblem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(keyOf(problem), (counts.get(keyOf(problem)) ?? 0) + 1);
  return counts;
}

const isCheckedLanguage = (path: string): boolean => isScriptPath(path) || [".json", ".py", ".html"].includes(extensionOf(path));

/** The preview build's refusals of files it compiles (compile.ts, the same step the room's build runs), each at its line. */
export async function previewProblems(files: readonly SourceFile[]): Promise<FileProblem[]> {
  if (files.length === 0) return [];
  const refusals = await compilers().scriptProblems(files.map((file) => ({ path: file.path, content: file.content })));
  return files.flatMap((file, index) => {
    const problem = refusals[index];
    if (!problem) return [];
    return [{ path: file.path, line: problem.line, check: PREVIEW_CHECK, message: `the preview cannot compile it${problem.line === null ? "" : ` (line ${problem.line})`}: ${problem.text}` }];
  });
}
