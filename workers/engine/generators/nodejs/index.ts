import type { EmitterDefinition } from "../types";
import { NODE_PROFILE } from "./profile";

export { NODE_PROFILE };

/** The Node.js (Express + TypeScript) backend: data model, REST API, then one emitter per server feature. */
export const NODE_BACKEND: EmitterDefinition[] = NODE_PROFILE.emitters;
