import { serverDatabase, type ServerDatabase } from "../../model/stack";
import type { AppModel } from "../../model";
import { config, lines } from "../files";
import { MIN_SECRET_LENGTH, PRODUCTION_FLAG, SECRET_COMMANDS } from "../profiles";
import { frontendProfile } from "../stacks";
import { commented, yamlText, type YamlObject } from "../yaml-document";
import { has, type DeployTarget } from "./platform";

const DO_ENGINES: Record<ServerDatabase, string> = { postgresql: "PG", mysql: "MYSQL", mongodb: "MONGODB" };

const github = { repo: "YOUR_GITHUB_USER/YOUR_REPOSITORY", branch: "main", deploy_on_push: true };

const api = (model: AppModel): YamlObject => ({
  name: "api",
  source_dir: "backend",
  dockerfile_path: "backend/Dockerfile",
  github,
  http_port: 3000,
  health_check: { http_path: "/api/health" },
  routes: [{ path: "/api", preserve_path_prefix: true }],
  envs: [
    model.stack.database === "d1" ? undefined : { key: "DATABASE_URL", scope: "RUN_TIME", value: "${db.DATABASE_URL}" },
    // The image sets it too: AUTH_SECRET is then required, and the API binds every interface.
    { key: PRODUCTION_FLAG[model.stack.backend].name, scope: "RUN_TIME", value: PRODUCTION_FLAG[model.stack.backend].value },
    has(model, "auth")
      ? commented("Encrypted; its value is set in the app's settings, never here (see the README).", { key: "AUTH_SECRET", scope: "RUN_TIME", type: "SECRET" })
      : undefined,
  ],
});

/** The app: a static site from the build output, or a service from frontend/Dockerfile when it runs as a server. */
function appSpec(model: AppModel): YamlObject {
  const frontend = frontendProfile(model);
  if (frontend.serving.kind === "server") {
    const web = {
      name: "web",
      source_dir: "frontend",
      dockerfile_path: "frontend/Dockerfile",
      github,
      http_port: frontend.serving.port,
      routes: [{ path: "/" }],
      envs: [{ key: frontend.apiUrlVariable, scope: "RUN_AND_BUILD_TIME", value: "${api.PUBLIC_URL}" }],
    };
    return { services: [api(model), web] };
  }
  const web = {
    name: "web",
    source_dir: "frontend",
    github,
    build_command: `${frontend.commands.install} && ${frontend.commands.build ?? "true"}`,
    output_dir: frontend.serving.output,
    catchall_document: "index.html",
    routes: [{ path: "/" }],
  };
  return { services: [api(model)], static_sites: [web] };
}

function database(model: AppModel): YamlObject {
  const engine = DO_ENGINES[serverDatabase(model.stack.database)];
  if (model.stack.database === "postgresql") return { name: "db", engine, production: false };
  return {
    name: "db",
    engine,
    production: commented("App Platform's dev databases are PostgreSQL only: create this managed cluster first.", true),
    cluster_name: `${model.slug}-db`,
  };
}

/** An app's name as App Platform's spec allows it (DigitalOcean's OpenAPI description, app_spec.yml `name`): 2 to 32 characters. */
export const DIGITALOCEAN_APP_NAME = /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/;
const APP_NAME_MAX = 32;

/**
 * A project's name made an app name DigitalOcean accepts, the same every time (the app is found by it on
 * the next deploy). A longer name keeps its start and ends with a short hash of the whole, so two projects
 * whose names share their first 32 characters do not land on the same app.
 */
export function digitalOceanAppName(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^[^a-z]+/, "").replace(/-+$/, "");
  if (slug.length <= APP_NAME_MAX) return slug.length >= 2 ? slug : slug ? `${slug}-app` : "app";
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const suffix = hash.toString(36).padStart(7, "0").slice(0, 7);
  return `${slug.slice(0, APP_NAME_MAX - suffix.length - 1).replace(/-+$/, "")}-${suffix}`;
}

/** A DigitalOcean App Platform spec: the API from its Dockerfile, the app (static site or service), a database. */
export const digitalOceanTarget: DeployTarget = {
  id: "digitalocean",
  label: "DigitalOcean",
  files: (model) => [
    config(
      ".do/app.yaml",
      "deployment",
      // The name `doctl apps create` accepts, as AppForge's own deploy names the app.
      yamlText({ name: digitalOceanAppName(model.slug), ...appSpec(model), databases: model.stack.database === "d1" ? undefined : [database(model)] }),
    ),
  ],
  steps: (model) =>
    lines(
      "1. Push this repository to GitHub and put its name in `.do/app.yaml` (`YOUR_GITHUB_USER/YOUR_REPOSITORY`).",
      "2. Run `doctl apps create --spec .do/app.yaml` (or create the app from the spec in the control panel).",
      has(model, "auth") &&
        `3. In the app's settings, give the API's \`AUTH_SECRET\` (encrypted) a random value of at least ${MIN_SECRET_LENGTH} characters,\n` +
          `   made with \`${SECRET_COMMANDS.openssl}\`, and redeploy: the API refuses to start without one.`,
      "",
      `The app and the API share one address: \`/api\` goes to the API service, everything else to the ${
        frontendProfile(model).serving.kind === "server" ? "web service" : "static site"
      }.`,
    ),
};
