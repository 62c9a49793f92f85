import type { Feature } from "../../../../contract/project-options";
import type { EmitterDefinition } from "../../types";

type FeatureEmitterParts = Omit<EmitterDefinition, "id" | "agent" | "applies" | "covers" | "dependsOn"> & {
  dependsOn?: string[];
  /** System requirements this feature also serves (auth serves SYS-auth and SYS-sec). */
  systemIds?: string[];
};

/** The shared part of every feature emitter: a backend task for one chosen feature. */
export function backendFeatureEmitter(feature: Feature, parts: FeatureEmitterParts): EmitterDefinition {
  const { dependsOn = ["rest-api"], systemIds = [], ...rest } = parts;
  return {
    id: `api-${feature}`,
    agent: "backend",
    dependsOn,
    applies: (model) => model.features.includes(feature),
    covers: { features: [feature], systemIds },
    ...rest,
  };
}
