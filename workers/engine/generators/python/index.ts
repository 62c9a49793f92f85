import type { EmitterDefinition } from "../types";
import { PYTHON_PROFILE } from "./profile";

export { PYTHON_PROFILE };

/** The Python (FastAPI) backend: data model, REST API, then one emitter per server feature. */
export const PYTHON_BACKEND: EmitterDefinition[] = PYTHON_PROFILE.emitters;
