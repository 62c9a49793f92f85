import { code, config, json, lines } from "../files";
import { has, type DeployTarget } from "./platform";

const apiEntry = `
import { createApp } from "../src/app.js";
import { readConfig } from "../src/config.js";
import { connectDatabase } from "../src/db/index.js";
import { createMemoryRepositories } from "../src/repositories/index.js";
import { createServices } from "../src/services.js";

// Vercel runs the Express app as one serverless function; DATABASE_URL should point at a hosted PostgreSQL.
const config = readConfig(process.env);
const repositories = config.databaseUrl
  ? (await connectDatabase(config.databaseUrl)).repositories
  : createMemoryRepositories();

export default createApp(createServices(repositories, config));
`;

/** Two Vercel projects from one repository: the static app (frontend/) and the API as a function (backend/). */
export const vercelTarget: DeployTarget = {
  id: "vercel",
  label: "Vercel",
  files: () => [
    config(
      "frontend/vercel.json",
      "deployment",
      json({
        $schema: "https://openapi.vercel.sh/vercel.json",
        framework: "vite",
        buildCommand: "npm run build",
        outputDirectory: "dist",
        rewrites: [{ source: "/((?!assets/).*)", destination: "/index.html" }],
      }),
    ),
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
    code("backend/api/index.ts", "deployment", apiEntry),
  ],
  steps: (model) =>
    lines(
      "1. Create a PostgreSQL database (Vercel Marketplace: Neon or Supabase) and copy its connection string.",
      "2. Import the repository in Vercel as a project with **Root Directory** `backend`. Set `DATABASE_URL`,",
      `   ${has(model, "auth") ? "`AUTH_SECRET` (a long random string) and " : ""}\`CORS_ORIGIN\` (the app's address from step 3).`,
      "3. Import it again as a second project with **Root Directory** `frontend`. Set `VITE_API_URL` to the",
      "   API project's address and redeploy.",
      has(model, "real-time") && "\nServerless functions end streams after their time limit; live updates reconnect by themselves.",
      has(model, "file-upload") && "Uploaded files need object storage on Vercel: implement `FileStorage` with Vercel Blob or S3.",
    ),
};
