import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { assertMended } from "./scripts/mend-dependencies.mjs";
import { FakeGitHub } from "./tests/setup/fake-github";
import { FakeGitHubOAuth } from "./tests/setup/fake-github-oauth";
import { githubRequestSchemas } from "./tests/setup/github-openapi";
import { FakeCursor, FakeDigitalOcean, FakeRender, FakeVercel } from "./tests/setup/fake-platforms";
import { FakeCloudflare } from "./tests/setup/fake-cloudflare";
import { FakeModelServer } from "./tests/setup/fake-model";
import { FakeModelList } from "./tests/setup/fake-model-list";

// GitHub, the hosting platforms and Cursor (paid outside services) are played by local fakes at their HTTP
// boundary: the Worker's outgoing requests to <provider>.test reach them; anything else goes out as usual.
// The fake GitHub checks every request body against GitHub's OpenAPI description, read here (Node side), never in workerd.
const github = new FakeGitHub("http://github.test", githubRequestSchemas());
// GitHub's OAuth web flow on the same host, as on GitHub Enterprise Server (web at /, REST API at /api/v3);
// its callback is the test Worker's (SELF.fetch's origin is http://example.com).
const GITHUB_OAUTH_APP = { clientId: "test-oauth-client-id", clientSecret: "test-oauth-client-secret" };
const githubOAuth = new FakeGitHubOAuth({ ...GITHUB_OAUTH_APP, callbackUrl: "http://example.com/api/integrations/github/oauth/callback" });
// Cloudflare's API, and the workers.dev addresses of the Workers deployed through it.
const cloudflare = new FakeCloudflare();
const fakes: Record<string, { handle(request: Request): Promise<Response> }> = {
  "github.test": { handle: (request) => (FakeGitHubOAuth.owns(request) ? githubOAuth.handle(request) : github.handle(request)) },
  "vercel.test": new FakeVercel(),
  "render.test": new FakeRender(),
  "digitalocean.test": new FakeDigitalOcean(),
  "cursor.test": new FakeCursor(),
  "cloudflare.test": cloudflare,
  "model.test": new FakeModelServer(),
  "models.test": new FakeModelList(),
};

// The pool's wrappers as npm install mends them: unmended, a shared runtime's calls slow down with every call before
// them until its stack overflows (scripts/mend-dependencies.mjs).
assertMended();

