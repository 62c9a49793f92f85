import type { FileProblem } from "../contract/files";
import type { Project } from "../contract/projects";
import { filesAt } from "../db/checkpoints";
import type { Db } from "../db/client";
import { checkChangedFiles } from "../engine/edits/edit-checks";
import { emittersFor } from "../engine/generators";
import { appModelOf } from "./app-model";
import { storedFilesOf } from "./qa-findings";

/**
 * qa's checks of an owner's change, as a model's edit gets them (workers/engine/edits/edit-checks.ts): every
 * problem in the changed files (the preview's compile step included for the frontend), plus problems the
 * change newly caused elsewhere, measured against the checkpoint before it. `checked` counts the changed
 * files in a language the checks read. No app model yet (development not started): nothing is checked.
 */
export async function problemsInChanged(db: Db, project: Project, changed: readonly string[], checkpoint: number | null): Promise<{ problems: FileProblem[]; checked: number }> {
  if (changed.length === 0 || checkpoint === null) return { problems: [], checked: 0 };
  const model = await appModelOf(db, project);
  if (!model) return { problems: [], checked: 0 };
  const [after, before] = await Promise.all([storedFilesOf(db, project.id), filesAt(db, project.id, checkpoint - 1)]);
  const types = new Map(after.map((file) => [file.path, file.type]));
  const previous = [...before].map(([path, file]) => ({ path, content: file.content, ...(types.has(path) ? { type: types.get(path) } : {}) }));
  return checkChangedFiles(model, emittersFor(model), previous, after, changed);
}
