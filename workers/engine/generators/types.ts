import type { AgentType } from "../../contract/agents";
import type { FILE_TYPES } from "../../contract/files";
import type { AppModel } from "../model";
import type { Coverage } from "./coverage";

export type { AgentType };
export type FileType = (typeof FILE_TYPES)[number];

export interface GeneratedFile {
  path: string;
  type: FileType;
  /** Where the files panel groups it: frontend, backend, database, devops, deployment, docs, tests. */
  category: string;
  content: string;
}

/** One step of the plan: the files one agent writes for one concern. */
export interface Emitter {
  id: string;
  agent: AgentType;
  name: string;
  description: string;
  /** Ids of the emitters whose work this one builds on; those that do not apply are ignored. */
  dependsOn: string[];
  applies(model: AppModel): boolean;
  requirementIds(model: AppModel): string[];
  emit(model: AppModel): GeneratedFile[];
}

type PerModel<T> = T | ((model: AppModel) => T);

/** How an emitter is written: its name may name the app's entities, and it declares what it covers. */
export interface EmitterDefinition {
  id: string;
  agent: AgentType;
  name: PerModel<string>;
  description: PerModel<string>;
  dependsOn: string[];
  applies(model: AppModel): boolean;
  covers: PerModel<Coverage>;
  emit(model: AppModel): GeneratedFile[];
}
