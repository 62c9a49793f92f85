import type { AppModel } from "../../model";
import { json, lines } from "../files";
import { openApiDocument } from "../shared/backend/openapi";
import type { GeneratedFile } from "../types";
import { pyConfig, pyTest } from "./files";
import { pyImport, pyNames, pyString, pyValue } from "./names";
import { templateText } from "../template-texts";

/** Where the API's OpenAPI document lives in the backend: the tests check every answer against it. */
export const API_DOCUMENT_PATH = "backend/app/openapi.json";

/** Values a date and time field must refuse, as the Node backend's tests send them (not RFC 3339). */
export const NOT_RFC_3339 = ["1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"];

/** tests/test_api_document.py: the document's schemas, the fixtures as valid input, and the check itself. */
function documentTest(model: AppModel): string {
  const first = model.entities[0];
  const dated = model.entities.find((entity) => entity.fields.some((field) => field.kind === "date"));
  const date = dated?.fields.find((field) => field.kind === "date");
  const fixtures = model.entities.map((entity) => pyNames(entity).fixture).sort();
  return lines(
    `"""The OpenAPI document (app/openapi.json) and the check every answer of the tests goes through."""`,
    "import httpx",
    "import pytest",
    "",
    "from tests.api_document import check_answer, check_every_schema, schema_problems",
    fixtures.length > 0 && pyImport("tests.fixtures", fixtures),
    fixtures.length > 0 && pyImport("tests.helpers", dated ? ["create_test_client", "expect_status"] : ["create_test_client"]),
    "",
    "",
    "def test_holds_only_valid_schemas_whose_references_resolve() -> None:",
    "    assert check_every_schema() > 0",
    model.entities.length > 0 &&
      lines(
        "",
        "",
        "def test_describes_what_the_tests_send_as_valid_input() -> None:",
        "    client = create_test_client()",
        ...model.entities.map((entity) => `    assert schema_problems(${pyString(`${entity.name}Input`)}, ${pyNames(entity).fixture}(client)) is None`),
      ),
    "",
    "",
    "def test_fails_an_answer_whose_status_or_body_it_does_not_declare() -> None:",
    `    health = {"status": "ok"}`,
    `    check_answer("GET", "/api/health", httpx.Response(200, json=health))`,
    `    with pytest.raises(AssertionError, match="does not declare"):`,
    `        check_answer("GET", "/api/health", httpx.Response(418, json=health))`,
    `    with pytest.raises(AssertionError, match="body"):`,
    `        check_answer("GET", "/api/health", httpx.Response(200, json={"status": "down"}))`,
    `    with pytest.raises(AssertionError, match="body"):`,
    `        check_answer("GET", ${pyString(`/api/${first?.route ?? "health"}`)}, httpx.Response(200, json={}))`,
    `    check_answer("GET", "/api/no-such-thing", httpx.Response(404, json={"error": "No route"}))`,
    `    with pytest.raises(AssertionError, match="no operation"):`,
    `        check_answer("GET", "/api/no-such-thing", httpx.Response(200, json=health))`,
    dated &&
      date &&
      lines(
        "",
        "",
        `def test_fails_an_answered_date_that_is_not_rfc_3339() -> None:`,
        "    client = create_test_client()",
        `    created = expect_status(client.post(${pyString(`/api/${dated.route}`)}, json=${pyNames(dated).fixture}(client)), 201)`,
        `    path = f"/api/${dated.route}/{created['id']}"`,
        `    check_answer("GET", path, httpx.Response(200, json=created))`,
        `    for value in ${pyValue(NOT_RFC_3339)}:`,
        `        with pytest.raises(AssertionError, match="date-time"):`,
        `            check_answer("GET", path, httpx.Response(200, json={**created, ${pyString(date.name)}: value}))`,
      ),
  );
}

/**
 * The API's OpenAPI document in the backend (the one every backend serves at /api/openapi.json), the check that
 * holds every answer of the tests to it, and that check's own tests.
 */
export const apiDocumentFiles = (model: AppModel): GeneratedFile[] => [
  pyConfig(API_DOCUMENT_PATH, "backend", json(openApiDocument(model))),
  pyTest("backend/tests/api_document.py", templateText("python/templates/backend/tests/api_document.py")),
  pyTest("backend/tests/test_api_document.py", documentTest(model)),
];
