import { NODE_CI_SETUP, staticSiteDockerFiles } from "../devops/static-site";
import type { FrontendProfile } from "../profiles";
import { angularAppShell } from "./app-shell";
import { angularContractTests } from "./contract-test";
import { ANGULAR_FEATURES } from "./features";
import { API_URL_VARIABLE, BUILD_OUTPUT } from "./packaging";
import { angularScreens } from "./screens";

/** The Angular frontend: standalone components and signals, built with the Angular CLI (esbuild), tested with Vitest in jsdom. */
export const ANGULAR_PROFILE: FrontendProfile = {
  id: "angular",
  summary: "Angular 21 + TypeScript (standalone components, signals), built with the Angular CLI (esbuild), tested with Vitest in jsdom",
  layout: "Angular app: src/app/entities, src/app/screens, src/app/components, src/theme",
  emitters: [angularAppShell, angularScreens, ...ANGULAR_FEATURES.map((entry) => entry.emitter)],
  commands: { install: "npm install --no-audit --no-fund", dev: "npm start", test: "npm test", build: "npm run build" },
  testsNote: "type-checked screen tests (Vitest + jsdom, no browser)",
  ciSetup: NODE_CI_SETUP,
  devUrl: "http://localhost:4200",
  apiUrlVariable: API_URL_VARIABLE,
  serving: { kind: "static", output: BUILD_OUTPUT },
  dockerFiles: () => staticSiteDockerFiles(BUILD_OUTPUT),
  dockerignore: "node_modules\ndist\n.angular\n",
  gitignore: ["node_modules/", "dist/", ".angular/"],
  contractTests: angularContractTests,
};
