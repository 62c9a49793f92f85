import type { AppModel } from "../../model";
import { databaseProfile } from "../databases";
import { config, lines } from "../files";
import { backendProfile, frontendProfile } from "../stacks";
import { has, type DeployTarget } from "./platform";

/** Render runs managed PostgreSQL only; other databases come from a provider of the user's choice. */
const managedDatabase = (model: AppModel) => model.stack.database === "postgresql";

function apiService(model: AppModel): string {
  const native = backendProfile(model).native;
  return lines(
    "  - type: web",
    `    name: ${model.slug}-api`,
    native
      ? lines(
          `    runtime: ${native.runtime}`,
          "    rootDir: backend",
          `    buildCommand: ${native.build}`,
          `    startCommand: ${native.start}`,
        )
      : lines("    runtime: docker", "    rootDir: backend", "    dockerfilePath: ./Dockerfile"),
    "    healthCheckPath: /api/health",
    "    envVars:",
    native?.runtime === "node" && lines("      - key: NODE_VERSION", `        value: "20"`),
    managedDatabase(model)
      ? lines("      - key: DATABASE_URL", "        fromDatabase:", `          name: ${model.slug}-db`, "          property: connectionString")
      : lines("      - key: DATABASE_URL", "        # Your database's connection string, entered in the dashboard.", "        sync: false"),
    has(model, "auth") && lines("      - key: AUTH_SECRET", "        generateValue: true"),
  );
}

function appService(model: AppModel): string {
  const frontend = frontendProfile(model);
  const api = `https://${model.slug}-api.onrender.com`;
  if (frontend.serving.kind === "server") {
    return lines(
      "  - type: web",
      `    name: ${model.slug}`,
      "    runtime: node",
      "    rootDir: frontend",
      `    buildCommand: ${frontend.commands.install} && ${frontend.commands.build ?? "true"}`,
      `    startCommand: ${frontend.serving.start}`,
      "    envVars:",
      "      - key: NODE_VERSION",
      `        value: "20"`,
      `      - key: ${frontend.apiUrlVariable}`,
      `        value: ${api}`,
    );
  }
  return lines(
    "  - type: web",
    `    name: ${model.slug}`,
    "    runtime: static",
    "    rootDir: frontend",
    `    buildCommand: ${frontend.commands.install} && ${frontend.commands.build ?? "true"}`,
    `    staticPublishPath: ${frontend.serving.output}`,
    "    routes:",
    "      # The app calls /api on its own origin; Render forwards it to the API service.",
    "      - type: rewrite",
    "        source: /api/*",
    `        destination: ${api}/api/*`,
    "      - type: rewrite",
    "        source: /*",
    "        destination: /index.html",
  );
}

/** A Render Blueprint: the API as a web service, the app as a static site (or a Node service), the database. */
export const renderTarget: DeployTarget = {
  id: "render",
  label: "Render",
  files: (model) => [
    config(
      "render.yaml",
      "deployment",
      lines(
        "# Render Blueprint: New > Blueprint in the Render dashboard, then pick this repository.",
        "services:",
        apiService(model),
        appService(model),
        managedDatabase(model) && lines("databases:", `  - name: ${model.slug}-db`, "    plan: free"),
      ),
    ),
  ],
  steps: (model) => {
    const database = databaseProfile(model);
    const server = frontendProfile(model).serving.kind === "server";
    const numbered = [
      "Push this repository to GitHub.",
      managedDatabase(model)
        ? `In Render, choose **New > Blueprint** and select the repository; \`render.yaml\` creates the API service,\n   the ${server ? "web app" : "static site"} and the PostgreSQL database (\`${model.slug}-db\`).`
        : `Create a ${database.label} database (${database.hosting}) and keep its connection string.`,
      !managedDatabase(model) &&
        `In Render, choose **New > Blueprint** and select the repository; \`render.yaml\` creates the API service\n   and the ${server ? "web app" : "static site"}. Enter the connection string as the API's \`DATABASE_URL\` when asked.`,
      has(model, "auth") && "`AUTH_SECRET` is generated for you.",
      `If Render gives the API another address than \`https://${model.slug}-api.onrender.com\`, update ${
        server ? `the app's \`${frontendProfile(model).apiUrlVariable}\`` : "the `/api/*` rewrite of the static site"
      } in \`render.yaml\`.`,
    ].filter((step): step is string => typeof step === "string");
    return lines(
      ...numbered.map((step, index) => `${index + 1}. ${step}`),
      has(model, "file-upload") &&
        "\nUploaded files are kept in memory unless `UPLOAD_DIR` points at a Render persistent disk mounted on the API service.",
    );
  },
};
