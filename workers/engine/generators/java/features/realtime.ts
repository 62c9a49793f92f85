import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { fillBlocks } from "../../fill-blocks";
import { ownsRecords } from "../../shared/backend/roles";
import { importLine, javaPackage, javaString, mainPath, packageLine, recordNames, testPath } from "../names";
import { templateText } from "../../template-texts";

/**
 * LiveController.java. Where a role owns record types, a change to one of those reaches a stream only when the
 * stream's account sees the record (Ownership.sees): its creator, and the roles that see every record.
 */
function controller(model: AppModel): string {
  const owning = model.features.includes("auth") && ownsRecords(model);
  return fillBlocks(templateText("java/templates/backend/src/main/java/app/features/live/LiveController.java"), {
    package: javaPackage(model),
    ownershipImports: owning ? lines(importLine(model, "features.auth", "AuthGuard"), importLine(model, "features.auth", "Ownership")) : "",
    requestImport: owning ? "import jakarta.servlet.http.HttpServletRequest;" : "",
    ownershipField: owning ? "private final Ownership ownership;" : "",
    ownershipParameter: owning ? ", Ownership ownership" : "",
    ownershipAssignment: owning ? "this.ownership = ownership;" : "",
    requestParameter: owning ? "HttpServletRequest request, " : "",
    subscribe: owning
      ? lines(
          "// The account the stream was opened by (AuthGuard signed it in): a change to a record of a type its role",
          "// owns reaches it only when the account sees that record.",
          "Object signedIn = request.getAttribute(AuthGuard.USER_ID);",
          "String account = signedIn == null ? null : String.valueOf(signedIn);",
          "unsubscribe[0] = events.subscribe(change -> {",
          "  if (ownership.sees(account, change.topic(), change.id())) {",
          "    send(emitter, change, unsubscribe[0]);",
          "  }",
          "});",
        )
      : "unsubscribe[0] = events.subscribe(change -> send(emitter, change, unsubscribe[0]));",
  });
}

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
