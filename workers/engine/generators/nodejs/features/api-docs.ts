import type { AppModel } from "../../../model";
import { code, doc, fill, lines, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import { openApiPath } from "../../shared/backend/openapi";
import type { BackendFeature } from "../feature";
import { fillBlocks } from "../../fill-blocks";
import { templateText } from "../../template-texts";

/** docs/API.md: one table row per route, a lock on the ones that need a signed-in user. */
export const apiDoc = (model: AppModel) =>
  fillBlocks(templateText("nodejs/templates/docs/API.md"), {
    appName: model.name,
    authNote: model.features.includes("auth")
      ? "Routes marked with a lock need `Authorization: Bearer <token>` from `/api/auth/login` or `/api/auth/register`."
      : "",
    routes: lines(...model.apiRoutes.map((route) => `| ${route.method} | \`${route.path}\` | ${route.summary} | ${route.auth ? "🔒" : ""} |`)),
  });

/** The OpenAPI paths the test expects: each route once, its :params written as {params}. */
const openApiPaths = (model: AppModel) => JSON.stringify([...new Set(model.apiRoutes.map((route) => openApiPath(route.path)))]);

export const apiDocsBackend: BackendFeature = {
  feature: "api",
  emitter: backendFeatureEmitter("api", {
    name: "Public API documentation (OpenAPI)",
    description: "The OpenAPI 3 description of every route (what it takes, each status it answers and with what), served at /api/openapi.json, and docs/API.md.",
    emit: (model) => [
      code("backend/src/features/api-docs/routes.ts", "backend", templateText("nodejs/templates/backend/src/features/api-docs/routes.ts")),
      doc("docs/API.md", apiDoc(model)),
      test("backend/test/openapi.test.ts", fill(templateText("nodejs/templates/backend/test/openapi.test.ts"), { paths: openApiPaths(model) })),
    ],
  }),
  routes: {
    imports: [`import { openApiRoutes } from "./features/api-docs/routes.js";`],
    open: [`app.use("/api/openapi.json", openApiRoutes());`],
  },
};
