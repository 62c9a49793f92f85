import type { AppModel } from "../../../model";
import { code, doc, lines, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, javaFile, javaString, mainPath, packageLine, testPath } from "../names";
import { templateText } from "../../template-texts";

const controller = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/apidocs/OpenApiController.java"), model);

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

function openApiTest(model: AppModel): string {
  const paths = [...new Set(model.apiRoutes.map((route) => route.path.replace(/:(\w+)/g, "{$1}")))];
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertTrue;",
    "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    importLine(model, "support", "TestClient"),
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import com.fasterxml.jackson.databind.ObjectMapper;",
    "import java.nio.charset.StandardCharsets;",
    "import java.util.List;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "",
    `@DisplayName("/api/openapi.json")`,
    "class OpenApiFeatureTest extends ApiTest {",
    "  private static final List<String> PATHS = List.of(",
    paths.map((path) => `      ${javaString(path)}`).join(",\n"),
    "  );",
    "",
    "  @Test",
    `  @DisplayName("describes every route of the API, without signing in")`,
    "  void describesEveryRoute() throws Exception {",
    `    String body = new TestClient(mvc).perform(get("/api/openapi.json")).andExpect(status().is(200))`,
    "        .andReturn().getResponse().getContentAsString(StandardCharsets.UTF_8);",
    `    JsonNode paths = new ObjectMapper().readTree(body).get("paths");`,
    "    for (String path : PATHS) {",
    "      assertTrue(paths.has(path), path);",
    "    }",
    "  }",
    "}",
  );
}

export const apiDocsEmitter = javaFeatureEmitter("api", {
  name: "Public API documentation (OpenAPI)",
  description: "An OpenAPI 3 description of every route, served at /api/openapi.json, and docs/API.md.",
  emit: (model): GeneratedFile[] => [
    code(mainPath(model, "features/apidocs", "OpenApiController.java"), "backend", controller(model)),
    doc("docs/API.md", apiMarkdown(model)),
    test(testPath(model, "", "OpenApiFeatureTest.java"), openApiTest(model)),
  ],
});
