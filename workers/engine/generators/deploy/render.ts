import { config, lines } from "../files";
import { has, type DeployTarget } from "./platform";

/** A Render Blueprint: the API as a Node web service, the app as a static site, a managed PostgreSQL. */
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
        "  - type: web",
        `    name: ${model.slug}-api`,
        "    runtime: node",
        "    rootDir: backend",
        "    buildCommand: npm install --no-audit --no-fund && npm run build",
        "    startCommand: npm start",
        "    healthCheckPath: /api/health",
        "    envVars:",
        "      - key: NODE_VERSION",
        `        value: "20"`,
        "      - key: DATABASE_URL",
        "        fromDatabase:",
        `          name: ${model.slug}-db`,
        "          property: connectionString",
        has(model, "auth") && lines("      - key: AUTH_SECRET", "        generateValue: true"),
        "  - type: web",
        `    name: ${model.slug}`,
        "    runtime: static",
        "    rootDir: frontend",
        "    buildCommand: npm install --no-audit --no-fund && npm run build",
        "    staticPublishPath: dist",
        "    routes:",
        "      # The app calls /api on its own origin; Render forwards it to the API service.",
        "      - type: rewrite",
        "        source: /api/*",
        `        destination: https://${model.slug}-api.onrender.com/api/*`,
        "      - type: rewrite",
        "        source: /*",
        "        destination: /index.html",
        "databases:",
        `  - name: ${model.slug}-db`,
        "    plan: free",
      ),
    ),
  ],
  steps: (model) =>
    lines(
      "1. Push this repository to GitHub.",
      "2. In Render, choose **New > Blueprint** and select the repository; `render.yaml` creates the API service,",
      `   the static site and the PostgreSQL database (\`${model.slug}-db\`).`,
      has(model, "auth") && "3. `AUTH_SECRET` is generated for you; the database URL is wired from the database.",
      `${has(model, "auth") ? 4 : 3}. If Render gives the API another address than \`https://${model.slug}-api.onrender.com\`, update the`,
      "   `/api/*` rewrite of the static site in `render.yaml`.",
      has(model, "file-upload") &&
        "\nUploaded files are kept in memory unless `UPLOAD_DIR` points at a Render persistent disk mounted on the API service.",
    ),
};
