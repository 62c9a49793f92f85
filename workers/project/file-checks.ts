import type { FileProblem } from "../contract/files";
import type { Project } from "../contract/projects";
import type { Db } from "../db/client";
import { emittersFor } from "../engine/generators";
import { checkProject } from "../engine/qa/check-project";
import { isScriptPath } from "../engine/qa/js-modules";
import { extensionOf } from "../engine/qa/project-paths";
import { appModelOf } from "./app-model";
import { storedFilesOf } from "./qa-findings";

/** The languages qa's checks read (the others are listed as not checked, never counted as passing). */
const READ = new Set([".json", ".py", ".html"]);

/**
 * qa's checks (parse, imports, packages) over the project's current files, keeping the problems in the files a
 * change touched: what the files panel shows under the editor after a save. `checked` counts the changed
 * files in a language the checks read. No app model yet (development not started): nothing is checked.
 */
export async function problemsInChanged(db: Db, project: Project, changed: readonly string[]): Promise<{ problems: FileProblem[]; checked: number }> {
  if (changed.length === 0) return { problems: [], checked: 0 };
  const app = await appModelOf(db, project);
  if (!app) return { problems: [], checked: 0 };
  const stored = await storedFilesOf(db, project.id);
  const check = checkProject(
    stored.map((file) => ({ path: file.path, type: file.type, content: file.content, emitterId: file.taskKey, writer: file.taskName })),
    app.model,
    emittersFor(app.model),
  );
  const touched = new Set(changed);
  const problems = check.checks.flatMap((result) =>
    result.problems.filter((problem) => touched.has(problem.path)).map((problem) => ({ path: problem.path, line: problem.line, check: result.name, message: problem.message })),
  );
  const checked = changed.filter((path) => isScriptPath(path) || READ.has(extensionOf(path))).length;
  return { problems, checked };
}
