import type { EmitterDefinition } from "../types";
import { VUE_PROFILE } from "./profile";

export { VUE_PROFILE };

/** The Vue 3 (Vite + TypeScript) frontend: the shell, the entity screens, then one emitter per feature screen. */
export const VUE_FRONTEND: EmitterDefinition[] = VUE_PROFILE.emitters;
