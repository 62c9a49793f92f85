import type { AppModel } from "../../model";
import { isInstallable } from "../shared/frontend/installable";
import { NODE_CI_SETUP } from "../devops/static-site";
import { config } from "../files";
import type { FrontendProfile } from "../profiles";
import type { GeneratedFile } from "../types";
import { nextAppShell } from "./app-shell";
import { nextContractTests } from "./contract-test";
import { NEXT_FEATURES } from "./features";
import { NEXT_PORT } from "./packaging";
import { nextScreens } from "./screens";
import { NEXT_MAJOR, NEXTJS_VERSIONS } from "./versions";

/** frontend/Dockerfile: build the app (API_URL names the backend service), then run it with `next start`. */
function dockerFiles(model: AppModel): GeneratedFile[] {
  const dockerfile = `
# ${model.name.replace(/\n/g, " ")}: build the Next.js app, then run it with next start; it forwards /api to the backend.
FROM node:20-alpine AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The API's address is read when the app is built (next.config.mjs rewrites /api to it).
ARG API_URL=http://backend:3000
ENV API_URL=$API_URL
COPY package.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-alpine
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
ARG API_URL=http://backend:3000
ENV API_URL=$API_URL
COPY --from=build /app/package.json /app/next.config.mjs ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
${isInstallable(model) ? "# The manifest, icons and service worker, served at the site's root.\nCOPY --from=build /app/public ./public\n" : ""}EXPOSE ${NEXT_PORT}
CMD ["npm", "start"]
`;
  return [config("frontend/Dockerfile", "devops", dockerfile)];
}

/** The Next.js (App Router + TypeScript) frontend: the shell, the entity pages, then one emitter per feature. */
export const NEXTJS_PROFILE: FrontendProfile = {
  id: "nextjs",
  summary: `Next.js ${NEXT_MAJOR} (App Router) + React ${NEXTJS_VERSIONS.react.split(".")[0] ?? ""} + TypeScript, tested with Vitest and Testing Library`,
  layout: "Next.js app: src/app (pages and layouts), src/entities, src/screens, src/components, src/theme",
  emitters: [nextAppShell, nextScreens, ...NEXT_FEATURES.map((entry) => entry.emitter)],
  commands: { install: "npm install --no-audit --no-fund", dev: "npm run dev", test: "npm test", build: "npm run build" },
  testsNote: "typecheck + screen tests",
  ciSetup: NODE_CI_SETUP,
  devUrl: `http://localhost:${NEXT_PORT}`,
  apiUrlVariable: "API_URL",
  serving: { kind: "server", port: NEXT_PORT, start: "npm start" },
  dockerFiles,
  dockerignore: "node_modules\n.next\n*.tsbuildinfo\n",
  // next-env.d.ts is written by next dev and next build; tsc's incremental state by npm test.
  gitignore: ["node_modules/", ".next/", "next-env.d.ts", "*.tsbuildinfo"],
  contractTests: nextContractTests,
};
