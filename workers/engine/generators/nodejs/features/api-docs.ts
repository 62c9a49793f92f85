import type { AppModel } from "../../../model";
import { openApiDocument } from "../../shared/backend/openapi";
import { code, doc, lines, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";

const routes = `
import { Router } from "express";
import { openApiDocument } from "./openapi.js";

/** /api/openapi.json: the machine-readable description of this API, for clients and API tools. */
export function openApiRoutes(): Router {
  const router = Router();
  router.get("/", (_req, res) => {
    res.json(openApiDocument);
  });
  return router;
}
`;

function apiMarkdown(model: AppModel): string {
  return lines(
    `# ${model.name} API`,
    "",
    "Every route answers JSON; errors are `{ \"error\": \"...\" }` (with `issues` for invalid input).",
    model.features.includes("auth") &&
      "Routes marked with a lock need `Authorization: Bearer <token>` from `/api/auth/login` or `/api/auth/register`.",
    "The same description is served as OpenAPI at `/api/openapi.json`.",
    "",
    "| Method | Path | What it does | |",
    "|---|---|---|---|",
    ...model.apiRoutes.map((route) => `| ${route.method} | \`${route.path}\` | ${route.summary} | ${route.auth ? "🔒" : ""} |`),
  );
}

const openApiTest = (model: AppModel) => `
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

describe("/api/openapi.json", () => {
  it("describes every route of the API, without signing in", async () => {
    const { app } = await createTestClient();
    const response = await request(app).get("/api/openapi.json").expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(${JSON.stringify(
      [...new Set(model.apiRoutes.map((route) => route.path.replace(/:(\w+)/g, "{$1}")))],
    )}));
  });
});
`;

export const apiDocsBackend: BackendFeature = {
  feature: "api",
  emitter: backendFeatureEmitter("api", {
    name: "Public API documentation (OpenAPI)",
    description: "An OpenAPI 3 description of every route, served at /api/openapi.json, and docs/API.md.",
    emit: (model) => [
      code("backend/src/features/api-docs/openapi.ts", "backend", `/** Written from the app model; regenerate rather than edit. */\nexport const openApiDocument = ${JSON.stringify(openApiDocument(model), null, 2)};\n`),
      code("backend/src/features/api-docs/routes.ts", "backend", routes),
      doc("docs/API.md", apiMarkdown(model)),
      test("backend/test/openapi.test.ts", openApiTest(model)),
    ],
  }),
  routes: {
    imports: [`import { openApiRoutes } from "./features/api-docs/routes.js";`],
    open: [`app.use("/api/openapi.json", openApiRoutes());`],
  },
};
