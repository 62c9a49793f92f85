/**
 * The deterministic generators: app model in, files out, no I/O.
 *
 * - `emittersFor(model)`: the plan, one emitter per task, in dependency order (registry.ts).
 * - Each emitter is a pure `emit(model)`; `generateProject(model)` runs them all.
 * - Layout: architect/ (docs/ARCHITECTURE.md), nodejs/ (backend: data model, REST API, features/),
 *   react/ (frontend: shell, screens, features/), devops/, qa/, deploy/ (one file per platform).
 * - A new stack is a folder of emitters registered in registry.ts by its id and listed in
 *   model/stack.ts; a new database for the Node backend is one file registered in nodejs/databases.ts;
 *   a new feature is one file in nodejs/features/ and/or react/features/.
 */
export { emittersFor, generateProject } from "./registry";
export type { AgentType, Emitter, EmitterDefinition, FileType, GeneratedFile } from "./types";
export type { Coverage } from "./coverage";
