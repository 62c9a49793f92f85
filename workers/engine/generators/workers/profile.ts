import type { AppModel } from "../../model";
import { NODE_CI_SETUP } from "../devops/static-site";
import { lines } from "../files";
import { nodeContractTests } from "../nodejs/contract-test";
import type { BackendProfile } from "../profiles";
import { WORKERS_FEATURES } from "./features";
import { workersDataModel, workersRestApi } from "./rest-api";

/**
 * The container runs the Worker under `wrangler dev` (workerd, Cloudflare's local simulator) with its D1 state in a
 * volume, for docker compose and the container platforms. The Worker's production home is Cloudflare (`npm run deploy`).
 */
function dockerfile(_model: AppModel): string {
  return lines(
    "# The Worker under `wrangler dev` (workerd, the local simulator), its D1 database in /app/.wrangler (a volume).",
    "# For compose and demos; in production deploy the Worker to Cloudflare with `npm run deploy` (see README.md).",
    "FROM node:20-bookworm-slim",
    "WORKDIR /app",
    "COPY package.json ./",
    "RUN npm install --no-audit --no-fund",
    "COPY . .",
    "# AUTH_SECRET is required in production (32 characters or more).",
    "ENV APP_ENV=production WRANGLER_SEND_METRICS=false",
    "VOLUME /app/.wrangler",
    "EXPOSE 3000",
    `CMD ["sh", "-c", "npx wrangler d1 migrations apply DB --local && npx wrangler dev --ip 0.0.0.0 --port 3000 --var APP_ENV:$APP_ENV --var AUTH_SECRET:$AUTH_SECRET --var CORS_ORIGIN:$CORS_ORIGIN"]`,
  );
}

/** The Cloudflare Workers backend: Hono on workerd, records in D1, the same HTTP API as every backend. */
export const WORKERS_PROFILE: BackendProfile = {
  id: "workers",
  summary: "Cloudflare Workers + Hono 4 + TypeScript, validated with zod, tested with Vitest in workerd (vitest-pool-workers)",
  layout: "Hono Worker: src/index.ts (entry), src/domain (records), src/routes, src/repositories (D1), migrations/, seed/, test/",
  emitters: [workersDataModel, workersRestApi, ...WORKERS_FEATURES.map((entry) => entry.emitter)],
  commands: { install: "npm install --no-audit --no-fund", dev: "npm run dev", test: "npm test", build: "npm run build" },
  testsNote: "typecheck + API tests inside workerd on a local D1 database, each answer checked against src/openapi.ts",
  ciSetup: NODE_CI_SETUP,
  dockerfile,
  dockerignore: "node_modules\ndist\n.wrangler\n.dev.vars\n",
  gitignore: [".wrangler/", "dist/", "node_modules/", ".dev.vars"],
  contractTests: nodeContractTests,
  schemaNote: () => "SQL migrations in `backend/migrations/`, applied with `wrangler d1 migrations apply`",
  native: null,
};
