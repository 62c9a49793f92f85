import { NODE_CI_SETUP, staticSiteDockerFiles } from "../devops/static-site";
import type { FrontendProfile } from "../profiles";
import { vueAppShell } from "./app-shell";
import { vueContractTests } from "./contract-test";
import { VUE_FEATURES } from "./features";
import { vueScreens } from "./screens";

/** The Vue 3 (Vite + TypeScript) frontend: the shell, the entity screens, then one emitter per feature screen. */
export const VUE_PROFILE: FrontendProfile = {
  id: "vue",
  summary: "Vue 3 + TypeScript with vue-router, built with Vite, typechecked with vue-tsc, tested with Vitest and Vue Test Utils",
  layout: "Vue app: src/entities, src/screens (single-file components), src/components, src/theme, src/router.ts",
  emitters: [vueAppShell, vueScreens, ...VUE_FEATURES.map((entry) => entry.emitter)],
  commands: { install: "npm install --no-audit --no-fund", dev: "npm run dev", test: "npm test", build: "npm run build" },
  testsNote: "typecheck (vue-tsc) + screen tests",
  ciSetup: NODE_CI_SETUP,
  devUrl: "http://localhost:5173",
  apiUrlVariable: "VITE_API_URL",
  serving: { kind: "static", output: "dist" },
  dockerFiles: () => staticSiteDockerFiles("dist"),
  dockerignore: "node_modules\ndist\n",
  gitignore: ["node_modules/", "dist/"],
  contractTests: vueContractTests,
};
