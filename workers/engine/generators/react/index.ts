import type { EmitterDefinition } from "../types";
import { REACT_PROFILE } from "./profile";

export { REACT_PROFILE };

/** The React (Vite + TypeScript) frontend: the shell, the entity screens, then one emitter per feature screen. */
export const REACT_FRONTEND: EmitterDefinition[] = REACT_PROFILE.emitters;
