import type { AppModel } from "../../model";
import { ignoredIcons } from "../shared/frontend/installable";
import { snakeCase } from "../../model/naming";
import { databaseProfile } from "../databases";
import { config, lines, script } from "../files";
import type { CiSetup, Commands } from "../profiles";
import { backendProfile, frontendProfile } from "../stacks";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { sampleDataFiles } from "./sample-data";
import { commented, inline, quoted, spaced, yamlText, type YamlObject } from "../yaml-document";

const has = (model: AppModel, feature: AppModel["features"][number]) => model.features.includes(feature);
export const databaseName = (model: AppModel) => snakeCase(model.slug).slice(0, 40) || "app";

/** The variables the backend reads, with safe examples (documented in .env.example and the README). */
export function environment(model: AppModel): { name: string; example: string; purpose: string }[] {
  const database = databaseProfile(model);
  return [
    { name: "PORT", example: "3000", purpose: "Port the API listens on" },
    {
      name: "DATABASE_URL",
      example: database.urlExample(model, "localhost"),
      purpose: `${database.label} connection string; without it records are kept in memory`,
    },
    { name: "CORS_ORIGIN", example: "", purpose: "The frontend's origin, when it is served from another host than the API" },
    ...(has(model, "auth")
      ? [{ name: "AUTH_SECRET", example: "change-me-to-a-long-random-string", purpose: "Signs sign-in tokens; required in production" }]
      : []),
    ...(has(model, "file-upload") ? [{ name: "UPLOAD_DIR", example: "./uploads", purpose: "Folder for uploaded files; in memory when unset" }] : []),
  ];
}

function compose(model: AppModel): string {
  const database = databaseProfile(model);
  const frontend = frontendProfile(model);
  const uploads = has(model, "file-upload");
  const appPort = frontend.serving.kind === "static" ? 80 : frontend.serving.port;
  return yamlText(
    {
      services: {
        db: database.composeService(model),
        backend: {
          build: "./backend",
          environment: {
            DATABASE_URL: database.urlExample(model, "db"),
            AUTH_SECRET: has(model, "auth") ? "${AUTH_SECRET:-change-me-before-sharing-this}" : undefined,
            UPLOAD_DIR: uploads ? "/data/uploads" : undefined,
          },
          volumes: uploads ? ["uploads:/data/uploads"] : undefined,
          depends_on: { db: { condition: "service_healthy" } },
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
      volumes: { "db-data": {}, uploads: uploads ? {} : undefined },
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
  const database = databaseProfile(model);
  const backend = backendProfile(model);
  const frontend = frontendProfile(model);
  return yamlText({
    name: "CI",
    on: spaced({ push: { branches: inline(["main"]) }, pull_request: null }),
    jobs: spaced({
      backend: ciJob("backend", backend.ciSetup, backend.commands, {
        services: commented("The database tests run against this service; the rest use the in-memory store.", database.ciService(model)),
        env: { DATABASE_URL: database.ciUrl(model) },
      }),
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
    `Dockerfiles for the API and the app, a compose file with ${databaseProfile(model).label} for running everything locally, ` +
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
      config(".github/workflows/ci.yml", "devops", workflow(model)),
      config(".gitignore", "devops", `${ignored.join("\n")}\n`),
      script("scripts/check.sh", "devops", check(model)),
      ...sampleDataFiles(model),
    ];
  },
};
