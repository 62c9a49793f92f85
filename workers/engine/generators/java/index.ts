import type { EmitterDefinition } from "../types";
import { JAVA_PROFILE } from "./profile";

export { JAVA_PROFILE };

/** The Java (Spring Boot + Maven) backend: data model, REST API, then one emitter per server feature. */
export const JAVA_BACKEND: EmitterDefinition[] = JAVA_PROFILE.emitters;
