import type { AppModel, Requirement } from "../model";
import { wordsOf } from "../model/naming";
import type { Emitter } from "../generators/types";

/**
 * When a requirement counts as covered, judged on the files actually stored for the project and the tasks
 * that wrote them (never on what the generators would write):
 *
 * 1. Code and tests. When a task that writes code serves the requirement (any task but the documentation
 *    ones and devops), the stored files of its serving tasks must include a code file and a test file. For
 *    a requirement that names entities, a task that names its files after entities (the data model, the
 *    REST API, the screens) contributes only the files named after those entities: ENT-product needs a
 *    products test, not just any test.
 * 2. Infrastructure only. A requirement no code task serves but devops does (SYS-scale: containers, CI)
 *    is covered by devops's stored files; there is no unit test to ask for.
 * 3. Design documentation only. A requirement that names no entity and no feature (a priority, a free-text
 *    flow or behaviour, a message to all agents) is served by the architect alone: it is covered when a
 *    stored file of the architect's mentions its id (docs/ARCHITECTURE.md, "Requirements designed for here").
 * A requirement served only by tasks that run after qa (deployment) cannot be checked by qa: it is listed
 * as not checked, never as covered. Everything else that lacks its files is uncovered, and fails the check.
 */

/** Tasks that write documentation, not code: they never make a requirement covered by code and tests. */
export const DOCUMENTATION_EMITTERS: ReadonlySet<string> = new Set(["architecture", "qa", "deployment"]);
const INFRASTRUCTURE_AGENT = "devops";

export type RequirementStatus = "covered" | "uncovered" | "not checked";
export type CoverageKind = "code and tests" | "infrastructure" | "design documentation";

export interface RequirementResult {
  id: string;
  text: string;
  status: RequirementStatus;
  /** How the requirement is to be covered, by rule 1, 2 or 3; null when no task serves it. */
  kind: CoverageKind | null;
  /** Emitter ids (plan task keys) and names of the tasks that serve it, qa excluded. */
  servedBy: string[];
  servedByNames: string[];
  codeFiles: string[];
  testFiles: string[];
  /** Infrastructure or documentation files that cover it (rules 2 and 3). */
  otherFiles: string[];
  /** What is missing (uncovered), or why it was not checked. */
  missing?: string;
}

interface StoredFile {
  path: string;
  type: string;
  content: string;
}

/** The words of a path below its top folder: "frontend/src/screens/pickup-slots/PickupSlotsList.tsx" → src screens pickup slots pickup slots list tsx. */
const pathWords = (path: string): string[] => wordsOf(path.split("/").slice(1).join(" "));

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= words.length; start += 1) {
    if (run.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The tasks that run after qa (they depend on it): qa cannot see their files. */
function laterThanQa(emitters: readonly Emitter[]): Set<string> {
  const later = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const emitter of emitters) {
      if (later.has(emitter.id)) continue;
      if (emitter.dependsOn.some((id) => id === "qa" || later.has(id))) {
        later.add(emitter.id);
        grew = true;
      }
    }
  }
  return later;
}

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

/** What every rule looks at, worked out once for all requirements. */
interface Stored<F extends StoredFile> {
  model: AppModel;
  /** The stored files of each task (by emitter id). */
  byEmitter: Map<string, F[]>;
  /** Tasks that run after qa: their files are not there yet. */
  later: Set<string>;
  /** Tasks that name their files after entities (at least one stored file is named after one). */
  entityTasks: Set<string>;
  namesEntity(path: string, names: readonly string[]): boolean;
}

type Base = Pick<RequirementResult, "id" | "text" | "servedBy" | "servedByNames" | "codeFiles" | "testFiles" | "otherFiles">;

function storedOf<F extends StoredFile>(files: readonly F[], model: AppModel, emitters: readonly Emitter[], emitterOf: (file: F) => string | null): Stored<F> {
  const byEmitter = new Map<string, F[]>();
  for (const file of files) {
    const id = emitterOf(file);
    if (id) byEmitter.set(id, [...(byEmitter.get(id) ?? []), file]);
  }
  const entityWords = new Map(model.entities.map((entity) => [entity.name, [wordsOf(entity.name), wordsOf(entity.plural)]]));
  const namesEntity = (path: string, names: readonly string[]) =>
    names.some((name) => (entityWords.get(name) ?? []).some((run) => containsRun(pathWords(path), run)));
  const allEntities = model.entities.map((entity) => entity.name);
  const entityTasks = new Set([...byEmitter].filter(([, stored]) => stored.some((file) => namesEntity(file.path, allEntities))).map(([id]) => id));
  return { model, byEmitter, later: laterThanQa(emitters), entityTasks, namesEntity };
}

