// The import boundaries of the Worker and the screens (docs: README "Test it"; design: ARCHITECTURE.md "Layout").
// `npm run check:imports` runs it; `npm test` runs that right after lint. Type-only imports count like any other
// (a loop through types is still a loop), TypeScript paths resolve through tsconfig.json.
//
// Layers, arrows pointing down only:
//   entry      workers/index.ts, workers/router.ts, workers/test-entry.ts (wire everything together)
//   api        workers/api: route files (one Hono sub-app per domain) and the helper modules they share
//   project    workers/project: one project's Durable Object and what orchestrates it
//   middle     workers/engine (pure), workers/ai, workers/integrations, workers/preview
//   bottom     workers/db, workers/contract, and the leaf helpers workers/auth, assets.ts, encoding.ts, env.ts, once.ts, security-headers.ts
// workers/compiler is the entry of another Worker (the compilers', started by workers/preview/compiler-worker.ts):
// it wires the engine's compilers only.
// The screens (app/) talk to the Worker over HTTP: they share its contract, and name the API's type for the typed client.

/** workers/api files that are not route files: shared helpers, which import no route file. app.ts mounts the routes. */
const API_HELPERS = ["context", "errors", "middleware", "owned-project", "preview-links", "provider-errors", "quotas", "rooms", "session-token"];
const API_HELPER = `^workers/api/(${API_HELPERS.join("|")})\\.ts$`;
const API_APP = "^workers/api/app\\.ts$";
/** Every other workers/api/*.ts that is not a test is a route file. */
const API_ROUTE = "^workers/api/[^/]+\\.ts$";
const API_NOT_ROUTE = [API_HELPER, API_APP, "\\.test\\.ts$"];

// The router's own test (workers/router.test.ts) wires the layers as the router does, so it stands with them.
const ENTRY = "^workers/(index|router|router\\.test|test-entry)\\.ts$";
/** Leaf helpers anyone may use: they import only each other and the contract. */
const LEAF_HELPERS = "^workers/(auth/|assets\\.ts$|encoding\\.ts$|env\\.ts$|once\\.ts$|security-headers\\.ts$)";
const BOTTOM = "^workers/(db/|contract/|auth/|assets\\.ts$|encoding\\.ts$|env\\.ts$|once\\.ts$|security-headers\\.ts$)";

