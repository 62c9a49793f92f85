import type { Feature } from "../../../contract/project-options";
import type { EmitterDefinition } from "../types";

/**
 * A feature's Angular side: its emitter (the files), and what it adds to the shell's wiring: routes in
 * app.routes.ts and providers in app.config.ts. Adding a feature is adding one of these.
 */
export interface AngularFeature {
  feature: Feature;
  emitter: EmitterDefinition;
  routes?: {
    imports: string[];
    /** Route objects outside the signed-in layout (sign-in, registration). */
    open?: string[];
    /** Route objects inside the layout. */
    inside?: string[];
  };
  /** Application-wide providers (a page-view tracker started with the app). */
  providers?: { imports: string[]; providers: string[] };
}

/** The feature emitters share React's: same id (ui-<feature>), agent, dependencies and coverage. */
export { frontendFeatureEmitter } from "../shared/frontend/feature";
