import type { AppModel } from "../model";
import type { GeneratedBackend, GeneratedFrontend } from "../model/stack";
import { createArchitectureEmitter } from "./architect/architecture";
import { coveredRequirements } from "./coverage";
import { deploymentEmitter } from "./deploy";
import { devopsEmitter } from "./devops/docker-ci";
import { NODE_BACKEND } from "./nodejs";
import { inDependencyOrder } from "./order";
import { createQaEmitter } from "./qa/requirements-report";
import { REACT_FRONTEND } from "./react";
import type { Emitter, EmitterDefinition, GeneratedFile } from "./types";

/**
 * The emitters per stack id. A stack's emitters use the shared role ids (data-model, rest-api, app-shell,
 * screens, api-<feature>, ui-<feature>), so dependencies read the same whatever the stack. Adding a stack is
 * adding its list here and its id to GENERATED_* in model/stack.ts (the Record type makes both required).
 */
const BACKENDS: Record<GeneratedBackend, EmitterDefinition[]> = { nodejs: NODE_BACKEND };
const FRONTENDS: Record<GeneratedFrontend, EmitterDefinition[]> = { react: REACT_FRONTEND };

function pick<T>(byId: Record<string, T>, id: string, fallback: T): T {
  const known: Partial<Record<string, T>> = byId;
  return known[id] ?? fallback;
}

const stackEmitters = (model: AppModel): EmitterDefinition[] => [
  ...pick(BACKENDS, model.stack.backend, BACKENDS.nodejs),
  ...pick(FRONTENDS, model.stack.frontend, FRONTENDS.react),
];

/** Every emitter that writes code or config: what qa waits for (whichever of them apply). */
const CODE_EMITTER_IDS = [
  ...new Set([...Object.values(BACKENDS), ...Object.values(FRONTENDS)].flat().map((emitter) => emitter.id)),
  devopsEmitter.id,
];

const architectureEmitter = createArchitectureEmitter((model) => emittersFor(model));
const qaEmitter = createQaEmitter(
  (model) => emittersFor(model).filter((emitter) => emitter.id !== "qa" && emitter.id !== "deployment"),
  CODE_EMITTER_IDS,
);

function definitionsFor(model: AppModel): EmitterDefinition[] {
  return [architectureEmitter, ...stackEmitters(model), devopsEmitter, qaEmitter, deploymentEmitter];
}

/** Binds a definition to one app model: its name, description and requirements for that app. */
function bind(definition: EmitterDefinition, model: AppModel): Emitter {
  const resolve = <T>(value: T | ((model: AppModel) => T)): T =>
    typeof value === "function" ? (value as (model: AppModel) => T)(model) : value;
  return {
    id: definition.id,
    agent: definition.agent,
    name: resolve(definition.name),
    description: resolve(definition.description),
    dependsOn: [...definition.dependsOn],
    applies: definition.applies,
    requirementIds: (forModel) =>
      coveredRequirements(forModel, typeof definition.covers === "function" ? definition.covers(forModel) : definition.covers),
    emit: definition.emit,
  };
}

/** The emitters that apply to this app, in an order that respects their dependencies: the plan's tasks. */
export function emittersFor(model: AppModel): Emitter[] {
  return inDependencyOrder(
    definitionsFor(model)
      .filter((definition) => definition.applies(model))
      .map((definition) => bind(definition, model)),
  );
}

/** Every file of the app, task by task; a path written twice is a generator bug and throws. */
export function generateProject(model: AppModel): GeneratedFile[] {
  const files = emittersFor(model).flatMap((emitter) => emitter.emit(model));
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`Two emitters write ${file.path}`);
    seen.add(file.path);
  }
  return files;
}
