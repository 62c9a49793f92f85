import { downloadResponseSchema, fileStructureResponseSchema, type ProjectFile } from "../../../workers/contract/files";
import { api, call, callBlob, type CallOptions } from "../../lib/api-client";

// The Project files panel's calls.

const files = api.api["project-files"][":id"];

export const getFileStructure = (projectId: string, options?: CallOptions) =>
  call((o) => files.files.$get({ param: { id: projectId } }, o), fileStructureResponseSchema, options);

export const getProjectDownload = (projectId: string) =>
  call((o) => files.download.$get({ param: { id: projectId } }, o), downloadResponseSchema);

/** The repository as a ZIP: every file under one folder named after the project. */
export const getProjectZip = (projectId: string) => callBlob((o) => files.zip.$get({ param: { id: projectId } }, o));

export interface FileGroup {
  category: string;
  files: ProjectFile[];
}

/** Categories in name order, each with its files by path, so the list does not jump between reloads. */
export function fileGroups(structure: Record<string, { files: ProjectFile[] }>): FileGroup[] {
  return Object.entries(structure)
    .filter(([, group]) => group.files.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, group]) => ({ category, files: [...group.files].sort((a, b) => a.path.localeCompare(b.path)) }));
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
