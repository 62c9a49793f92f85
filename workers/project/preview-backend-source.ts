import type { CompileProblem } from "../contract/preview";
import { listFilesUnder } from "../db/agent-records";
import type { Db } from "../db/client";
import type { AppModel } from "../engine/model";
import { workersBackendFiles } from "../engine/generators/workers";
import { compilers } from "../engine/compilers";
import type { BackendCompileResult } from "../engine/preview/backend";
import { backendSchemaOf, isBackendBuildInput } from "../engine/preview/backend-inputs";
import { sourceVersion, type SourceFile } from "../engine/preview/sources";
import { keptByKey } from "../once";
import type { PublishedBackend } from "../preview/preview-backend";

/**
 * Which backend code the preview runs: the app's own when its backend is the Workers one (the project's files,
 * with every edit the owner or a model made: `ownBackendFiles`), otherwise the Workers backend generated from the
 * same app model (`generatedBackendFiles`), which answers the same API contract as every generated backend (a
 * Node, Python, PHP or Java server cannot run in a Worker).
 */
export const runsOwnBackend = (model: AppModel) => model.stack.backend === "workers";

export async function ownBackendFiles(db: Db, projectId: string): Promise<SourceFile[]> {
  return (await listFilesUnder(db, projectId, "backend/")).filter((file) => isBackendBuildInput(file.path));
}

export function generatedBackendFiles(model: AppModel): SourceFile[] {
  const asWorkers: AppModel = { ...model, stack: { ...model.stack, backend: "workers", database: "d1" } };
  return workersBackendFiles(asWorkers).filter((file) => isBackendBuildInput(file.path));
}

/** Compiled generated backends by their sources' version, so a frontend change does not compile an unchanged backend again. */
const compiled = keptByKey<string, BackendCompileResult>(8);

/**
 * The preview's backend from its files: compiled for the dynamic Worker (engine/preview/backend.ts) with what
 * its database is set up from, or the problems that stop it (file and line).
 */
export async function previewBackendOf(projectId: string, own: boolean, files: readonly SourceFile[]): Promise<{ ok: true; backend: PublishedBackend } | { ok: false; problems: CompileProblem[] }> {
  const version = await sourceVersion([], null, files);
  const answer = await compiled(version, () => compilers().compileBackend(files));
  if (!answer.ok) return { ok: false, problems: answer.problems };
  return { ok: true, backend: { projectId, own, version, modules: answer.modules, schema: backendSchemaOf(files) } };
}
