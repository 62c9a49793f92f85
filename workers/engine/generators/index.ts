/**
 * The deterministic generators: app model in, files out, no I/O.
 *
 * - `emittersFor(model)`: the plan, one emitter per task, in dependency order (registry.ts).
 * - Each emitter is a pure `emit(model)`; `generateProject(model)` runs them all.
 * - Stacks: one folder per frontend (react/, vue/, angular/, nextjs/) and per backend (nodejs/, python/,
 *   php/, java/), each exporting a profile (profiles.ts, listed in stacks.ts) with its emitters, commands,
 *   CI setup and Dockerfile. No stack imports another: what several share lives in shared/frontend
 *   (entity names and modules, data layer, styles, theme, navigation, screen-test data, upload client),
 *   shared/react (the React components, screens and feature screens of the Vite and Next.js apps) and
 *   shared/backend (the feature emitter, OpenAPI document and one SQL column mapping per database).
 * - Beside the stacks: architect/ (docs/ARCHITECTURE.md), devops/ (Dockerfiles, compose, CI), deploy/
 *   (one file per platform), qa/ (the requirement report and the contract tests' screens); databases.ts
 *   says how each database runs in compose and CI. The qa checks of a stored project live in engine/qa/.
 * - Generated files whose text does not vary are templates in their own language under a stack's
 *   templates/ folder, imported as text (`?raw`) and filled with `fill()` / `fillBlocks()`; YAML and XML
 *   are serialised from objects (yaml-document.ts, xml-document.ts). golden.test.ts holds every file.
 * - A new stack is a folder with a profile registered in stacks.ts and model/stack.ts; a new feature is
 *   one file in each stack's features/.
 */
export { ARCHITECTURE_EMITTER_ID } from "./architect/architecture";
export { DEPLOYMENT_EMITTER_ID, deploymentNotice } from "./deploy";
export { emittersFor, generateProject } from "./registry";
export type { AgentType, Emitter, EmitterDefinition, FileType, GeneratedFile } from "./types";
export type { Coverage } from "./coverage";
