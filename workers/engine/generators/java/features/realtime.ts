import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, javaFile, javaString, mainPath, packageLine, recordNames, testPath } from "../names";
import controllerTemplate from "../templates/backend/src/main/java/app/features/live/LiveController.java?raw";

const controller = (model: AppModel) => javaFile(controllerTemplate, model);

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return "";
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertNotNull;",
    "import static org.junit.jupiter.api.Assertions.assertTrue;",
    "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    importLine(model, "support", "Fixtures"),
    "import java.nio.charset.StandardCharsets;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "import org.springframework.test.web.servlet.MvcResult;",
    "",
    `@DisplayName("/api/live")`,
    "class LiveFeatureTest extends ApiTest {",
    "  @Test",
    `  @DisplayName("streams each change to open connections")`,
    "  void streamsChanges() throws Exception {",
    `    MvcResult stream = client.perform(get("/api/live")).andExpect(request().asyncStarted()).andReturn();`,
    "    String type = stream.getResponse().getContentType();",
    "    assertNotNull(type);",
    `    assertTrue(type.startsWith("text/event-stream"), type);`,
    `    client.post(${javaString(`/api/${entity.route}`)}, Fixtures.${recordNames(entity).fixture}(client)).andExpect(status().is(201));`,
    "    String received = stream.getResponse().getContentAsString(StandardCharsets.UTF_8);",
    `    assertTrue(received.contains(${javaString(`"topic":"${entity.route}"`)}), received);`,
    `    assertTrue(received.contains("\\"action\\":\\"created\\""), received);`,
    "  }",
    "}",
  );
}

export const realtimeEmitter = javaFeatureEmitter("real-time", {
  name: "Real-time updates (server-sent events)",
  description: "A live event stream that announces every created, updated and deleted record to open screens.",
  emit: (model): GeneratedFile[] => [
    code(mainPath(model, "features/live", "LiveController.java"), "backend", controller(model)),
    test(testPath(model, "", "LiveFeatureTest.java"), liveTest(model)),
  ],
});
