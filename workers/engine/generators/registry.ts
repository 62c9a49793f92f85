import type { AppModel } from "../model";
import { createArchitectureEmitter } from "./architect/architecture";
import { coveredRequirements } from "./coverage";
import { deploymentEmitter } from "./deploy";
import { devopsEmitter } from "./devops/docker-ci";
import { inDependencyOrder } from "./order";
import { createQaEmitter } from "./qa/requirements-report";
import { BACKEND_PROFILES, backendProfile, FRONTEND_PROFILES, frontendProfile } from "./stacks";
import type { Emitter, EmitterDefinition, GeneratedFile } from "./types";

/** A stack's emitters use the shared role ids (data-model, rest-api, app-shell, screens, api-<feature>, ui-<feature>). */
const stackEmitters = (model: AppModel): EmitterDefinition[] => [
  ...backendProfile(model).emitters,
  ...frontendProfile(model).emitters,
];

/** Every emitter that writes code or config: what qa waits for (whichever of them apply). */
const CODE_EMITTER_IDS = [
  ...new Set([...BACKEND_PROFILES, ...FRONTEND_PROFILES].flatMap((profile) => profile.emitters.map((emitter) => emitter.id))),
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