export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import loop (type-only imports count). Break it by moving what both sides share into a leaf module both import.",
      from: { path: "^(workers|app)/" },
      to: { circular: true },
    },

    // The screens.
    {
      name: "app-through-the-contract",
      severity: "error",
      comment: "app/ reaches the Worker over HTTP: it imports workers/contract, plus the API's type (workers/api/app.ts) and Env for the typed client.",
      from: { path: "^app/" },
      to: { path: "^workers/", pathNot: ["^workers/contract/", API_APP, "^workers/env\\.ts$"] },
    },
    {
      name: "app-types-only-from-the-worker",
      severity: "error",
      comment: "app/ may name the API's and the environment's types, never load their code.",
      from: { path: "^app/" },
      to: { path: [API_APP, "^workers/env\\.ts$"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "worker-not-into-app",
      severity: "error",
      comment: "The Worker does not import the screens' source (it serves their build).",
      from: { path: "^workers/" },
      to: { path: "^app/" },
    },

    // The Worker's layers.
    {
      name: "entry-at-the-top",
      severity: "error",
      comment: "workers/index.ts, router.ts and test-entry.ts wire the layers together; nothing below imports them.",
      from: { path: "^workers/", pathNot: ENTRY },
      to: { path: ENTRY },
    },
    {
      name: "api-only-from-the-router",
      severity: "error",
      comment: "Only the entry (router) mounts the API; project, engine, ai, integrations, preview, db and contract never import workers/api.",
      from: { path: "^workers/", pathNot: ["^workers/api/", ENTRY] },
      to: { path: "^workers/api/" },
    },
    {
      name: "api-routes-apart",
      severity: "error",
      comment: `Route files in workers/api never import each other: move what two routes share into a helper (${API_HELPERS.join(", ")}) or a domain module below the API.`,
      from: { path: API_ROUTE, pathNot: API_NOT_ROUTE },
      to: { path: API_ROUTE, pathNot: API_NOT_ROUTE },
    },
    {
      name: "api-helpers-below-routes",
      severity: "error",
      comment: "A workers/api helper module imports no route file and not app.ts (else it would carry one route into another).",
      from: { path: API_HELPER },
      to: { path: API_ROUTE, pathNot: API_HELPER },
    },
    {
      name: "project-below-api",
      severity: "error",
      comment: "workers/project runs one project; the API calls it, never the other way round.",
      from: { path: "^workers/project/" },
      to: { path: ["^workers/api/", ENTRY] },
    },
    {
      name: "middle-below-project",
      severity: "error",
      comment: "engine, ai, integrations and preview are used by workers/project and the API; they import neither.",
      from: { path: "^workers/(engine|ai|integrations|preview)/" },
      to: { path: ["^workers/(api|project)/", ENTRY] },
    },
    {
      name: "middle-siblings-apart",
      severity: "error",
      comment: "ai, integrations and preview are separate adapters: they share only what lies below them (engine, db, contract, leaf helpers).",
      from: { path: "^workers/(ai|integrations|preview)/" },
      to: { path: "^workers/(ai|integrations|preview)/", pathNot: "^workers/$1/" },
    },
    {
      name: "engine-is-pure",
      severity: "error",
      comment: "workers/engine is pure (app model in, files out): it imports only itself and workers/contract.",
      from: { path: "^workers/engine/" },
      to: { path: "^workers/", pathNot: "^workers/(engine|contract)/" },
    },
    {
      name: "engine-does-no-io",
      severity: "error",
      comment: "workers/engine does no I/O: no database, HTTP, model SDK, Durable Object or platform module (node's path is pure and allowed).",
      from: { path: "^workers/engine/" },
      to: {
        path: ["^cloudflare:", "(^|/)node_modules/(drizzle-orm|hono|partyserver|partysocket|ai|workers-ai-provider|@ai-sdk/[^/]+|jose)/"],
      },
    },
    {
      name: "engine-no-node-builtins",
      severity: "error",
      comment: "workers/engine uses no node built-in but path (string work on file paths).",
      from: { path: "^workers/engine/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"], pathNot: "^(node:)?path$" },
    },
    {
      name: "db-at-the-bottom",
      severity: "error",
      comment:
        "workers/db imports only itself, workers/contract and the leaf helpers (types included): shapes it shares with the engine, ai or integrations live in workers/contract.",
      from: { path: "^workers/db/", pathNot: "^workers/db/project-state\\.ts$" },
      to: { path: "^workers/", pathNot: BOTTOM },
    },
    {
      name: "db-project-state-exception",
      severity: "error",
      comment:
        "Known exception, to be lifted with the workers/project rewrite: db/project-state.ts parses the stored app design with engine/model's appDesignSchema (its callers are in workers/project; the room should parse it). Nothing else above db.",
      from: { path: "^workers/db/project-state\\.ts$" },
      to: { path: "^workers/", pathNot: [BOTTOM, "^workers/engine/model/index\\.ts$"] },
    },
    {
      name: "queries-live-in-db",
      severity: "error",
      comment:
        "Only workers/db reads and writes tables: elsewhere, call a query function of workers/db (row types may be named). Tests may set up data directly.",
      from: { path: "^workers/", pathNot: ["^workers/db/", "\\.test\\.ts$"] },
      to: { path: ["^workers/db/schema\\.ts$", "(^|/)node_modules/drizzle-orm/"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "contract-is-a-leaf",
      severity: "error",
      comment: "workers/contract is the shared vocabulary (zod schemas and types): it imports nothing else of the Worker.",
      from: { path: "^workers/contract/" },
      to: { path: "^workers/", pathNot: "^workers/contract/" },
    },
    {
      name: "leaf-helpers",
      severity: "error",
      comment: "auth, encoding.ts, env.ts and security-headers.ts are leaves: they import only each other and workers/contract.",
      from: { path: LEAF_HELPERS },
      to: { path: "^workers/", pathNot: [LEAF_HELPERS, "^workers/contract/"] },
    },
  ],
  options: {
    // Generator templates are text read with `?raw` (the generated apps' own code), not modules of the Worker.
    exclude: { path: "^workers/engine/.+/templates/" },
    doNotFollow: { path: "(^|/)node_modules/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "workerd", "worker", "browser", "node", "default", "types"],
      mainFields: ["module", "main", "types"],
    },
  },
};
