import type { EmitterDefinition } from "../types";
import { NEXTJS_PROFILE } from "./profile";

export { NEXTJS_PROFILE };

/** The Next.js (App Router + TypeScript) frontend: the shell, the entity pages, then one emitter per feature. */
export const NEXTJS_FRONTEND: EmitterDefinition[] = NEXTJS_PROFILE.emitters;
