import type { AppModel } from "../../model";
import { serverDatabaseProfile } from "../databases";
import { config, lines } from "../files";
import { PRODUCTION_FLAG } from "../profiles";
import { backendProfile, frontendProfile } from "../stacks";
import { commented, quoted, yamlText, type YamlObject } from "../yaml-document";
import { has, type DeployTarget } from "./platform";

/** Render runs managed PostgreSQL only; other databases come from a provider of the user's choice. */
const managedDatabase = (model: AppModel) => model.stack.database === "postgresql";

function apiService(model: AppModel): YamlObject {
  const native = backendProfile(model).native;
  const production = PRODUCTION_FLAG[model.stack.backend];
  const runtime = native
    ? { runtime: native.runtime, rootDir: "backend", buildCommand: native.build, startCommand: native.start }
    : { runtime: "docker", rootDir: "backend", dockerfilePath: "./Dockerfile" };
  return {
    type: "web",
    name: `${model.slug}-api`,
    ...runtime,
    healthCheckPath: "/api/health",
    envVars: [
      native?.runtime === "node" ? { key: "NODE_VERSION", value: quoted("20") } : undefined,
      // The image sets it too; a native runtime has only this. It makes AUTH_SECRET required and binds every interface.
      { key: production.name, value: production.value },
      !serverDatabaseProfile(model)
        ? undefined
        : managedDatabase(model)
          ? { key: "DATABASE_URL", fromDatabase: { name: `${model.slug}-db`, property: "connectionString" } }
          : { key: "DATABASE_URL", sync: commented("Your database's connection string, entered in the dashboard.", false) },
      // A random value Render makes and keeps: never written here.
      has(model, "auth") ? { key: "AUTH_SECRET", generateValue: true } : undefined,
    ],
  };
}

function appService(model: AppModel): YamlObject {
  const frontend = frontendProfile(model);
  const api = `https://${model.slug}-api.onrender.com`;
  const buildCommand = `${frontend.commands.install} && ${frontend.commands.build ?? "true"}`;
  if (frontend.serving.kind === "server") {
    return {
      type: "web",
      name: model.slug,
      runtime: "node",
      rootDir: "frontend",
      buildCommand,
      startCommand: frontend.serving.start,
      envVars: [
        { key: "NODE_VERSION", value: quoted("20") },
        { key: frontend.apiUrlVariable, value: api },
      ],
    };
  }
  return {
    type: "web",
    name: model.slug,
    runtime: "static",
    rootDir: "frontend",
    buildCommand,
    staticPublishPath: frontend.serving.output,
    routes: [
      commented("The app calls /api on its own origin; Render forwards it to the API service.", {
        type: "rewrite",
        source: "/api/*",
        destination: `${api}/api/*`,
      }),
      { type: "rewrite", source: "/*", destination: "/index.html" },
    ],
  };
}

/** A Render Blueprint: the API as a web service, the app as a static site (or a Node service), the database. */
export const renderTarget: DeployTarget = {
  id: "render",
  label: "Render",
  files: (model) => [
    config(
      "render.yaml",
      "deployment",
      yamlText(
        {
          services: [apiService(model), appService(model)],
          databases: managedDatabase(model) ? [{ name: `${model.slug}-db`, plan: "free" }] : undefined,
        },
        "Render Blueprint: New > Blueprint in the Render dashboard, then pick this repository.",
      ),
    ),
  ],
  steps: (model) => {
    const database = serverDatabaseProfile(model);
    const server = frontendProfile(model).serving.kind === "server";
    const numbered = [
      "Push this repository to GitHub.",
      !database
        ? `The API is a Cloudflare Worker: deploy it to Cloudflare (\`cd backend && npm run deploy\`, see backend/README.md). Render's\n   API service runs its Docker image, the local simulator (\`wrangler dev\`) with its D1 database in the container: a demo, not production.`
        : managedDatabase(model)
        ? `In Render, choose **New > Blueprint** and select the repository; \`render.yaml\` creates the API service,\n   the ${server ? "web app" : "static site"} and the PostgreSQL database (\`${model.slug}-db\`).`
        : `Create a ${database.label} database (${database.hosting}) and keep its connection string.`,
      !database &&
        `In Render, choose **New > Blueprint** and select the repository; \`render.yaml\` creates the API service\n   and the ${server ? "web app" : "static site"}.`,
      database &&
      !managedDatabase(model) &&
        `In Render, choose **New > Blueprint** and select the repository; \`render.yaml\` creates the API service\n   and the ${server ? "web app" : "static site"}. Enter the connection string as the API's \`DATABASE_URL\` when asked.`,
      has(model, "auth") && "`AUTH_SECRET` is generated for you, a random value Render keeps.",
      `If Render gives the API another address than \`https://${model.slug}-api.onrender.com\`, update ${
        server ? `the app's \`${frontendProfile(model).apiUrlVariable}\`` : "the `/api/*` rewrite of the static site"
      } in \`render.yaml\`.`,
    ].filter((step): step is string => typeof step === "string");
    return lines(
      ...numbered.map((step, index) => `${index + 1}. ${step}`),
      has(model, "file-upload") &&
        (database
          ? "\nUploaded files are kept in memory unless `UPLOAD_DIR` points at a Render persistent disk mounted on the API service."
          : "\nUploaded files are kept in the container's D1 database; on Cloudflare, bind an R2 bucket as `UPLOADS` (backend/wrangler.toml)."),
    );
  },
};
