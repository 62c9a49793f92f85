/** A generated file as the preview reads it. */
export interface SourceFile {
  path: string;
  content: string;
}

export const FRONTEND = "frontend/";
/** The folder a build reads (its tests left out). */
export const FRONTEND_SOURCE = `${FRONTEND}src/`;

/** Whether a build reads this repository path: the frontend's source, without its tests (*.test.* in Vite apps, *.spec.* in the Angular CLI's). */
export function isBuildSource(repositoryPath: string): boolean {
  if (!repositoryPath.startsWith(FRONTEND)) return false;
  const path = repositoryPath.slice(FRONTEND.length);
  return path.startsWith("src/") && !/\.(test|spec)\.[jt]sx?$/.test(path) && !path.startsWith("src/test/");
}

/** The frontend's files a build reads, by their path inside frontend/. */
export function frontendSources(files: readonly SourceFile[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of files) if (isBuildSource(file.path)) sources.set(file.path.slice(FRONTEND.length), file.content);
  return sources;
}

/**
 * Which files a build comes from: a digest of what the build reads (the frontend's source, tests left out,
 * in path order), the version of the stored app model the preview API serves and, when the preview runs the
 * app's own backend, that backend's files the build reads (`backend`). A change anywhere else does not rebuild.
 */
export async function sourceVersion(files: readonly SourceFile[], appModelVersion: number | null, backend: readonly SourceFile[] = []): Promise<string> {
  const relevant = [...frontendSources(files), ...backend.map((file): [string, string] => [file.path, file.content])].sort(([a], [b]) => a.localeCompare(b));
  const text = [`app model ${appModelVersion ?? "none"}`, ...relevant.map(([path, content]) => `${path}\n${content.length}\n${content}`)].join("\n");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
