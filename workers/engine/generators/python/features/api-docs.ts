import type { AppModel } from "../../../model";
import { doc, lines } from "../../files";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyString } from "../names";

const routesPy = `
"""/api/openapi.json: the machine-readable description of this API, for clients and API tools."""
import json
from pathlib import Path
from typing import Any, Dict

from fastapi import APIRouter

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi.json"
"""app/openapi.json: written from the app model (regenerate rather than edit); the tests hold every answer to it."""


def openapi_routes() -> APIRouter:
    document: Dict[str, Any] = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    router = APIRouter()

    @router.get("")
    def openapi() -> Dict[str, Any]:
        return document

    return router
`;

/** docs/API.md: the same table the Node backend's docs give, the API being the same. */
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

const openApiTest = (model: AppModel) =>
  lines(
    `"""/api/openapi.json: the API's description, open to everyone."""`,
    "from tests.helpers import create_test_client, expect_status",
    "",
    "PATHS = [",
    ...[...new Set(model.apiRoutes.map((route) => route.path.replace(/:(\w+)/g, "{$1}")))].map((path) => `    ${pyString(path)},`),
    "]",
    "",
    "",
    "def test_describes_every_route_of_the_api_without_signing_in() -> None:",
    model.features.includes("auth") ? "    client = create_test_client(signed_in=False)" : "    client = create_test_client()",
    `    document = expect_status(client.get("/api/openapi.json"), 200)`,
    `    assert set(PATHS) <= set(document["paths"])`,
  );

export const apiDocsPython: PythonFeature = {
  feature: "api",
  emitter: pythonFeatureEmitter("api", {
    name: "Public API documentation (OpenAPI)",
    description: "An OpenAPI 3 description of every route, served at /api/openapi.json, and docs/API.md.",
    emit: (model) => [
      pyCode("backend/app/features/api_docs/__init__.py", "backend", `"""The API's OpenAPI description."""`),
      pyCode("backend/app/features/api_docs/routes.py", "backend", routesPy),
      doc("docs/API.md", apiMarkdown(model)),
      pyTest("backend/tests/test_openapi.py", openApiTest(model)),
    ],
  }),
  routes: {
    imports: ["from app.features.api_docs.routes import openapi_routes"],
    open: [{ router: "openapi_routes()", prefix: "/api/openapi.json" }],
  },
};
