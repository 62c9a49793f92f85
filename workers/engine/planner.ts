import type { Project } from "../contract/projects";
import { emittersFor } from "./generators";
import { buildAppModel, type AppDesign, type AppModel } from "./model";
import type { AgentMessage, PlannedTask } from "../contract/queue";

export interface ProjectBrief {
  project: Project;
  messages: AgentMessage[];
  /** The records the architect's model decided; null or left out: they are read from the answers. */
  design?: AppDesign | null;
}

/** The app model every task of a project works from: the wizard answers plus the messages so far. */
export function modelFor({ project, messages, design = null }: ProjectBrief): AppModel {
  return buildAppModel({
    name: project.name,
    description: project.description,
    techStack: project.tech_stack,
    wizardData: project.wizard_data,
    messages,
    design,
  });
}

/**
 * The architect's plan: one task per emitter that applies to this app, in dependency order, each naming
 * the requirements it serves. Dependencies on emitters that do not apply are dropped.
 */
export function planFromModel(model: AppModel): PlannedTask[] {
  const emitters = emittersFor(model);
  const keys = new Set(emitters.map((emitter) => emitter.id));
  return emitters.map((emitter) => ({
    key: emitter.id,
    agentType: emitter.agent,
    name: emitter.name,
    description: emitter.description,
    dependsOnKeys: emitter.dependsOn.filter((key) => keys.has(key)),
    requirementIds: emitter.requirementIds(model),
  }));
}
