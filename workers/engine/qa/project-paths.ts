import { posix } from "node:path";

/**
 * Paths of a generated project ("backend/src/app.ts"): "/"-separated and relative to the project root,
 * which is "" here where node:path says ".". Arithmetic is node:path's posix flavour.
 */

/** "" for node:path's "." (the project root), without a trailing "/". */
const relative = (path: string): string => (path === "." ? "" : path.replace(/\/+$/, ""));

/** Resolves "." and ".." segments; null when the path climbs above the project root. */
export function normalizePath(path: string): string | null {
  const normal = posix.normalize(path.replace(/^\/+/, "") || ".");
  if (normal === ".." || normal.startsWith("../")) return null;
  return relative(normal);
}

export const directoryOf = (path: string): string => relative(posix.dirname(path));

export const joinPath = (directory: string, path: string): string | null => normalizePath(posix.join(directory, path));

export const baseName = (path: string): string => posix.basename(path);

/** ".ts" for "a/b.test.ts", "" for "Dockerfile" and ".gitignore"; ".d.ts" counts as ".ts". */
export const extensionOf = (path: string): string => posix.extname(path).toLowerCase();

/** The directories that enclose a file, nearest first, ending with the project root (""). */
export function ancestorsOf(path: string): string[] {
  const found = [directoryOf(path)];
  while (found.at(-1) !== "") found.push(directoryOf(found.at(-1) ?? ""));
  return found;
}

/** The nearest enclosing file with one of these names: "backend/package.json" for "backend/src/app.ts". */
export function nearest(path: string, names: readonly string[], exists: (candidate: string) => boolean): string | null {
  for (const directory of ancestorsOf(path)) {
    const found = names.map((name) => posix.join(directory, name)).find(exists);
    if (found) return found;
  }
  return null;
}
