/** Path arithmetic over the generated project's paths ("backend/src/app.ts"), always "/"-separated and relative. */

/** Resolves "." and ".." segments; null when the path climbs above the project root. */
export function normalizePath(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else if (part !== "." && part !== "") {
      parts.push(part);
    }
  }
  return parts.join("/");
}

export const directoryOf = (path: string): string => path.split("/").slice(0, -1).join("/");

export const joinPath = (directory: string, relative: string): string | null =>
  normalizePath(directory ? `${directory}/${relative}` : relative);

export const baseName = (path: string): string => path.split("/").at(-1) ?? path;

/** ".ts" for "a/b.test.ts", "" for "Dockerfile"; ".d.ts" counts as ".ts". */
export function extensionOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** The directories that enclose a file, nearest first, ending with the project root (""). */
export function ancestorsOf(path: string): string[] {
  const parts = path.split("/").slice(0, -1);
  const found: string[] = [];
  for (let length = parts.length; length >= 0; length -= 1) found.push(parts.slice(0, length).join("/"));
  return found;
}

/** The nearest enclosing file with one of these names: "backend/package.json" for "backend/src/app.ts". */
export function nearest(path: string, names: readonly string[], exists: (candidate: string) => boolean): string | null {
  for (const directory of ancestorsOf(path)) {
    for (const name of names) {
      const candidate = directory ? `${directory}/${name}` : name;
      if (exists(candidate)) return candidate;
    }
  }
  return null;
}
