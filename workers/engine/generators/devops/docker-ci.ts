import type { AppModel } from "../../model";
import { ignoredIcons } from "../shared/frontend/installable";
import { snakeCase } from "../../model/naming";
import { databaseLabel, serverDatabaseProfile } from "../databases";
import { config, lines, script } from "../files";
import { MIN_SECRET_LENGTH, PRODUCTION_FLAG, SECRET_COMMANDS, type CiSetup, type Commands } from "../profiles";
import { backendProfile, frontendProfile } from "../stacks";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { sampleDataFiles } from "./sample-data";
import { commented, inline, quoted, spaced, yamlText, type YamlObject } from "../yaml-document";

const has = (model: AppModel, feature: AppModel["features"][number]) => model.features.includes(feature);
export const databaseName = (model: AppModel) => snakeCase(model.slug).slice(0, 40) || "app";

/** The variables the backend reads, with safe examples (documented in .env.example and the README); no secret has a value. */
export function environment(model: AppModel): { name: string; example: string; purpose: string }[] {
  const database = serverDatabaseProfile(model);
  const production = PRODUCTION_FLAG[model.stack.backend];
  if (!database) return workerEnvironment(model);
  return [
    { name: "PORT", example: "3000", purpose: "Port the API listens on" },
    {
      name: "HOST",
      example: "127.0.0.1",
      purpose: "Address the API listens on: 127.0.0.1 (this machine only) by default, 0.0.0.0 (every interface) in production; the Docker image sets 0.0.0.0",
    },
    {
      name: production.name,
      example: "",
      purpose: `\`${production.value}\` in the Docker image and on every deploy target: ${has(model, "auth") ? "AUTH_SECRET is then required and " : ""}HOST defaults to 0.0.0.0`,
    },
    {
      name: "DATABASE_URL",
      example: database.urlExample(model, "localhost"),
      purpose: `${database.label} connection string; without it records are kept in memory`,
    },
    { name: "CORS_ORIGIN", example: "", purpose: "The frontend's origin, when it is served from another host than the API" },
    ...(has(model, "auth")
      ? [
          {
            name: "AUTH_SECRET",
            example: "",
            purpose:
              `Signs sign-in tokens. Required in production, at least ${MIN_SECRET_LENGTH} characters: make one with \`${SECRET_COMMANDS.openssl}\`. ` +
              "Unset outside production, a random one is made at each start, so sign-ins end when the API restarts",
          },
        ]
      : []),
    ...(has(model, "file-upload") ? [{ name: "UPLOAD_DIR", example: "./uploads", purpose: "Folder for uploaded files; in memory when unset" }] : []),
  ];
}

/** The Worker's variables (its database and files are bindings in wrangler.toml, not variables). */
function workerEnvironment(model: AppModel): { name: string; example: string; purpose: string }[] {
  return [
    { name: "APP_ENV", example: "", purpose: `\`production\` in the deployed Worker and its Docker image${has(model, "auth") ? ": AUTH_SECRET is then required" : ""}` },
    { name: "CORS_ORIGIN", example: "", purpose: "The frontend's origin, when it is served from another host than the API" },
    ...(has(model, "auth")
      ? [
          {
            name: "AUTH_SECRET",
            example: "",
            purpose:
              `Signs sign-in tokens (\`wrangler secret put AUTH_SECRET\` on Cloudflare; wrangler dev reads backend/.env). Required in production, at least ${MIN_SECRET_LENGTH} characters: make one with \`${SECRET_COMMANDS.openssl}\`. ` +
              "Unset outside production, a random one is made per isolate",
          },
        ]
      : []),
  ];
}

/** What compose says when AUTH_SECRET is missing (it stops before starting anything). */
const MISSING_SECRET = `set AUTH_SECRET in .env beside docker-compose.yml (see .env.example); make one with ${SECRET_COMMANDS.openssl}`;

/** The root .env.example: what docker compose reads from .env, with no value for the secret. */
function composeEnvironment(): string {
  return lines(
    "# docker compose reads .env beside docker-compose.yml: copy this file to .env and fill it in.",
    "# .env is in .gitignore; keep it out of the repository.",
    "",
    `# Signs sign-in tokens; required, at least ${MIN_SECRET_LENGTH} characters. Make one with`,
    `#   ${SECRET_COMMANDS.openssl}`,
    "# or, without OpenSSL,",
    `#   ${SECRET_COMMANDS.node}`,
    "AUTH_SECRET=",
  );
}

