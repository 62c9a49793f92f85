import { z } from "zod";
import type { AppModel } from "../model";
import { doc } from "../generators/files";
import type { Emitter, GeneratedFile } from "../generators/types";
import { checkProjectInTurns } from "./check-project";
import { reportOf } from "./qa-report";
import { describeProblemList, summarize } from "./summary";
import type { CheckedFile, Problem, ProjectCheck } from "./types";

/**
 * The qa task as the engine runs it: its own files (requirements report, contract tests) plus the checks of
 * check-project.ts over the files actually stored for the project, the qa report file, the summary for its
 * response, and, when a check fails, what fails it and which earlier tasks wrote the faulty files.
 */

export const QA_EMITTER_ID = "qa";
export const QA_REPORT_PATH = "docs/QA-REPORT.md";

/** A file as stored for the project (a row of project_files), with the plan task that wrote it when known. */
export const storedFileSchema = z.object({
  path: z.string().min(1),
  type: z.string(),
  content: z.string(),
  /** The writing task's plan key (its emitter id) and name; null when the task is gone. */
  taskKey: z.string().nullable(),
  taskName: z.string().nullable(),
  /**
   * What the file's generator last wrote, when the file was edited since by the owner, a model or Cursor (its
   * hash is not its base's); absent: the content is the generator's, or no generator wrote it. A re-plan
   * compares with it; qa's blame says the file was edited, as a retry merges into the edit.
   */
  generated: z.string().optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** An earlier task whose files fail a check: it is to be done again (retried), with this reason. */
export interface Blame {
  taskKey: string;
  taskName: string;
  message: string;
}

export interface QaFailure {
  /** The qa task's error: the failed checks, the problems with their files and writing tasks. */
  message: string;
  /** Earlier tasks whose files (or missing files) fail a check; qa's own files are not blamed on anyone else. */
  blame: Blame[];
}

export interface QaOutcome {
  /** The qa task's files: its generated files and the report. */
  files: GeneratedFile[];
  /** One paragraph for the qa task's response. */
  summary: string;
  check: ProjectCheck;
  failure: QaFailure | null;
}

const PROBLEMS_IN_ERROR = 5;

/**
 * Runs the checks over the stored files with qa's own files in place of what an earlier qa run stored,
 * and writes the report. `own` is what the qa emitter generates now.
 */
export async function runQaChecks(model: AppModel, emitters: readonly Emitter[], stored: readonly StoredFile[], own: readonly GeneratedFile[]): Promise<QaOutcome> {
  const qaName = emitters.find((emitter) => emitter.id === QA_EMITTER_ID)?.name ?? "qa";
  const ownPaths = new Set([...own.map((file) => file.path), QA_REPORT_PATH]);
  const checked: CheckedFile[] = [
    ...stored
      .filter((file) => !ownPaths.has(file.path))
      .map((file) => ({
        path: file.path,
        // Kept as stored: only "code" and "test" files count towards a requirement's coverage.
        type: file.type,
        content: file.content,
        emitterId: file.taskKey,
        writer: file.taskName,
      })),
    ...own.map((file) => ({ path: file.path, type: file.type, content: file.content, emitterId: QA_EMITTER_ID, writer: qaName })),
  ].sort((a, b) => a.path.localeCompare(b.path));
  const check = await checkProjectInTurns(checked, model, emitters);
  // A rule the vocabulary cannot say needs a person until a model (or the owner) writes its code and test.
  const people = check.rules.filter((rule) => rule.kind === "person" && rule.status !== "covered").length;
  const summary = `${summarize(check)}${people > 0 ? ` ${people} business rule${people === 1 ? "" : "s"} the agents could not type need${people === 1 ? "s" : ""} a person: see ${QA_REPORT_PATH}, "Needs a person".` : ""}`;
  const failure = check.passed ? null : failureOf(check, editsOf(stored.filter((file) => !ownPaths.has(file.path))));
  return { files: [...own, doc(QA_REPORT_PATH, reportOf(model, check, summary))], summary, check, failure };
}

/** The stored files edited since their generator wrote them (they carry what it wrote), and each task's. */
interface Edits {
  stored: ReadonlySet<string>;
  edited: ReadonlySet<string>;
  byTask: ReadonlyMap<string, string[]>;
}

function editsOf(stored: readonly StoredFile[]): Edits {
  const edited = stored.filter((file) => file.generated !== undefined);
  const byTask = new Map<string, string[]>();
  for (const file of edited) if (file.taskKey) byTask.set(file.taskKey, [...(byTask.get(file.taskKey) ?? []), file.path]);
  return { stored: new Set(stored.map((file) => file.path)), edited: new Set(edited.map((file) => file.path)), byTask };
}

/**
 * A problem, saying which of the files behind it were edited since their generator wrote them: a retry of
 * the task merges into those edits rather than replacing them, so the owner may have to look. The files
 * behind a problem are its own file; for a requirement or rule (no file of its own), the blamed task's files.
 */
function withEdits(problem: Problem, edits: Edits): Problem {
  const files = edits.stored.has(problem.path)
    ? edits.edited.has(problem.path)
      ? [problem.path]
      : []
    : problem.emitterId
      ? (edits.byTask.get(problem.emitterId) ?? [])
      : [];
  if (files.length === 0) return problem;
  const by = "by you, a model or Cursor since";
  const note = edits.stored.has(problem.path)
    ? `edited ${by} its generator wrote it`
    : files.length === 1
      ? `${files[0]} was edited ${by} its generator wrote it`
      : `${files.slice(0, 3).join(", ")}${files.length > 3 ? ` and ${files.length - 3} more` : ""} were edited ${by} their generator wrote them`;
  return { ...problem, message: `${problem.message} (${note})` };
}

function failureOf(check: ProjectCheck, edits: Edits): QaFailure {
  const failed = check.checks.filter((result) => !result.passed);
  const problems = check.checks.flatMap((result) => result.problems).map((problem) => withEdits(problem, edits));
  const byTask = new Map<string, { name: string; problems: Problem[] }>();
  for (const problem of problems) {
    if (!problem.emitterId || problem.emitterId === QA_EMITTER_ID) continue;
    const entry = byTask.get(problem.emitterId) ?? { name: problem.writer ?? problem.emitterId, problems: [] };
    entry.problems.push(problem);
    byTask.set(problem.emitterId, entry);
  }
  const blame = [...byTask].map(([taskKey, entry]) => ({
    taskKey,
    taskName: entry.name,
    message: `QA found ${entry.problems.length} problem${entry.problems.length === 1 ? "" : "s"} in this task's work: ${describeProblemList(entry.problems, PROBLEMS_IN_ERROR, false).join("; ")}`,
  }));
  const names = failed.map((result) => `${result.name} (${result.problems.length})`).join(", ");
  const retry =
    blame.length > 0
      ? ` Retry ${blame.map((entry) => `"${entry.taskName}"`).join(", ")}, then this task (retrying the project does both).`
      : "";
  return {
    message: `${failed.length} of ${check.checks.length} QA checks failed: ${names}. ${describeProblemList(problems, PROBLEMS_IN_ERROR).join("; ")}.${retry} See ${QA_REPORT_PATH}.`,
    blame,
  };
}
