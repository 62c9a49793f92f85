import {
  conflictsResponseSchema,
  diffResponseSchema,
  downloadResponseSchema,
  fileChangedSchema,
  fileChangeResponseSchema,
  fileStructureResponseSchema,
  historyResponseSchema,
  type resolveConflictSchema,
  type FileChanged,
  type FileChangeResponse,
  type ProjectFile,
} from "../../../workers/contract/files";
import type { z } from "zod";
import { api, ApiRequestError, call, callBlob, type CallOptions, type Send } from "../../lib/api-client";

// The Project files panel's calls.

const files = api.api["project-files"][":id"];

export const getFileStructure = (projectId: string, options?: CallOptions) =>
  call((o) => files.files.$get({ param: { id: projectId } }, o), fileStructureResponseSchema, options);

/** Every file of the project, by path, so the tree does not jump between reloads. */
export const getProjectFiles = async (projectId: string, options?: CallOptions): Promise<ProjectFile[]> =>
  filesByPath((await getFileStructure(projectId, options)).structure);

export const getProjectDownload = (projectId: string) =>
  call((o) => files.download.$get({ param: { id: projectId } }, o), downloadResponseSchema);

/** The repository as a ZIP: every file under one folder named after the project. */
export const getProjectZip = (projectId: string) => callBlob((o) => files.zip.$get({ param: { id: projectId } }, o));

export const getCheckpoints = (projectId: string, options?: CallOptions) =>
  call((o) => files.checkpoints.$get({ param: { id: projectId } }, o), historyResponseSchema, options);

/** What changed from checkpoint `from` (0: the empty project) to checkpoint `to`. */
export const getCheckpointDiff = (projectId: string, from: number, to: number, options?: CallOptions) =>
  call((o) => files.checkpoints.diff.$get({ param: { id: projectId }, query: { from: String(from), to: String(to) } }, o), diffResponseSchema, options);

export const getConflicts = (projectId: string, options?: CallOptions) =>
  call((o) => files.conflicts.$get({ param: { id: projectId } }, o), conflictsResponseSchema, options);

/** A change the server made, or the file as it is now when the change started from an older version. */
export type FileChangeResult = { ok: true; change: FileChangeResponse } | { ok: false; changed: FileChanged };

/**
 * The file change routes answer the change (200), or both versions (409) for one made from an older
 * version: that one arrives as the call's error, with its body.
 */
const callChange = (send: Send<FileChangeResponse | FileChanged>) => call(send, fileChangeResponseSchema);

/** Saves one file from the version the user started editing (`baseHash` null creates it). */
export const saveProjectFile = (projectId: string, path: string, content: string, baseHash: string | null) =>
  unlessChanged(callChange((o) => files.file.$put({ param: { id: projectId }, json: { path, content, baseHash } }, o)));

export const renameProjectFile = (projectId: string, from: string, to: string, baseHash: string) =>
  unlessChanged(callChange((o) => files.file.rename.$post({ param: { id: projectId }, json: { from, to, baseHash } }, o)));

export const deleteProjectFile = (projectId: string, path: string, baseHash: string) =>
  unlessChanged(callChange((o) => files.file.delete.$post({ param: { id: projectId }, json: { path, baseHash } }, o)));

/** Brings the files back as they were at checkpoint `seq`, as a new checkpoint. */
export const restoreCheckpoint = (projectId: string, seq: number) =>
  callChange((o) => files.checkpoints[":seq"].restore.$post({ param: { id: projectId, seq: String(seq) } }, o));

export type ConflictPick = z.infer<typeof resolveConflictSchema>;

export const resolveConflict = (projectId: string, conflictId: string, pick: ConflictPick) =>
  callChange((o) => files.conflicts[":conflictId"].resolve.$post({ param: { id: projectId, conflictId }, json: pick }, o));

/** The refusal of a change made from an older version, with both versions; null for any other failure. */
export function fileChangedFrom(error: unknown): FileChanged | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== "file_changed") return null;
  const parsed = fileChangedSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The expected refusal (the file changed meanwhile) becomes an answer; every other failure still throws. */
async function unlessChanged(change: Promise<FileChangeResponse>): Promise<FileChangeResult> {
  try {
    return { ok: true, change: await change };
  } catch (error) {
    const changed = fileChangedFrom(error);
    if (changed) return { ok: false, changed };
    throw error;
  }
}

/** The files of every category in one list, by path. */
export function filesByPath(structure: Record<string, { files: ProjectFile[] }>): ProjectFile[] {
  return Object.values(structure)
    .flatMap((group) => group.files)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The download is named project-{id}.json and holds name, files and generatedAt. */
export function downloadFileName(projectId: string): string {
  return `project-${projectId}.json`;
}

export function saveJson(fileName: string, value: unknown): void {
  saveBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}

/** One generated file as the browser saves it, under its own name. */
export function saveFile(path: string, content: string): void {
  saveBlob(path.split("/").pop() || path, new Blob([content], { type: "text/plain;charset=utf-8" }));
}

/** The ZIP is named project-{id}.zip; inside, the files sit under a folder named after the project. */
export function zipFileName(projectId: string): string {
  return `project-${projectId}.zip`;
}

export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
