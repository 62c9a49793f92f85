import type { Feature } from "../../../../contract/project-options";
import type { EmitterDefinition } from "../../types";

/**
 * A feature's frontend side: its emitter (the files), and what it adds to the shell's wiring
 * (routes in App.tsx, a provider in main.tsx). Adding a feature is adding one of these.
 */
export interface FrontendFeature {
  feature: Feature;
  emitter: EmitterDefinition;
  app?: {
    imports: string[];
    /** Routes outside the signed-in layout (sign-in, registration). */
    open?: string[];
    /** Routes inside the layout. */
    routes?: string[];
    /** Elements rendered next to the routes (a page-view tracker). */
    beside?: string[];
  };
  /** Wraps the whole app in main.tsx. */
  provider?: { import: string; component: string };
}

type FeatureEmitterParts = Omit<EmitterDefinition, "id" | "agent" | "applies" | "covers" | "dependsOn"> & {
  dependsOn?: string[];
  systemIds?: string[];
};

/** The shared part of every frontend feature emitter: it builds on the shell and the feature's API. */
export function frontendFeatureEmitter(feature: Feature, parts: FeatureEmitterParts): EmitterDefinition {
  const { dependsOn = ["app-shell", `api-${feature}`], systemIds = [], ...rest } = parts;
  return {
    id: `ui-${feature}`,
    agent: "frontend",
    dependsOn,
    applies: (model) => model.features.includes(feature),
    covers: { features: [feature], systemIds },
    ...rest,
  };
}
