import { NODE_CI_SETUP, staticSiteDockerFiles } from "../devops/static-site";
import type { FrontendProfile } from "../profiles";
import { reactAppShell } from "./app-shell";
import { reactContractTests } from "./contract-test";
import { FRONTEND_FEATURES } from "../shared/react/features";
import { reactScreens } from "./screens";

/** The React (Vite + TypeScript) frontend: the shell, the entity screens, then one emitter per feature screen. */
export const REACT_PROFILE: FrontendProfile = {
  id: "react",
  summary: "React 18 + TypeScript, built with Vite, tested with Vitest and Testing Library",
  layout: "React app: src/entities, src/screens, src/components, src/theme",
  emitters: [reactAppShell, reactScreens, ...FRONTEND_FEATURES.map((entry) => entry.emitter)],
  commands: { install: "npm install --no-audit --no-fund", dev: "npm run dev", test: "npm test", build: "npm run build" },
  testsNote: "typecheck + screen tests",
  ciSetup: NODE_CI_SETUP,
  devUrl: "http://localhost:5173",
  apiUrlVariable: "VITE_API_URL",
  serving: { kind: "static", output: "dist" },
  dockerFiles: () => staticSiteDockerFiles("dist"),
  dockerignore: "node_modules\ndist\n",
  gitignore: ["node_modules/", "dist/"],
  contractTests: reactContractTests,
};
