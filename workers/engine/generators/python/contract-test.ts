import type { AppModel } from "../../model";
import { lines } from "../files";
import { contractRoutes } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";
import { pyTest } from "./files";
import { pyString } from "./names";

/** Every route the architecture promises must be served (not answered by the unknown-route handler). */
function apiContractTest(model: AppModel): string {
  return lines(
    `"""The routes docs/ARCHITECTURE.md lists: each must reach its handler (any answer but "No route" or a crash)."""`,
    "from typing import List, Tuple",
    "",
    "import pytest",
    "",
    "from tests.helpers import create_test_client",
    "",
    "ROUTES: List[Tuple[str, str]] = [",
    ...contractRoutes(model).map(([method, path]) => `    (${pyString(method)}, ${pyString(path)}),`),
    "]",
    "",
    "",
    `@pytest.mark.parametrize("method,path", ROUTES)`,
    "def test_route_is_served(method: str, path: str) -> None:",
    "    client = create_test_client()",
    `    url = path.replace(":id", "contract-check")`,
    `    response = client.request(method, url, json={} if method in ("POST", "PUT") else None)`,
    "    assert response.status_code < 500",
    `    body = response.json() if response.headers.get("content-type", "").startswith("application/json") else None`,
    `    error = body.get("error", "") if isinstance(body, dict) else ""`,
    `    assert not str(error).startswith("No route"), f"{method} {path}: {error}"`,
  );
}

/** The qa task's API contract test for the Python backend. */
export const pythonContractTests = (model: AppModel): GeneratedFile[] => [
  pyTest("backend/tests/test_api_contract.py", apiContractTest(model)),
];
