import type { Feature } from "../../../contract/project-options";
import type { EmitterDefinition } from "../types";

/**
 * A feature's Vue side: its emitter (the files), and what it adds to the shell's wiring: route records in
 * src/router.ts, and composables App.vue runs. The emitter itself is built with react/feature.ts's
 * frontendFeatureEmitter, so ids, dependencies and coverage read the same whatever the frontend.
 */
export interface VueFeature {
  feature: Feature;
  emitter: EmitterDefinition;
  router?: {
    imports: string[];
    /** Route records outside the signed-in layout (sign-in, registration). */
    open?: string[];
    /** Route records inside the layout. */
    routes?: string[];
  };
  /** What App.vue's setup runs next to the router view (a page-view tracker). */
  app?: { imports: string[]; setup: string[] };
}
