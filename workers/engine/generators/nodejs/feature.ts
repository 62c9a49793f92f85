import type { Feature } from "../../../contract/project-options";
import type { EmitterDefinition } from "../types";

/**
 * A feature's server side: its emitter (the files), and the lines it adds to the shared wiring that the
 * REST API emitter writes (config, services, routes). Adding a feature is adding one of these.
 */
export interface BackendFeature {
  feature: Feature;
  emitter: EmitterDefinition;
  /** Config fields: `authSecret: string` with its reading `authSecret: secretFrom(env)`. */
  config?: { field: string; read: string }[];
  /** Long-lived services, created once per app: a payment provider, file storage, a mailer. */
  services?: { imports: string[]; field: string; create: string }[];
  routes?: {
    imports: string[];
    /** Mounted before the sign-in guard (reachable without a token). */
    open?: string[];
    /** The guard itself (auth only). */
    guard?: string[];
    mounts?: string[];
  };
}

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
