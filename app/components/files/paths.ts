import { filePathSchema } from "../../../workers/contract/files";

/** The folder a path sits in ("" at the top). */
export function parentOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash === -1 ? "" : path.slice(0, slash);
}

/** A new file starts in the open file's folder: most new files sit beside the one being read. */
export function newFileFolder(openPath: string | null): string {
  const folder = openPath ? parentOf(openPath) : "";
  return folder ? `${folder}/` : "";
}

/** Why a path cannot be used, in the contract's words (the server checks the same); null when it can. */
export function pathProblem(path: string): string | null {
  const parsed = filePathSchema.safeParse(path);
  return parsed.success ? null : `The path ${parsed.error.issues[0]?.message ?? "is not valid"}.`;
}
