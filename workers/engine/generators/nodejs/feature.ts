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
  /** Functions config.ts reads those settings with (auth's `secretFrom`), written after `readConfig`. */
  configHelpers?: string[];
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
