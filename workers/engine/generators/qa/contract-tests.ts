import type { AppModel } from "../../model";
import { backendProfile, frontendProfile } from "../stacks";
import type { GeneratedFile } from "../types";

/**
 * The qa task's contract tests, in each stack's own test tool: every route of docs/ARCHITECTURE.md is
 * served by the backend, and every screen opens in the frontend (see contract-screens.ts for what they check).
 */
export function contractTestFiles(model: AppModel): GeneratedFile[] {
  return [...backendProfile(model).contractTests(model), ...frontendProfile(model).contractTests(model)];
}