// wrangler.toml names the client build as the assets directory; the API tests need it to exist, not to be built.
mkdirSync("./build/client", { recursive: true });
// The preview's libraries, read from the assets: Hono and zod for the previewed apps' backends, and each frontend
// stack's library script, which a Cloudflare deploy uploads with the app, and the tokenizer's ranks (about 6 s; the
// build writes the same). Vitest evaluates this file once for the run and once for each project below, all in one
// process, so the flag keeps it to one build per run; `npm test` builds the app before the pool and sets the flag.
if (process.env.PREVIEW_VENDOR_BUILT !== "1") {
  execFileSync(process.execPath, ["scripts/build-preview-vendor.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
  process.env.PREVIEW_VENDOR_BUILT = "1";
}
cpSync("./public/preview-vendor", "./build/client/preview-vendor", { recursive: true });
cpSync("./public/worker-data", "./build/client/worker-data", { recursive: true });

// Generator templates hold the generated apps' own tests: they are text, not tests of this product.
const EXCLUDED = ["**/node_modules/**", "workers/engine/**/templates/**"];
/**
 * Test files that read no storage and leave no state another file could see (no D1, no room; a stubbed global is
 * restored after each test), so they need no emptied storage before each. The stand-ins above live in this process
 * and serve every runtime alike, so a file that only calls them may be here too. A test there that needs storage
 * belongs in another folder.
 */
const NO_STORAGE = [
  "workers/engine/**/*.test.ts",
  "workers/ai/**/*.test.ts",
  "workers/contract/**/*.test.ts",
  "app/**/*.test.ts",
  // Pure functions beside the storage tests of their folders.
  "workers/assets.test.ts",
  "workers/once.test.ts",
  "workers/api/draft/builtin-reading.test.ts",
  "workers/integrations/provider-http.test.ts",
  "workers/project/snapshot.test.ts",
  "workers/engine-ready.test.ts",
  // The providers' adapters against their stand-ins, which run in this process for every runtime alike.
  "workers/integrations/render.test.ts",
  "workers/integrations/cursor.test.ts",
  "workers/integrations/vercel.test.ts",
  "workers/integrations/digitalocean.test.ts",
  "workers/integrations/github.test.ts",
  "workers/integrations/github-branch.test.ts",
];

/** What workerd says when a relayed stream is ended from the other side (see onUnhandledError). */
const STREAM_TEARDOWN = new Set([
  "Stream was cancelled.",
  "The readable side of this TransformStream is no longer readable.",
  "The transform stream has been terminated",
  "Network connection lost.",
]);

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./workers/test-entry.ts",
      remoteBindings: false,
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          SESSION_SECRET: "test-session-secret-test-session-secret-0123",
          PREVIEW_LINK_SECRET: "test-preview-secret-test-preview-secret-0123",
          // Published apps live at names under this host (workers/preview/published-routes.ts).
          APPS_ORIGIN: "http://apps.test",
          TOKEN_ENCRYPTION_KEY: "test-token-key-test-token-key-test-token-0123",
          TASK_PACING_MS: "0",
          REPORT_RETRY_MS: "0",
          // Far above what any test spends but the one that reaches it (workers/api/spend-limits.test.ts).
          AI_MONTHLY_ACCOUNT_LIMIT_USD: "100",
          // Above the default 20: the project list's default page (20) is tested with 21 projects of one account
          // (workers/api/projects.test.ts). workers/api/quotas.test.ts reads the limit, whatever it is.
          QUOTA_PROJECTS_PER_ACCOUNT: "25",
          MODEL_RETRY_MS: "0",
          GITHUB_API_URL: "http://github.test/api/v3",
          GITHUB_OAUTH_URL: "http://github.test",
          GITHUB_OAUTH_CLIENT_ID: GITHUB_OAUTH_APP.clientId,
          GITHUB_OAUTH_CLIENT_SECRET: GITHUB_OAUTH_APP.clientSecret,
          VERCEL_API_URL: "http://vercel.test",
          RENDER_API_URL: "http://render.test",
          DIGITALOCEAN_API_URL: "http://digitalocean.test",
          CURSOR_API_URL: "http://cursor.test",
          CLOUDFLARE_API_URL: "http://cloudflare.test/client/v4",
          CURSOR_POLL_MS: "0",
          DEPLOYMENT_POLL_MS: "0",
        },
        outboundService: (request: Request) => {
          const host = new URL(request.url).hostname;
          return (host.endsWith(".workers.dev") ? cloudflare : fakes[host])?.handle(request) ?? fetch(request);
        },
      },
    }),
  ],
  test: {
    // A run that stops moving (a file's import or setup that never settles: they have no timeout) fails, naming the file.
    reporters: ["default", "./tests/setup/stall-reporter.ts"],
    // CSS templates are read with `?raw`; vitest hands out an empty module for CSS it does not process.
    css: { include: [/\/templates\/.*\.css/] },
    // The AI SDK runs a model call through node:diagnostics_channel's tracePromise; under workerd a failed
    // call's promise is also reported as unhandled, although generateText rejects with it and the room
    // handles it (the attempt fails). Only those reports are ignored; any other unhandled error fails the run.
    // A preview's live stream, relayed by its PreviewBackend (workers/preview/preview-backend.ts), is ended from
    // either side (the test's reader cancels, a new link ends it): workerd then also reports the teardown of the
    // pipe between the objects as unhandled, although the relay catches every end. Only those reports are ignored.
    onUnhandledError: (error: { stack?: string; message?: string }) =>
      (error.stack ?? "").includes("tracing-channel-publisher") || STREAM_TEARDOWN.has(error.message ?? "") ? false : undefined,
    // Room tests wait for whole plans to run; on a loaded 2-core machine that can take several seconds.
    testTimeout: 30_000,
    // One file per core (Vitest's default leaves one core to itself: a single file at a time on CI's two). A
    // file's runtime waits on its rooms, the fakes and the module server as much as it computes, so two files
    // on two cores took 533 s where one took 816 s (docs/benchmarks.md).
    maxWorkers: availableParallelism(),
    projects: [
      // What touches storage (D1, the rooms, the previews). A runtime imports the whole Worker, module by module,
      // before its first test (about 5 s), so the files share a runtime per core, as the pure ones do, and each
      // file starts from empty storage (tests/setup/empty-storage.ts): no file sees another's records. A runtime
      // of its own per file spent about half of the pool's time in those imports (docs/benchmarks.md, 2026-12-05).
      {
        extends: true as const,
        test: {
          name: "storage",
          include: ["workers/**/*.test.ts", "app/**/*.test.ts"],
          exclude: [...EXCLUDED, ...NO_STORAGE],
          isolate: false,
          setupFiles: ["./tests/setup/engine-assets.ts", "./tests/setup/empty-storage.ts", "./tests/setup/console-errors.ts"],
        },
      },
      // Pure code (the engine, the contract, the screens' logic) shares a runtime across its files too, and has no
      // storage to empty before each.
      {
        extends: true as const,
        test: {
          name: "pure",
          include: NO_STORAGE,
          exclude: EXCLUDED,
          isolate: false,
          setupFiles: ["./tests/setup/engine-assets.ts", "./tests/setup/console-errors.ts"],
        },
      },
    ],
  },
}));
