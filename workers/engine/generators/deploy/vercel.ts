import type { AppModel } from "../../model";
import { code, config, json, lines } from "../files";
import { MIN_SECRET_LENGTH, SECRET_COMMANDS } from "../profiles";
import { backendProfile, frontendProfile } from "../stacks";
import type { GeneratedFile } from "../types";
import { has, type DeployTarget } from "./platform";
import { templateText } from "../template-texts";

/** Vercel's framework presets for the generated frontends. */
const FRAMEWORKS = { react: "vite", vue: "vite", angular: "angular", nextjs: "nextjs" } as const;

function appConfig(model: AppModel): GeneratedFile {
  const frontend = frontendProfile(model);
  const base = { $schema: "https://openapi.vercel.sh/vercel.json", framework: FRAMEWORKS[model.stack.frontend] };
  if (frontend.serving.kind === "server") return config("frontend/vercel.json", "deployment", json(base));
  return config(
    "frontend/vercel.json",
    "deployment",
    json({
      ...base,
      buildCommand: frontend.commands.build ?? undefined,
      outputDirectory: frontend.serving.output,
      rewrites: [{ source: "/((?!assets/).*)", destination: "/index.html" }],
    }),
  );
}

/** The Node API runs as one Vercel function; the other backends deploy their Dockerfile to a container host. */
const functionApi = (model: AppModel) => backendProfile(model).native?.runtime === "node";

/** Two Vercel projects from one repository: the app (frontend/) and, for a Node API, the API as a function (backend/). */
export const vercelTarget: DeployTarget = {
  id: "vercel",
  label: "Vercel",
  files: (model) => [
    appConfig(model),
    ...(functionApi(model)
      ? [
          config(
            "backend/vercel.json",
            "deployment",
            json({
              $schema: "https://openapi.vercel.sh/vercel.json",
              buildCommand: "npm run build",
              functions: { "api/index.ts": { includeFiles: "migrations/**" } },
              rewrites: [{ source: "/(.*)", destination: "/api" }],
            }),
          ),
          code("backend/api/index.ts", "deployment", templateText("deploy/templates/backend/api/index.ts")),
        ]
      : []),
  ],
  steps: (model) => {
    const variable = frontendProfile(model).apiUrlVariable;
    const auth = has(model, "auth")
      ? `\`AUTH_SECRET\` (sensitive, for every environment; at least ${MIN_SECRET_LENGTH} characters: \`${SECRET_COMMANDS.openssl}\`) and `
      : "";
    if (model.stack.backend === "workers") {
      return lines(
        "1. The API is a Cloudflare Worker with its records in D1: deploy it to Cloudflare (`cd backend && npm run deploy`,",
        `   see backend/README.md), with ${auth}\`CORS_ORIGIN\` (the app's address from step 2) as Worker secrets or variables.`,
        "2. Import the repository in Vercel as a project with **Root Directory** `frontend`. Set",
        `   \`${variable}\` to the Worker's address (https://<name>.<account>.workers.dev) and redeploy.`,
      );
    }
    return lines(
      "1. Create a database on a hosted provider (Vercel Marketplace or your own) and copy its connection string.",
      functionApi(model)
        ? lines(
            "2. Import the repository in Vercel as a project with **Root Directory** `backend`. Set `DATABASE_URL`,",
            `   ${auth}\`CORS_ORIGIN\` (the app's address from step 3).`,
          )
        : lines(
            "2. Vercel has no runtime for this API: deploy `backend/Dockerfile` to a container host (Render, Fly.io,",
            `   Cloud Run) with \`DATABASE_URL\`, ${auth}\`CORS_ORIGIN\` (the app's address from step 3).`,
          ),
      "3. Import the repository in Vercel as a project with **Root Directory** `frontend`. Set",
      `   \`${variable}\` to the API's address and redeploy.`,
      has(model, "real-time") && functionApi(model) && "\nServerless functions end streams after their time limit; live updates reconnect by themselves.",
      has(model, "file-upload") && "Uploaded files need object storage on Vercel: implement `FileStorage` with Vercel Blob or S3.",
    );
  },
};
