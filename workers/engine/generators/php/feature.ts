import type { Feature } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import type { EmitterDefinition } from "../types";

/** A long-lived service in Services.php: its imports, its constructor parameter and how create() makes it. */
export interface PhpService {
  uses: string[];
  param: string;
  create: string;
}

/**
 * A feature's server side in PHP: its emitter (the files), and the lines it adds to the shared wiring the
 * REST API emitter writes (Config, Services, App, Server). Same ids and coverage as the Node backend's.
 */
export interface PhpFeature {
  feature: Feature;
  emitter: EmitterDefinition;
  /** Config constructor parameters ("public readonly string $authSecret,") and their reading ("authSecret: self::secret($env),"). */
  config?: { param: string; read: string }[];
  /** Long-lived services: a payment provider, a mailer, file storage; or the ones a given app needs. */
  services?: PhpService[] | ((model: AppModel) => PhpService[]);
  routes?: {
    uses: string[];
    /** Registered before the sign-in guard (reachable without a token). */
    open?: string[];
    /** The guard itself (auth only): a statement that replaces $request with the signed-in one or throws. */
    guard?: string[];
    mounts?: string[];
  };
  /** Environment defaults for a local run ("'UPLOAD_DIR' => self::localPath('uploads')"). */
  serverDefaults?: string[];
}

type FeatureEmitterParts = Omit<EmitterDefinition, "id" | "agent" | "applies" | "covers" | "dependsOn"> & {
  dependsOn?: string[];
  systemIds?: string[];
};

/** The shared part of every feature emitter: a backend task for one chosen feature. */
export function phpFeatureEmitter(feature: Feature, parts: FeatureEmitterParts): EmitterDefinition {
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
