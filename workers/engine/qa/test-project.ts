import { buildAppModel } from "../model";
import { emittersFor } from "../generators/registry";
import { BAKERY } from "../generators/test-inputs";
import { checkProject } from "./check-project";
import { parseScript } from "./js-parse";
import type { CheckedFile, CheckName, ProjectCheck } from "./types";

/** The bakery as the builtin engine stores it, for the checks' tests: every file with the task that wrote it. */

export const model = buildAppModel(BAKERY);
export const emitters = emittersFor(model);
export const generated: CheckedFile[] = emitters.flatMap((emitter) =>
  emitter.emit(model).map((file) => ({ path: file.path, type: file.type, content: file.content, emitterId: emitter.id, writer: emitter.name })),
);

/** The checks over a copy of the bakery that `change` edits. */
export function edited(change: (files: CheckedFile[]) => CheckedFile[]): ProjectCheck {
  return checkProject(change(generated.map((file) => ({ ...file }))), model, emitters, parseScript);
}

/** The checks over the bakery with these files added. */
export const withFiles = (extra: readonly CheckedFile[]): ProjectCheck => checkProject([...generated, ...extra], model, emitters, parseScript);

export const replace = (path: string, content: (old: string) => string) => (files: CheckedFile[]) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`the bakery has no ${path}`);
  file.content = content(file.content);
  return files;
};

export const failing = (result: ProjectCheck): CheckName[] => result.checks.filter((check) => !check.passed).map((check) => check.name);
export const problemsOf = (result: ProjectCheck, name: CheckName) => result.checks.find((check) => check.name === name)?.problems ?? [];
