export { emittersFor, generateProject } from "./registry";
export type { AgentType, Emitter, EmitterDefinition, FileType, GeneratedFile } from "./types";
export type { Coverage } from "./coverage";
