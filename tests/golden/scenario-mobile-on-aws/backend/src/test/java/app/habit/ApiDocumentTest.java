package app.habit;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.habit.support.ApiDocument;
import app.habit.support.Fixtures;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

@DisplayName("the OpenAPI document every answer is checked against")
class ApiDocumentTest extends ApiTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String JSON_TYPE = "application/json";

  /** The check fails, saying what it expected. */
  private static void fails(String expected, Executable check) {
    AssertionError error = assertThrows(AssertionError.class, check);
    assertTrue(error.getMessage().contains(expected), error.getMessage());
  }

  @Test
  @DisplayName("holds only valid schemas whose references resolve")
  void validSchemas() {
    assertTrue(ApiDocument.checkEverySchema() > 0);
  }

  @Test
  @DisplayName("describes what the tests send as valid input")
  void fixturesAreValidInput() throws Exception {
    assertNull(ApiDocument.schemaProblems("ProfileInput", Fixtures.profileInput(client)));
    assertNull(ApiDocument.schemaProblems("ActivityInput", Fixtures.activityInput(client)));
    assertNull(ApiDocument.schemaProblems("ReminderInput", Fixtures.reminderInput(client)));
  }

  @Test
  @DisplayName("fails an answer whose status or body it does not declare")
  void failsUndeclaredAnswers() {
    byte[] health = "{\"status\":\"ok\"}".getBytes(StandardCharsets.UTF_8);
    ApiDocument.checkAnswer("GET", "/api/health", 200, JSON_TYPE, health);
    fails("does not declare", () -> ApiDocument.checkAnswer("GET", "/api/health", 418, JSON_TYPE, health));
    fails("body", () -> ApiDocument.checkAnswer("GET", "/api/health", 200, JSON_TYPE, "{\"status\":\"down\"}".getBytes(StandardCharsets.UTF_8)));
    fails("body", () -> ApiDocument.checkAnswer("GET", "/api/profiles", 200, JSON_TYPE, "{}".getBytes(StandardCharsets.UTF_8)));
    fails("content type", () -> ApiDocument.checkAnswer("GET", "/api/health", 200, "text/html", health));
    ApiDocument.checkAnswer("GET", "/api/no-such-thing", 404, JSON_TYPE, "{\"error\":\"No route\"}".getBytes(StandardCharsets.UTF_8));
    fails("no operation", () -> ApiDocument.checkAnswer("GET", "/api/no-such-thing", 200, JSON_TYPE, health));
  }

  @Test
  @DisplayName("fails an answered date that is not RFC 3339")
  void failsDatesThatAreNotRfc3339() throws Exception {
    JsonNode created = client.json(client.post("/api/activities", Fixtures.activityInput(client)).andExpect(status().is(201)));
    String path = "/api/activities/" + created.get("id").asText();
    ApiDocument.checkAnswer("GET", path, 200, JSON_TYPE, JSON.writeValueAsBytes(created));
    for (String value : List.of("1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z")) {
      ObjectNode changed = ((ObjectNode) created).deepCopy();
      changed.put("occurredAt", value);
      byte[] body = JSON.writeValueAsBytes(changed);
      fails("date-time", () -> ApiDocument.checkAnswer("GET", path, 200, JSON_TYPE, body));
    }
  }
}
