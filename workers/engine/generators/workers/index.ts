import type { AppModel } from "../../model";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { WORKERS_PROFILE } from "./profile";

export { WORKERS_PROFILE };

/** The Cloudflare Workers backend's emitters, in dependency order. */
export const WORKERS_BACKEND: EmitterDefinition[] = WORKERS_PROFILE.emitters;

/**
 * The whole backend/ package of an app on the Workers stack, from the model alone: what the plan's backend tasks
 * write together (without the qa task's contract test, which nodeContractTests adds). Entry backend/src/index.ts,
 * schema backend/migrations/0001_create_tables.sql, samples backend/seed/samples.sql.
 */
export function workersBackendFiles(model: AppModel): GeneratedFile[] {
  const files = WORKERS_BACKEND.filter((emitter) => emitter.applies(model)).flatMap((emitter) => emitter.emit(model));
  return [...files, ...WORKERS_PROFILE.contractTests(model)].filter((file) => file.path.startsWith("backend/"));
}
