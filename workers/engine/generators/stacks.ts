import type { AppModel } from "../model";
import type { GeneratedBackend, GeneratedFrontend } from "../model/stack";
import { ANGULAR_PROFILE } from "./angular";
import { JAVA_PROFILE } from "./java";
import { NEXTJS_PROFILE } from "./nextjs";
import { NODE_PROFILE } from "./nodejs";
import { PHP_PROFILE } from "./php";
import type { BackendProfile, FrontendProfile } from "./profiles";
import { PYTHON_PROFILE } from "./python";
import { REACT_PROFILE } from "./react";
import { VUE_PROFILE } from "./vue";
import { WORKERS_PROFILE } from "./workers";

/**
 * The generated stacks by id. The maps are typed by the wizard's stack ids (model/stack.ts), so a stack
 * offered without its profile here does not compile; adding a stack is its folder and its profile here.
 */
const BACKENDS: Record<GeneratedBackend, BackendProfile> = {
  nodejs: NODE_PROFILE,
  python: PYTHON_PROFILE,
  php: PHP_PROFILE,
  java: JAVA_PROFILE,
  workers: WORKERS_PROFILE,
};
const FRONTENDS: Record<GeneratedFrontend, FrontendProfile> = {
  react: REACT_PROFILE,
  vue: VUE_PROFILE,
  angular: ANGULAR_PROFILE,
  nextjs: NEXTJS_PROFILE,
};

export const backendProfile = (model: AppModel): BackendProfile => BACKENDS[model.stack.backend];
export const frontendProfile = (model: AppModel): FrontendProfile => FRONTENDS[model.stack.frontend];

export const BACKEND_PROFILES: readonly BackendProfile[] = Object.values(BACKENDS);
export const FRONTEND_PROFILES: readonly FrontendProfile[] = Object.values(FRONTENDS);
