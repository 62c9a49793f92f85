import type { FileChangeResponse } from "../../../workers/contract/files";

/** What qa's checks read, for a save they did not check (a .tsx, a .css, any file before development starts). */
export const UNCHECKED =
  "QA's checks did not read this file (they read JavaScript, TypeScript, Vue, JSON, Python and HTML once development has started).";

/** The line over the editor after a save: its checkpoint, and what qa's checks made of it (their problems listed right after it). */
export function saveNotice({ checkpoint, problems, checked }: Pick<FileChangeResponse, "checkpoint" | "problems" | "checked">): string {
  if (!checkpoint) return "Nothing to save: the file already has this content.";
  const count = problems.length;
  const qa = count > 0 ? ` QA's checks found ${count} problem${count === 1 ? "" : "s"} in it:` : checked > 0 ? " QA's checks passed." : ` ${UNCHECKED}`;
  return `Saved as checkpoint ${checkpoint.seq}.${qa}`;
}
