/**
 * The generators' template texts (the files under each generator's templates/ folder), by their path under
 * workers/engine/generators. They are not in AppForge's script: scripts/build-worker-data.mjs writes them into one
 * asset that the Worker reads before the engine runs (workers/engine-ready.ts, decision 024), and Node's
 * scripts read them from the disk (scripts/lib/generator.mjs). An emitter asks for a text while it emits, never at
 * module scope, so importing the generators needs no texts.
 */

let installed: ReadonlyMap<string, string> | null = null;

/** Makes these texts the ones every emitter reads, for the rest of the isolate's (or the process's) life. */
export function installTemplates(texts: Readonly<Record<string, string>>): void {
  installed = new Map(Object.entries(texts));
}

export const templatesInstalled = (): boolean => installed !== null;

/** The text of the template at `path` (under workers/engine/generators), exactly as the file holds it. */
export function templateText(path: string): string {
  if (!installed) throw new Error(`The generators' templates are not loaded (asked for ${path}): load them before the engine runs`);
  const text = installed.get(path);
  if (text === undefined) throw new Error(`No generator template at ${path}: run \`npm run build\``);
  return text;
}
