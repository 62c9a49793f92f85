import type { Feature } from "../../../contract/project-options";
import { backendFeatureEmitter } from "../shared/backend/feature-emitter";
import type { EmitterDefinition } from "../types";

/** A router a feature adds: the call that builds it and where it is mounted. */
export interface PythonMount {
  router: string;
  prefix: string;
}

/**
 * A feature's server side in the Python backend: its emitter (the files, with the same id api-<feature> as
 * the Node backend's) and what it adds to the shared wiring (settings, services, routers).
 */
export interface PythonFeature {
  feature: Feature;
  emitter: EmitterDefinition;
  /** Settings fields: `auth_secret: str` read as `auth_secret=secret_from(env)`. */
  settings?: { field: string; read: string }[];
  /**
   * Functions app/config.py reads those settings with (auth's `secret_from`), written after `read_settings`; asked
   * for while emitting, as they come from templates.
   */
  configHelpers?: () => string[];
  /** The imports those functions need (`import secrets`). */
  configImports?: string[];
  /** Long-lived services, created once per app: a payment provider, file storage, a mailer. */
  services?: { imports: string[]; field: string; create: string }[];
  routes?: {
    imports: string[];
    /** Reachable without signing in. */
    open?: PythonMount[];
    /** Behind the sign-in check when the app has accounts. */
    mounts?: PythonMount[];
  };
  /** The sign-in check (auth only): a callable taking the Request, used as a dependency of guarded routers. */
  guard?: { imports: string[]; create: string };
}

/** The same task as the Node backend's feature emitter: one backend task per chosen feature. */
export const pythonFeatureEmitter = backendFeatureEmitter;
