import type { AppModel } from "../../model";
import { config, doc, json, lines } from "../files";
import type { GeneratedFile } from "../types";
import { pinnedFor } from "./versions";

/** The Worker's name on Cloudflare: the app's slug, at most 63 characters. */
export const workerName = (model: AppModel) => `${model.slug}-api`.slice(0, 63);

/** backend/package.json, tsconfig.json, wrangler.toml and vitest.config.mts. */
export function workersPackageFiles(model: AppModel): GeneratedFile[] {
  const packageJson = {
    name: workerName(model),
    version: "0.1.0",
    private: true,
    description: `The API of ${model.name}, as a Cloudflare Worker`,
    type: "module",
    scripts: {
      dev: "wrangler dev --port 3000",
      test: "tsc --noEmit && vitest run",
      build: "wrangler deploy --dry-run --outdir dist",
      deploy: "wrangler d1 migrations apply DB --remote && wrangler deploy --var APP_ENV:production",
      "db:migrate": "wrangler d1 migrations apply DB --local",
      "db:seed": "wrangler d1 execute DB --local --file seed/samples.sql",
    },
    dependencies: pinnedFor(["hono", "zod"]),
    devDependencies: pinnedFor(["@cloudflare/vitest-pool-workers", "@cloudflare/workers-types", "typescript", "vitest", "wrangler"]),
  };
  const compilerOptions = {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "Bundler",
    lib: ["ES2023"],
    types: ["@cloudflare/workers-types", "@cloudflare/vitest-pool-workers/types"],
    strict: true,
    noUncheckedIndexedAccess: true,
    isolatedModules: true,
    skipLibCheck: true,
    forceConsistentCasingInFileNames: true,
    noEmit: true,
  };
  const wrangler = lines(
    "# The API as a Cloudflare Worker. `npm run dev` serves it on http://localhost:3000 with a local D1 database.",
    `name = "${workerName(model)}"`,
    `main = "src/index.ts"`,
    `compatibility_date = "2025-09-01"`,
    "",
    "[vars]",
    "# `npm run deploy` sets APP_ENV=production: AUTH_SECRET is then required (wrangler secret put AUTH_SECRET).",
    `APP_ENV = "development"`,
    "",
    "[[d1_databases]]",
    `binding = "DB"`,
    `database_name = "${workerName(model)}"`,
    "# `wrangler d1 create " + workerName(model) + "` prints the id to put here before the first deploy.",
    `database_id = "00000000-0000-0000-0000-000000000000"`,
    `migrations_dir = "migrations"`,
    "",
    model.features.includes("file-upload") &&
      lines(
        "# Uploaded files go to an R2 bucket when one is bound as UPLOADS; without it they are kept in D1.",
        "# To use R2: `wrangler r2 bucket create " + workerName(model) + "-uploads`, then uncomment:",
        "# [[r2_buckets]]",
        `# binding = "UPLOADS"`,
        `# bucket_name = "${workerName(model)}-uploads"`,
      ),
  );
  const vitestConfig = lines(
    `import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";`,
    `import { defineConfig } from "vitest/config";`,
    "",
    "// The tests run inside workerd, on a local D1 database with the migrations applied (test/setup.ts). They share",
    "// it and each empties it first (test/helpers.ts), so the files run one after another.",
    "export default defineConfig(async () => ({",
    "  plugins: [",
    "    cloudflareTest({",
    `      main: "./src/index.ts",`,
    "      remoteBindings: false,",
    `      wrangler: { configPath: "./wrangler.toml" },`,
    `      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations") } },`,
    "    }),",
    "  ],",
    `  test: { setupFiles: ["./test/setup.ts"], fileParallelism: false, testTimeout: 30_000 },`,
    "}));",
  );
  return [
    config("backend/package.json", "backend", json(packageJson)),
    config("backend/tsconfig.json", "backend", json({ compilerOptions, include: ["src", "test"] })),
    config("backend/wrangler.toml", "backend", wrangler),
    config("backend/vitest.config.mts", "backend", vitestConfig),
    doc("backend/README.md", workersReadme(model), "backend"),
  ];
}

/** backend/README.md: what runs where, honestly (the container is the local simulator, Cloudflare is production). */
function workersReadme(model: AppModel): string {
  const live = model.features.includes("real-time");
  const uploads = model.features.includes("file-upload");
  return lines(
    `# ${model.name} API (Cloudflare Workers)`,
    "",
    "A [Hono](https://hono.dev) app running as a Cloudflare Worker, with its records in Cloudflare D1 (SQLite).",
    "",
    "```sh",
    "npm install",
    "cp .env.example .env # wrangler dev reads .env (or .dev.vars); set AUTH_SECRET there if you want sign-ins to survive a restart",
    "npm run db:migrate   # creates the tables in the local D1 database (.wrangler/state)",
    "npm run db:seed      # adds the sample records (seed/samples.sql)",
    "npm run dev          # http://localhost:3000/api/health",
    "npm test             # typecheck, then the tests inside workerd on a local D1 database",
    "```",
    "",
    "## Where it runs",
    "",
    "Its production home is Cloudflare: `wrangler d1 create " + workerName(model) + "` (put the id in `wrangler.toml`),",
    "`wrangler secret put AUTH_SECRET` (32 characters or more: `openssl rand -hex 32`), then `npm run deploy`",
    "(applies the migrations to the remote database, then `wrangler deploy --var APP_ENV:production`).",
    "The Dockerfile runs the same Worker under `wrangler dev` (workerd, the local simulator) with its D1 state in a",
    "volume: good for docker compose and a demo, not a production database.",
    "",
    "## Settings",
    "",
    "| Binding or variable | What it is |",
    "| --- | --- |",
    "| `DB` | The D1 database (wrangler.toml) |",
    "| `AUTH_SECRET` | Signs sign-in tokens; required in production, random per isolate otherwise |",
    "| `APP_ENV` | `production` in the deployed Worker |",
    "| `CORS_ORIGIN` | The frontend's origin when it is not the API's |",
    uploads ? "| `UPLOADS` | An R2 bucket for uploaded files; without it their bytes are kept in D1 (table upload_parts) |" : "",
    "",
    "## Schema",
    "",
    "The tables are SQL in `migrations/` (`wrangler d1 migrations create` adds the next one). No ORM is bundled into",
    "the Worker; to use drizzle, `drizzle-kit pull` with the `d1-http` driver writes a schema from these tables.",
    live &&
      lines(
        "",
        "## Live changes",
        "",
        "`/api/live` streams the changes made through the same isolate: Cloudflare runs a Worker in many isolates, so",
        "a screen connected to one does not hear of a change made through another. That is fine for a single",
        "developer; in production put the broadcaster in a Durable Object (one per app, holding the open streams or",
        "WebSockets) and publish each change to it.",
      ),
  );
}
