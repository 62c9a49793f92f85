import type { EmitterDefinition } from "../types";
import { reactAppShell } from "./app-shell";
import { FRONTEND_FEATURES } from "./features";
import { reactScreens } from "./screens";

/** The React (Vite + TypeScript) frontend: the shell, the entity screens, then one emitter per feature screen. */
export const REACT_FRONTEND: EmitterDefinition[] = [reactAppShell, reactScreens, ...FRONTEND_FEATURES.map((entry) => entry.emitter)];
