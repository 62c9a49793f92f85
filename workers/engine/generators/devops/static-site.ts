import { config } from "../files";
import type { GeneratedFile } from "../types";
import type { CiSetup } from "../profiles";
import { templateText } from "../template-texts";

/**
 * frontend/Dockerfile and nginx.conf for any frontend whose build is static files: build with Node,
 * then serve `output` (relative to the package folder) with nginx.
 */
export function staticSiteDockerFiles(output: string): GeneratedFile[] {
  const dockerfile = `
# Build the static app, then serve it with nginx, which also forwards /api to the backend.
FROM node:20-alpine AS build
WORKDIR /app
COPY package.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM nginx:1.27-alpine
COPY nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${output} /usr/share/nginx/html
EXPOSE 80
`;
  return [
    config("frontend/Dockerfile", "devops", dockerfile),
    // nginx serves the built files and forwards /api to the backend service.
    config("frontend/nginx.conf", "devops", templateText("devops/templates/frontend/nginx.conf")),
  ];
}

/** The GitHub Actions steps that install Node 20 (YAML list items). */
export const NODE_CI_SETUP: CiSetup = [{ uses: "actions/setup-node@v4", with: { "node-version": 20 } }];
