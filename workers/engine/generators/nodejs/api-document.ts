import type { AppModel } from "../../model";
import { code, fill, lines, literal, test } from "../files";
import { fillBlocks } from "../fill-blocks";
import { openApiDocument } from "../shared/backend/openapi";
import type { GeneratedFile } from "../types";
import { templateText } from "../template-texts";

const fixtureName = (camel: string) => `${camel}Input`;

/**
 * The API's OpenAPI document (src/openapi.ts), written whether or not the app serves it (the API documentation
 * feature does, at /api/openapi.json): the tests check every answer they receive against it
 * (test/api-document.ts, called by test/helpers.ts), and its own test checks that it compiles and that the
 * test fixtures are valid input by it.
 */
export function apiDocumentFiles(model: AppModel): GeneratedFile[] {
  const first = model.entities[0];
  return [
    code("backend/src/openapi.ts", "backend", fill(templateText("nodejs/templates/backend/src/openapi.ts"), { document: JSON.stringify(openApiDocument(model), null, 2) })),
    test("backend/test/api-document.ts", templateText("nodejs/templates/backend/test/api-document.ts")),
    test(
      "backend/test/api-document.test.ts",
      fillBlocks(templateText("nodejs/templates/backend/test/api-document.test.ts"), {
        fixtures: model.entities.map((entity) => fixtureName(entity.camel)).sort().join(", "),
        fixtureChecks: lines(
          ...model.entities.map(
            (entity) => `expect(schemaProblems(${literal(`${entity.name}Input`)}, await ${fixtureName(entity.camel)}(client))).toBeUndefined();`,
          ),
        ),
        listPath: literal(`/api/${first?.route ?? "health"}`),
      }),
    ),
  ];
}
