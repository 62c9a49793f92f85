import type { FileType, GeneratedFile } from "../types";

/**
 * Generated Python files, written like ../files.ts writes every file: blank lines left by conditional parts
 * dropped, at most one blank line in a row (the generators' tests hold every file to that, so top-level
 * definitions are separated by one blank line, not PEP 8's two).
 */
function pyFile(path: string, type: FileType, category: string, content: string): GeneratedFile {
  const trimmed = content.replace(/^\n+/, "").replace(/\s+$/, "").replace(/\n{3,}/g, "\n\n");
  return { path, type, category, content: `${trimmed}\n` };
}

export const pyCode = (path: string, category: string, content: string) => pyFile(path, "code", category, content);
export const pyTest = (path: string, content: string) => pyFile(path, "test", "tests", content);
export const pyConfig = (path: string, category: string, content: string) => pyFile(path, "config", category, content);
