import type { AppModel, Entity } from "../../../model";
import { code, lines, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, javaString, mainPath, packageLine, recordNames, testPath } from "../names";
import { ownedRoutes, ownsRecords } from "../../shared/backend/roles";

/**
 * AnalyticsController.java. Where a role owns record types, an account of that role counts only its own records
 * of them (the rest do not exist to it); every other count is every record's.
 */
function controller(model: AppModel): string {
  const owned = new Set(model.features.includes("auth") && ownsRecords(model) ? ownedRoutes(model) : []);
  const count = (entity: Entity) => {
    const repository = `repositories.${recordNames(entity).accessor}()`;
    return owned.has(entity.route) ? `ownership.visible(${javaString(entity.route)}, ${repository})` : repository;
  };
  return lines(
    packageLine(model, "features.analytics"),
    "",
    importLine(model, "domain", "Input"),
    importLine(model, "domain", "Values"),
    owned.size > 0 && importLine(model, "features.auth", "Ownership"),
    importLine(model, "repositories", "Repositories"),
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import java.time.Instant;",
    "import java.util.LinkedHashMap;",
    "import java.util.Map;",
    "import org.springframework.http.ResponseEntity;",
    "import org.springframework.web.bind.annotation.GetMapping;",
    "import org.springframework.web.bind.annotation.PostMapping;",
    "import org.springframework.web.bind.annotation.RequestBody;",
    "import org.springframework.web.bind.annotation.RequestMapping;",
    "import org.springframework.web.bind.annotation.RestController;",
    "",
    "/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */",
    "@RestController",
    `@RequestMapping("/api/analytics")`,
    "public class AnalyticsController {",
    "  private final Repositories repositories;",
    owned.size > 0 && "  private final Ownership ownership;",
    "",
    `  public AnalyticsController(Repositories repositories${owned.size > 0 ? ", Ownership ownership" : ""}) {`,
    "    this.repositories = repositories;",
    owned.size > 0 && "    this.ownership = ownership;",
    "  }",
    "",
    `  @PostMapping("/events")`,
    "  public ResponseEntity<Map<String, Object>> record(@RequestBody(required = false) JsonNode body) {",
    "    Input input = new Input(body);",
    "    Map<String, Object> event = new LinkedHashMap<>();",
    `    event.put("name", input.requiredText("name", 100));`,
    `    event.put("path", input.optionalText("path", 500));`,
    `    event.put("occurredAt", Values.isoDate(Instant.now()));`,
    "    input.check();",
    "    return ResponseEntity.status(201).body(repositories.analyticsEvents().create(event));",
    "  }",
    "",
    `  @GetMapping("/summary")`,
    "  public Map<String, Object> summary() {",
    "    Map<String, Object> records = new LinkedHashMap<>();",
    ...model.entities.map((entity) => `    records.put(${javaString(entity.route)}, ${count(entity)}.list().size());`),
    "    Map<String, Integer> events = new LinkedHashMap<>();",
    "    for (Map<String, Object> event : repositories.analyticsEvents().list()) {",
    `      events.merge(String.valueOf(event.get("name")), 1, Integer::sum);`,
    "    }",
    "    Map<String, Object> summary = new LinkedHashMap<>();",
    `    summary.put("records", records);`,
    `    summary.put("events", events);`,
    "    return summary;",
    "  }",
    "}",
  );
}

function analyticsTest(model: AppModel): string {
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertEquals;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import java.util.Map;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "",
    `@DisplayName("/api/analytics")`,
    "class AnalyticsFeatureTest extends ApiTest {",
    "  @Test",
    `  @DisplayName("counts usage events by name and records by type")`,
    "  void counts() throws Exception {",
    `    client.post("/api/analytics/events", Map.of("name", "page_view", "path", "/")).andExpect(status().is(201));`,
    `    client.post("/api/analytics/events", Map.of("name", "page_view", "path", "/")).andExpect(status().is(201));`,
    `    client.post("/api/analytics/events", Map.of("name", "signup")).andExpect(status().is(201));`,
    `    JsonNode summary = client.json(client.get("/api/analytics/summary").andExpect(status().is(200)));`,
    `    assertEquals(2, summary.get("events").get("page_view").asInt());`,
    `    assertEquals(1, summary.get("events").get("signup").asInt());`,
    ...model.entities.map((entity) => `    assertEquals(0, summary.get("records").get(${javaString(entity.route)}).asInt());`),
    "  }",
    "",
    "  @Test",
    `  @DisplayName("rejects an event without a name")`,
    "  void rejectsNamelessEvents() throws Exception {",
    `    client.post("/api/analytics/events", Map.of()).andExpect(status().is(400));`,
    "  }",
    "}",
  );
}

export const analyticsEmitter = javaFeatureEmitter("analytics", {
  name: "Analytics API",
  description: "Usage events stored as records, and a summary of event counts and record counts for reports.",
  emit: (model): GeneratedFile[] => [
    code(mainPath(model, "features/analytics", "AnalyticsController.java"), "backend", controller(model)),
    test(testPath(model, "", "AnalyticsFeatureTest.java"), analyticsTest(model)),
  ],
});
