import type { AppModel } from "../../model";
import { code, json, lines, test } from "../files";
import { NOT_RFC_3339, openApiDocument } from "../shared/backend/openapi";
import type { GeneratedFile } from "../types";
import { importLine, javaFile, javaString, packageLine, recordNames, testPath } from "./names";
import { templateText } from "../template-texts";

/**
 * Where the API's OpenAPI document lives in the backend: on the classpath, served at /api/openapi.json when the app
 * has API documentation, and read by the tests, which check every answer against it, whether or not it is served.
 */
export const API_DOCUMENT_PATH = "backend/src/main/resources/openapi.json";

/** ApiDocumentTest.java: the document's schemas, the fixtures as valid input, and the check itself. */
function documentTest(model: AppModel): string {
  const first = model.entities[0];
  const dated = model.entities.find((entity) => entity.fields.some((field) => field.kind === "date"));
  const date = dated?.fields.find((field) => field.kind === "date");
  const answer = (value: string) => `${value}.getBytes(StandardCharsets.UTF_8)`;
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertNull;",
    "import static org.junit.jupiter.api.Assertions.assertThrows;",
    "import static org.junit.jupiter.api.Assertions.assertTrue;",
    dated && "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    importLine(model, "support", "ApiDocument"),
    model.entities.length > 0 && importLine(model, "support", "Fixtures"),
    dated && "import com.fasterxml.jackson.databind.JsonNode;",
    dated && "import com.fasterxml.jackson.databind.ObjectMapper;",
    dated && "import com.fasterxml.jackson.databind.node.ObjectNode;",
    "import java.nio.charset.StandardCharsets;",
    dated && "import java.util.List;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "import org.junit.jupiter.api.function.Executable;",
    "",
    `@DisplayName("the OpenAPI document every answer is checked against")`,
    "class ApiDocumentTest extends ApiTest {",
    dated && "  private static final ObjectMapper JSON = new ObjectMapper();",
    `  private static final String JSON_TYPE = "application/json";`,
    "",
    "  /** The check fails, saying what it expected. */",
    "  private static void fails(String expected, Executable check) {",
    "    AssertionError error = assertThrows(AssertionError.class, check);",
    "    assertTrue(error.getMessage().contains(expected), error.getMessage());",
    "  }",
    "",
    "  @Test",
    `  @DisplayName("holds only valid schemas whose references resolve")`,
    "  void validSchemas() {",
    "    assertTrue(ApiDocument.checkEverySchema() > 0);",
    "  }",
    model.entities.length > 0 &&
      lines(
        "",
        "  @Test",
        `  @DisplayName("describes what the tests send as valid input")`,
        "  void fixturesAreValidInput() throws Exception {",
        ...model.entities.map(
          (entity) => `    assertNull(ApiDocument.schemaProblems(${javaString(`${entity.name}Input`)}, Fixtures.${recordNames(entity).fixture}(client)));`,
        ),
        "  }",
      ),
    "",
    "  @Test",
    `  @DisplayName("fails an answer whose status or body it does not declare")`,
    "  void failsUndeclaredAnswers() {",
    `    byte[] health = ${answer(javaString(JSON.stringify({ status: "ok" })))};`,
    `    ApiDocument.checkAnswer("GET", "/api/health", 200, JSON_TYPE, health);`,
    `    fails("does not declare", () -> ApiDocument.checkAnswer("GET", "/api/health", 418, JSON_TYPE, health));`,
    `    fails("body", () -> ApiDocument.checkAnswer("GET", "/api/health", 200, JSON_TYPE, ${answer(javaString(JSON.stringify({ status: "down" })))}));`,
    `    fails("body", () -> ApiDocument.checkAnswer("GET", ${javaString(`/api/${first?.route ?? "health"}`)}, 200, JSON_TYPE, ${answer(javaString("{}"))}));`,
    `    fails("content type", () -> ApiDocument.checkAnswer("GET", "/api/health", 200, "text/html", health));`,
    `    ApiDocument.checkAnswer("GET", "/api/no-such-thing", 404, JSON_TYPE, ${answer(javaString(JSON.stringify({ error: "No route" })))});`,
    `    fails("no operation", () -> ApiDocument.checkAnswer("GET", "/api/no-such-thing", 200, JSON_TYPE, health));`,
    "  }",
    dated &&
      date &&
      lines(
        "",
        "  @Test",
        `  @DisplayName("fails an answered date that is not RFC 3339")`,
        "  void failsDatesThatAreNotRfc3339() throws Exception {",
        `    JsonNode created = client.json(client.post(${javaString(`/api/${dated.route}`)}, Fixtures.${recordNames(dated).fixture}(client)).andExpect(status().is(201)));`,
        `    String path = ${javaString(`/api/${dated.route}/`)} + created.get("id").asText();`,
        "    ApiDocument.checkAnswer(\"GET\", path, 200, JSON_TYPE, JSON.writeValueAsBytes(created));",
        `    for (String value : List.of(${NOT_RFC_3339.map(javaString).join(", ")})) {`,
        "      ObjectNode changed = ((ObjectNode) created).deepCopy();",
        `      changed.put(${javaString(date.name)}, value);`,
        "      byte[] body = JSON.writeValueAsBytes(changed);",
        `      fails("date-time", () -> ApiDocument.checkAnswer("GET", path, 200, JSON_TYPE, body));`,
        "    }",
        "  }",
      ),
    "}",
  );
}

/**
 * The API's OpenAPI document in the backend (the one every backend serves at /api/openapi.json), the check that
 * holds every answer of the tests to it (support/ApiDocument.java, used by TestClient), and that check's own tests.
 */
export const apiDocumentFiles = (model: AppModel): GeneratedFile[] => [
  code(API_DOCUMENT_PATH, "backend", json(openApiDocument(model))),
  test(testPath(model, "support", "ApiDocument.java"), javaFile(templateText("java/templates/backend/src/test/java/app/support/ApiDocument.java"), model)),
  test(testPath(model, "", "ApiDocumentTest.java"), documentTest(model)),
];
