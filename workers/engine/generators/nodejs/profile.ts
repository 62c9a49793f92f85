import type { AppModel } from "../../model";
import { lines } from "../files";
import { NODE_CI_SETUP } from "../devops/static-site";
import type { BackendProfile } from "../profiles";
import { nodeContractTests } from "./contract-test";
import { nodeDataModel } from "./data-model";
import { BACKEND_FEATURES } from "./features";
import { nodeRestApi } from "./rest-api";

function dockerfile(model: AppModel): string {
  return lines(
    "# Build with the dev dependencies, then run with production ones only.",
    "FROM node:20-alpine AS build",
    "WORKDIR /app",
    "COPY package.json ./",
    "RUN npm install --no-audit --no-fund",
    "COPY . .",
    "RUN npm run build && npm prune --omit=dev",
    "",
    "FROM node:20-alpine",
    "WORKDIR /app",
    "# Production: AUTH_SECRET is required (32 characters or more) and the API listens on every interface.",
    "ENV NODE_ENV=production HOST=0.0.0.0",
    "COPY --from=build /app/package.json ./",
    "COPY --from=build /app/node_modules ./node_modules",
    "COPY --from=build /app/dist ./dist",
    // MongoDB has no migrations folder: its collections are set up by the code at start.
    model.stack.database !== "mongodb" && "COPY --from=build /app/migrations ./migrations",
    model.features.includes("file-upload") && "RUN mkdir -p /data/uploads && chown node /data/uploads",
    "USER node",
    "EXPOSE 3000",
    `CMD ["node", "dist/server.js"]`,
  );
}

/** The Node.js (Express + TypeScript) backend: data model, REST API, then one emitter per server feature. */
export const NODE_PROFILE: BackendProfile = {
  id: "nodejs",
  summary: "Node.js 20 + Express 4 + TypeScript, validated with zod, tested with Vitest and supertest",
  layout: "Express API: src/domain (records), src/routes, src/repositories, src/db, test/",
  emitters: [nodeDataModel, nodeRestApi, ...BACKEND_FEATURES.map((entry) => entry.emitter)],
  commands: { install: "npm install --no-audit --no-fund", dev: "npm run dev", test: "npm test", build: "npm run build" },
  testsNote: "typecheck + API tests, each answer checked against src/openapi.ts (in-memory store; database tests when DATABASE_URL is set)",
  ciSetup: NODE_CI_SETUP,
  dockerfile,
  dockerignore: "node_modules\ndist\n.env\n",
  gitignore: ["node_modules/", "dist/"],
  contractTests: nodeContractTests,
  schemaNote: (database) =>
    database === "mongodb"
      ? "collections with validators and indexes set up by `backend/src/db/` on start"
      : "SQL migrations in `backend/migrations/`, applied on start",
  native: { runtime: "node", build: "npm install --no-audit --no-fund && npm run build", start: "npm start" },
};
