import type { AppModel } from "../../model";
import { snakeCase } from "../../model/naming";
import { config, lines, script } from "../files";
import type { EmitterDefinition, GeneratedFile } from "../types";

const has = (model: AppModel, feature: AppModel["features"][number]) => model.features.includes(feature);
export const databaseName = (model: AppModel) => snakeCase(model.slug).slice(0, 40) || "app";

/** The variables the backend reads, with safe examples (documented in .env.example and the README). */
export function environment(model: AppModel): { name: string; example: string; purpose: string }[] {
  return [
    { name: "PORT", example: "3000", purpose: "Port the API listens on" },
    {
      name: "DATABASE_URL",
      example: `postgres://app:app@localhost:5432/${databaseName(model)}`,
      purpose: "PostgreSQL connection string; without it records are kept in memory",
    },
    { name: "CORS_ORIGIN", example: "", purpose: "The frontend's origin, when it is served from another host than the API" },
    ...(has(model, "auth")
      ? [{ name: "AUTH_SECRET", example: "change-me-to-a-long-random-string", purpose: "Signs sign-in tokens; required in production" }]
      : []),
    ...(has(model, "file-upload") ? [{ name: "UPLOAD_DIR", example: "./uploads", purpose: "Folder for uploaded files; in memory when unset" }] : []),
  ];
}

function backendDockerfile(model: AppModel): string {
  const uploads = has(model, "file-upload");
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
    "ENV NODE_ENV=production",
    "COPY --from=build /app/package.json ./",
    "COPY --from=build /app/node_modules ./node_modules",
    "COPY --from=build /app/dist ./dist",
    "COPY --from=build /app/migrations ./migrations",
    uploads && "RUN mkdir -p /data/uploads && chown node /data/uploads",
    "USER node",
    "EXPOSE 3000",
    `CMD ["node", "dist/server.js"]`,
  );
}

const frontendDockerfile = `
# Build the static app, then serve it with nginx, which also forwards /api to the backend.
FROM node:20-alpine AS build
WORKDIR /app
COPY package.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM nginx:1.27-alpine
COPY nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 80
`;

const nginx = `
server {
  listen 80;
  root /usr/share/nginx/html;

  location /api/ {
    proxy_pass http://backend:3000;
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    # Live updates are a long-lived stream.
    proxy_buffering off;
    proxy_read_timeout 1h;
    client_max_body_size 10m;
  }

  location / {
    try_files $uri /index.html;
  }
}
`;

function compose(model: AppModel): string {
  const database = databaseName(model);
  const uploads = has(model, "file-upload");
  return lines(
    `# Everything on one machine: docker compose up --build, then open http://localhost:8080`,
    "services:",
    "  db:",
    "    image: postgres:16-alpine",
    "    environment:",
    "      POSTGRES_USER: app",
    "      POSTGRES_PASSWORD: app",
    `      POSTGRES_DB: ${database}`,
    "    volumes:",
    "      - db-data:/var/lib/postgresql/data",
    "    healthcheck:",
    `      test: ["CMD-SHELL", "pg_isready -U app -d ${database}"]`,
    "      interval: 5s",
    "      timeout: 5s",
    "      retries: 10",
    "  backend:",
    "    build: ./backend",
    "    environment:",
    `      DATABASE_URL: postgres://app:app@db:5432/${database}`,
    has(model, "auth") && "      AUTH_SECRET: ${AUTH_SECRET:-change-me-before-sharing-this}",
    uploads && "      UPLOAD_DIR: /data/uploads",
    uploads && lines("    volumes:", "      - uploads:/data/uploads"),
    "    depends_on:",
    "      db:",
    "        condition: service_healthy",
    "    ports:",
    `      - "3000:3000"`,
    "  frontend:",
    "    build: ./frontend",
    "    depends_on:",
    "      - backend",
    "    ports:",
    `      - "8080:80"`,
    "volumes:",
    "  db-data: {}",
    uploads && "  uploads: {}",
  );
}

function workflow(model: AppModel): string {
  const job = (name: string, extra: string[]) =>
    lines(
      `  ${name}:`,
      "    runs-on: ubuntu-latest",
      "    defaults:",
      "      run:",
      `        working-directory: ${name}`,
      ...extra,
      "    steps:",
      "      - uses: actions/checkout@v4",
      "      - uses: actions/setup-node@v4",
      "        with:",
      "          node-version: 20",
      "      - run: npm install --no-audit --no-fund",
      "      - run: npm test",
      "      - run: npm run build",
    );
  return lines(
    "name: CI",
    "",
    "on:",
    "  push:",
    "    branches: [main]",
    "  pull_request:",
    "",
    "jobs:",
    job("backend", [
      "    # The database tests run against this service; the rest use the in-memory store.",
      "    services:",
      "      postgres:",
      "        image: postgres:16-alpine",
      "        env:",
      "          POSTGRES_USER: app",
      "          POSTGRES_PASSWORD: app",
      `          POSTGRES_DB: ${databaseName(model)}_test`,
      "        ports:",
      `          - "5432:5432"`,
      "        options: >-",
      `          --health-cmd "pg_isready -U app" --health-interval 5s --health-timeout 5s --health-retries 10`,
      "    env:",
      `      DATABASE_URL: postgres://app:app@localhost:5432/${databaseName(model)}_test`,
    ]),
    "",
    job("frontend", []),
  );
}

const check = `
#!/usr/bin/env sh
# Installs, tests and builds both packages: the same steps CI runs.
set -eu
cd "$(dirname "$0")/.."
for package in backend frontend; do
  echo "== $package"
  (cd "$package" && npm install --no-audit --no-fund && npm test && npm run build)
done
`;

export const devopsEmitter: EmitterDefinition = {
  id: "devops",
  agent: "devops",
  name: "Docker, compose & CI",
  description:
    "Dockerfiles for the API and the app, a compose file with PostgreSQL for running everything locally, " +
    "a GitHub Actions workflow that installs, tests (with a database service) and builds both, and the environment documented.",
  dependsOn: ["data-model", "rest-api", "app-shell"],
  applies: () => true,
  covers: { systemIds: ["SYS-scale", "SYS-perf"], messagesFor: ["devops"] },
  emit: (model): GeneratedFile[] => [
    config("backend/Dockerfile", "devops", backendDockerfile(model)),
    config("backend/.dockerignore", "devops", "node_modules\ndist\n.env\n"),
    config(
      "backend/.env.example",
      "devops",
      environment(model)
        .map((variable) => `# ${variable.purpose}\n${variable.name}=${variable.example}`)
        .join("\n\n"),
    ),
    config("frontend/Dockerfile", "devops", frontendDockerfile),
    config("frontend/.dockerignore", "devops", "node_modules\ndist\n"),
    config("frontend/nginx.conf", "devops", nginx),
    config("docker-compose.yml", "devops", compose(model)),
    config(".github/workflows/ci.yml", "devops", workflow(model)),
    config(".gitignore", "devops", "node_modules/\ndist/\n.env\nuploads/\n"),
    script("scripts/check.sh", "devops", check),
  ],
};
