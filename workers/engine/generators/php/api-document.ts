import type { AppModel } from "../../model";
import { code, lines, test } from "../files";
import { fillBlocks } from "../fill-blocks";
import { openApiDocument } from "../shared/backend/openapi";
import type { GeneratedFile } from "../types";
import { phpHeader, phpNames, phpString } from "./names";
import { templateText } from "../template-texts";

/** The document is written at generation time as JSON inside a nowdoc, read as it is. */
function openApiFile(model: AppModel): string {
  return lines(
    phpHeader("App"),
    "/**",
    " * The OpenAPI 3.0 description of this API. Written from the app model; regenerate rather than edit. The tests check",
    " * every answer against it (tests/Support/ApiDocument.php); with API documentation it is served at /api/openapi.json.",
    " */",
    "final class OpenApi",
    "{",
    "    public const DOCUMENT = <<<'JSON'",
    JSON.stringify(openApiDocument(model), null, 2),
    "JSON;",
    "}",
  );
}

/**
 * The API's OpenAPI document (src/OpenApi.php), written whether or not the app serves it (the API documentation
 * feature does): the tests check every answer they receive against it (tests/Support/ApiDocument.php, called by
 * TestClient), and its own test checks its schemas and that the test fixtures are valid input by it.
 */
export function phpApiDocumentFiles(model: AppModel): GeneratedFile[] {
  const first = model.entities[0];
  return [
    code("backend/src/OpenApi.php", "backend", openApiFile(model)),
    test("backend/tests/Support/ApiDocument.php", templateText("php/templates/backend/tests/Support/ApiDocument.php")),
    test(
      "backend/tests/ApiDocumentTest.php",
      fillBlocks(templateText("php/templates/backend/tests/ApiDocumentTest.php"), {
        fixtureChecks: lines(
          ...model.entities.map(
            (entity) => `self::assertNull(ApiDocument::schemaProblems(${phpString(`${entity.name}Input`)}, Fixtures::${phpNames(entity).fixture}($client)));`,
          ),
        ),
        listPath: phpString(`/api/${first?.route ?? "health"}`),
      }),
    ),
  ];
}