function compose(model: AppModel): string {
  const database = serverDatabaseProfile(model);
  const frontend = frontendProfile(model);
  const uploads = has(model, "file-upload");
  const appPort = frontend.serving.kind === "static" ? 80 : frontend.serving.port;
  return yamlText(
    {
      services: {
        db: database?.composeService(model),
        backend: {
          build: "./backend",
          environment: {
            DATABASE_URL: database?.urlExample(model, "db"),
            // No default: compose refuses to start without it, and the image runs in production, where the API needs one.
            AUTH_SECRET: has(model, "auth") ? `\${AUTH_SECRET:?${MISSING_SECRET}}` : undefined,
            UPLOAD_DIR: uploads && database ? "/data/uploads" : undefined,
          },
          // The Worker runs under wrangler dev: its local D1 database (and uploaded files) live in .wrangler.
          volumes: database ? (uploads ? ["uploads:/data/uploads"] : undefined) : ["worker-state:/app/.wrangler"],
          depends_on: database ? { db: { condition: "service_healthy" } } : undefined,
          ports: [quoted("3000:3000")],
        },
        frontend: {
          build: "./frontend",
          environment:
            frontend.serving.kind === "server" ? { [frontend.apiUrlVariable]: "http://backend:3000" } : undefined,
          depends_on: ["backend"],
          ports: [quoted(`8080:${appPort}`)],
        },
      },
      volumes: database ? { "db-data": {}, uploads: uploads ? {} : undefined } : { "worker-state": {} },
    },
    "Everything on one machine: docker compose up --build, then open http://localhost:8080",
  );
}

function ciJob(name: string, setup: CiSetup, commands: Commands, extra: YamlObject): YamlObject {
  return {
    "runs-on": "ubuntu-latest",
    defaults: { run: { "working-directory": name } },
    ...extra,
    steps: [
      { uses: "actions/checkout@v4" },
      ...setup,
      { run: commands.install },
      { run: commands.test },
      commands.build === null ? undefined : { run: commands.build },
    ],
  };
}

function workflow(model: AppModel): string {
  const database = serverDatabaseProfile(model);
  const backend = backendProfile(model);
  const frontend = frontendProfile(model);
  return yamlText({
    name: "CI",
    on: spaced({ push: { branches: inline(["main"]) }, pull_request: null }),
    jobs: spaced({
      backend: ciJob(
        "backend",
        backend.ciSetup,
        backend.commands,
        database
          ? {
              services: commented("The database tests run against this service; the rest use the in-memory store.", database.ciService(model)),
              env: { DATABASE_URL: database.ciUrl(model) },
            }
          : {},
      ),
      frontend: spaced(ciJob("frontend", frontend.ciSetup, frontend.commands, {})),
    }),
  });
}

/** scripts/check.sh: the same install, test and build steps CI runs, for both packages. */
function check(model: AppModel): string {
  const steps = (name: string, commands: Commands) =>
    lines(
      `echo "== ${name}"`,
      `(cd ${name} && ${[commands.install, commands.test, commands.build].filter((command): command is string => command !== null).join(" && ")})`,
    );
  return lines(
    "#!/usr/bin/env sh",
    "# Installs, tests and builds both packages: the same steps CI runs.",
    "set -eu",
    `cd "$(dirname "$0")/.."`,
    steps("backend", backendProfile(model).commands),
    steps("frontend", frontendProfile(model).commands),
  );
}

export const devopsEmitter: EmitterDefinition = {
  id: "devops",
  agent: "devops",
  name: "Docker, compose & CI",
  description: (model) =>
    `Dockerfiles for the API and the app, a compose file with ${databaseLabel(model)} for running everything locally, ` +
    "a GitHub Actions workflow that installs, tests (with a database service) and builds both, and the environment documented.",
  dependsOn: ["data-model", "rest-api", "app-shell"],
  applies: () => true,
  covers: { systemIds: ["SYS-scale", "SYS-perf"], messagesFor: ["devops"] },
  emit: (model): GeneratedFile[] => {
    const backend = backendProfile(model);
    const frontend = frontendProfile(model);
    const ignored = [...new Set([...backend.gitignore, ...frontend.gitignore, ...ignoredIcons(model), ".env", "uploads/"])];
    return [
      config("backend/Dockerfile", "devops", backend.dockerfile(model)),
      config("backend/.dockerignore", "devops", backend.dockerignore),
      config(
        "backend/.env.example",
        "devops",
        environment(model)
          .map((variable) => `# ${variable.purpose}\n${variable.name}=${variable.example}`)
          .join("\n\n"),
      ),
      ...frontend.dockerFiles(model),
      config("frontend/.dockerignore", "devops", frontend.dockerignore),
      config("docker-compose.yml", "devops", compose(model)),
      ...(has(model, "auth") ? [config(".env.example", "devops", composeEnvironment())] : []),
      config(".github/workflows/ci.yml", "devops", workflow(model)),
      config(".gitignore", "devops", `${ignored.join("\n")}\n`),
      script("scripts/check.sh", "devops", check(model)),
      ...sampleDataFiles(model),
    ];
  },
};
