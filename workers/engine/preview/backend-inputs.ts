import type { SourceFile } from "./sources";

/** Which of a project's files the preview's backend build reads (backend.ts compiles them), and where it starts. */

export const BACKEND_SOURCE = "backend/src/";
export const BACKEND_ENTRY = `${BACKEND_SOURCE}index.ts`;

/** Whether the preview's backend build reads this repository path (the backend's source, tests left out). */
export const isBackendSource = (path: string) => path.startsWith(BACKEND_SOURCE) && /\.[jt]s$/.test(path) && !/\.(test|spec)\.[jt]s$/.test(path);

/** Where a Workers backend keeps its D1 migrations (applied in name order) and the samples it starts with. */
const MIGRATIONS = /^backend\/migrations\/[^/]+\.sql$/;
export const SAMPLES_FILE = "backend/seed/samples.sql";

/** The backend's files a preview build reads: its source, its migrations and its samples. */
export const isBackendBuildInput = (path: string) => isBackendSource(path) || MIGRATIONS.test(path) || path === SAMPLES_FILE;

/** What the preview's database is set up from: the migrations in name order, then the samples. */
export function backendSchemaOf(files: readonly SourceFile[]): { migrations: string[]; seed: string } {
  const migrations = files.filter((file) => MIGRATIONS.test(file.path)).sort((a, b) => a.path.localeCompare(b.path));
  return { migrations: migrations.map((file) => file.content), seed: files.find((file) => file.path === SAMPLES_FILE)?.content ?? "" };
}
