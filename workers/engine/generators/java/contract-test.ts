import type { AppModel } from "../../model";
import { lines, test } from "../files";
import { contractRoutes } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";
import { javaString, packageLine, testPath } from "./names";

/** Every route the architecture promises must be served (not answered by the unknown-route handler). */
function apiContractTest(model: AppModel): string {
  const routes = contractRoutes(model);
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertFalse;",
    "import static org.junit.jupiter.api.Assertions.assertTrue;",
    "",
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import java.util.Map;",
    "import java.util.stream.Stream;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.params.ParameterizedTest;",
    "import org.junit.jupiter.params.provider.Arguments;",
    "import org.junit.jupiter.params.provider.MethodSource;",
    "import org.springframework.mock.web.MockHttpServletResponse;",
    "import org.springframework.test.web.servlet.ResultActions;",
    "",
    `/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but "No route" or a crash). */`,
    `@DisplayName("the API contract")`,
    "class ApiContractTest extends ApiTest {",
    "  static Stream<Arguments> routes() {",
    "    return Stream.of(",
    routes.map(([method, path]) => `        Arguments.of(${javaString(method)}, ${javaString(path)})`).join(",\n"),
    "    );",
    "  }",
    "",
    `  @ParameterizedTest(name = "{0} {1} is served")`,
    "  @MethodSource(\"routes\")",
    "  void served(String method, String path) throws Exception {",
    `    String url = path.replace(":id", "contract-check");`,
    "    ResultActions result = switch (method) {",
    `      case "GET" -> client.get(url);`,
    `      case "POST" -> client.post(url, Map.of());`,
    `      case "PUT" -> client.put(url, Map.of());`,
    "      default -> client.delete(url);",
    "    };",
    "    MockHttpServletResponse response = result.andReturn().getResponse();",
    "    assertTrue(response.getStatus() < 500, method + \" \" + url + \" answered \" + response.getStatus());",
    "    String body = response.getContentAsString();",
    "    if (body.startsWith(\"{\")) {",
    "      JsonNode error = client.json(result).get(\"error\");",
    "      assertFalse(error != null && error.asText().startsWith(\"No route\"), method + \" \" + url + \" is not served\");",
    "    }",
    "  }",
    "}",
  );
}

/** The qa task's API contract test for the Java backend (JUnit 5, on the in-memory store). */
export const javaContractTests = (model: AppModel): GeneratedFile[] => [
  test(testPath(model, "", "ApiContractTest.java"), apiContractTest(model)),
];
