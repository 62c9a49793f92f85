import type { AppModel } from "../model";
import type { GeneratedBackend, GeneratedDatabase, GeneratedFrontend } from "../model/stack";
import type { EmitterDefinition, GeneratedFile } from "./types";
import type { YamlObject } from "./yaml-document";

/**
 * What the stack-neutral emitters (devops, qa, deployment, the docs) need to know about one generated
 * stack. Each stack folder exports one profile; registry.ts picks them by the model's stack ids.
 *
 * Every backend, whatever its language, serves the same HTTP API (the routes of model.apiRoutes under
 * /api, on HOST and PORT, default 3000) and reads the same variables (HOST, PORT, DATABASE_URL, CORS_ORIGIN,
 * AUTH_SECRET, UPLOAD_DIR, and its production flag); every frontend calls /api on its own origin (a dev proxy
 * to localhost:3000), or the address in its build-time API URL variable.
 */
export interface Commands {
  /** Each runs inside the package folder (backend/ or frontend/). */
  install: string;
  dev: string;
  test: string;
  build: string | null;
}

/** GitHub Actions steps that install the stack's toolchain: `{ uses, with }` objects, serialised by ci.yml. */
export type CiSetup = YamlObject[];

export interface BackendProfile {
  id: GeneratedBackend;
  /** The Stack table's cell: "Node.js 20 + Express 4 + TypeScript, validated with zod, tested with Vitest". */
  summary: string;
  /** The README layout line for backend/: "Express API: src/domain (records), src/routes, ...". */
  layout: string;
  /** In dependency order: data-model, rest-api, then one api-<feature> per server feature. */
  emitters: EmitterDefinition[];
  commands: Commands;
  /** What the test command covers, for the README ("typecheck + API tests (in-memory store)"). */
  testsNote: string;
  ciSetup: CiSetup;
  /** backend/Dockerfile: builds and runs the API on port 3000, with its PRODUCTION_FLAG and HOST=0.0.0.0 set. */
  dockerfile(model: AppModel): string;
  dockerignore: string;
  /** Extra .gitignore lines (build output, virtualenvs, vendor/). */
  gitignore: string[];
  /**
   * The qa task's tests in this stack's test tool: every route of docs/ARCHITECTURE.md is served
   * (answered below 500, not by the unknown-route handler).
   */
  contractTests(model: AppModel): GeneratedFile[];
  /** Where the schema or collections live, for the Stack table: "SQL migrations in `backend/migrations/`". */
  schemaNote(database: GeneratedDatabase): string;
  /**
   * How a platform that builds from source (not a container) runs it; null means "deploy the Dockerfile".
   * The platform sets the PRODUCTION_FLAG; `start` binds every interface unless HOST says otherwise.
   */
  native: { runtime: "node" | "python"; build: string; start: string } | null;
}

export interface FrontendProfile {
  id: GeneratedFrontend;
  summary: string;
  layout: string;
  /** In dependency order: app-shell, screens, then one ui-<feature> per feature screen. */
  emitters: EmitterDefinition[];
  commands: Commands;
  testsNote: string;
  ciSetup: CiSetup;
  /** Where `npm run dev` serves the app. */
  devUrl: string;
  /** The build-time variable holding the API's origin when it is not the app's own (VITE_API_URL). */
  apiUrlVariable: string;
  /**
   * "static": the build is files in `output` served by any web server (nginx forwards /api);
   * "server": the app runs as a Node server on `port` (it forwards /api itself).
   */
  serving: { kind: "static"; output: string } | { kind: "server"; port: number; start: string };
  /** frontend/Dockerfile and whatever it copies that no emitter writes (nginx.conf). */
  dockerFiles(model: AppModel): GeneratedFile[];
  dockerignore: string;
  gitignore: string[];
  /** The qa task's tests in this stack's test tool: every screen of the architecture opens with its heading. */
  contractTests(model: AppModel): GeneratedFile[];
}

/**
 * The variable that puts each backend in production mode. Its Dockerfile sets it and so does every deploy
 * target. In production AUTH_SECRET is required and must be at least MIN_SECRET_LENGTH characters, and the
 * API binds every interface unless HOST says otherwise. Outside production an unset AUTH_SECRET gives a
 * random secret made at start-up, and the API binds 127.0.0.1.
 */
export const PRODUCTION_FLAG: Readonly<Record<GeneratedBackend, { name: string; value: string }>> = {
  nodejs: { name: "NODE_ENV", value: "production" },
  python: { name: "APP_ENV", value: "production" },
  php: { name: "APP_ENV", value: "production" },
  java: { name: "APP_ENV", value: "production" },
  workers: { name: "APP_ENV", value: "production" },
};

/** The shortest AUTH_SECRET a backend accepts in production (`openssl rand -hex 32` gives 64 characters). */
export const MIN_SECRET_LENGTH = 32;

/** How to make an AUTH_SECRET: a shell command, and the same with Node for machines without OpenSSL. */
export const SECRET_COMMANDS = {
  openssl: "openssl rand -hex 32",
  node: `node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))"`,
} as const;