/** Rule 1: the serving code tasks' relevant stored files include a code file and a test file. */
function byCodeAndTests<F extends StoredFile>(stored: Stored<F>, requirement: Requirement, base: Base, code: Emitter[], infrastructure: Emitter[]): RequirementResult {
  const filesOf = (emitter: Emitter) =>
    relevantFiles(requirement, stored.byEmitter.get(emitter.id) ?? [], stored.entityTasks.has(emitter.id), stored.namesEntity);
  const relevant = [...code, ...infrastructure].flatMap(filesOf);
  const codeFiles = relevant.filter((file) => file.type === "code").map((file) => file.path);
  const testFiles = relevant.filter((file) => file.type === "test").map((file) => file.path);
  const lacking = [codeFiles.length === 0 && "code file", testFiles.length === 0 && "test file"].filter(Boolean).join(" and ");
  const about = requirement.entities.length > 0 ? ` for ${requirement.entities.join(", ")}` : "";
  return {
    ...base,
    kind: "code and tests",
    status: lacking ? "uncovered" : "covered",
    codeFiles,
    testFiles,
    ...(lacking ? { missing: `has no ${lacking}${about} among the stored files of ${quoted(code.map((emitter) => emitter.name))}` } : {}),
  };
}

/** Rule 2: devops stored some files. */
function byInfrastructure<F extends StoredFile>(stored: Stored<F>, base: Base, infrastructure: Emitter[]): RequirementResult {
  const otherFiles = infrastructure.flatMap((emitter) => stored.byEmitter.get(emitter.id) ?? []).map((file) => file.path);
  return {
    ...base,
    kind: "infrastructure",
    status: otherFiles.length > 0 ? "covered" : "uncovered",
    otherFiles,
    ...(otherFiles.length > 0 ? {} : { missing: `has no stored files from ${quoted(infrastructure.map((emitter) => emitter.name))}` }),
  };
}

/** Rule 3: a stored file of a documentation task that ran before qa mentions the requirement's id. */
function byDesignDocumentation<F extends StoredFile>(stored: Stored<F>, requirement: Requirement, base: Base, documentation: Emitter[]): RequirementResult {
  const visible = documentation.filter((emitter) => !stored.later.has(emitter.id));
  if (visible.length === 0) {
    return {
      ...base,
      kind: "design documentation",
      status: "not checked",
      missing: `served only by ${quoted(documentation.map((emitter) => emitter.name))}, which runs after qa`,
    };
  }
  const mention = new RegExp(`(^|[^A-Za-z0-9-])${requirement.id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9-])`);
  const otherFiles = visible
    .flatMap((emitter) => stored.byEmitter.get(emitter.id) ?? [])
    .filter((file) => mention.test(file.content))
    .map((file) => file.path);
  return {
    ...base,
    kind: "design documentation",
    status: otherFiles.length > 0 ? "covered" : "uncovered",
    otherFiles,
    ...(otherFiles.length > 0 ? {} : { missing: `is not mentioned in any stored file of ${quoted(visible.map((emitter) => emitter.name))}` }),
  };
}

export function checkRequirements<F extends StoredFile>(
  files: readonly F[],
  model: AppModel,
  emitters: readonly Emitter[],
  emitterOf: (file: F) => string | null,
): RequirementResult[] {
  const stored = storedOf(files, model, emitters, emitterOf);
  const served = new Map(emitters.map((emitter) => [emitter.id, new Set(emitter.requirementIds(model))]));
  return model.requirements.map((requirement): RequirementResult => {
    const servers = emitters.filter((emitter) => emitter.id !== "qa" && served.get(emitter.id)?.has(requirement.id));
    const base: Base = {
      id: requirement.id,
      text: requirement.text,
      servedBy: servers.map((emitter) => emitter.id),
      servedByNames: servers.map((emitter) => emitter.name),
      codeFiles: [],
      testFiles: [],
      otherFiles: [],
    };
    const code = servers.filter((emitter) => !DOCUMENTATION_EMITTERS.has(emitter.id) && emitter.agent !== INFRASTRUCTURE_AGENT);
    const infrastructure = servers.filter((emitter) => emitter.agent === INFRASTRUCTURE_AGENT);
    const documentation = servers.filter((emitter) => DOCUMENTATION_EMITTERS.has(emitter.id));
    if (code.length > 0) return byCodeAndTests(stored, requirement, base, code, infrastructure);
    if (infrastructure.length > 0) return byInfrastructure(stored, base, infrastructure);
    if (documentation.length > 0) return byDesignDocumentation(stored, requirement, base, documentation);
    return { ...base, kind: null, status: "uncovered", missing: "is served by no task" };
  });
}

function relevantFiles<F extends StoredFile>(
  requirement: Requirement,
  stored: readonly F[],
  namesEntities: boolean,
  namesEntity: (path: string, names: readonly string[]) => boolean,
): F[] {
  if (requirement.entities.length === 0 || !namesEntities) return [...stored];
  return stored.filter((file) => namesEntity(file.path, requirement.entities));
}
