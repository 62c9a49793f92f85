import type { EmitterDefinition } from "../types";
import { ANGULAR_PROFILE } from "./profile";

export { ANGULAR_PROFILE };

/** The Angular frontend: the shell, the entity screens, then one emitter per feature screen. */
export const ANGULAR_FRONTEND: EmitterDefinition[] = ANGULAR_PROFILE.emitters;
