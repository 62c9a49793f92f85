package app.habit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.habit.support.EntityChecks;
import app.habit.support.Fixtures;
import app.habit.support.TestClient;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/api/activities")
class ActivityRoutesTest extends ApiTest {
  @Test
  @DisplayName("creates, lists, reads, updates and deletes an activity")
  void lifecycle() throws Exception {
    EntityChecks.checkActivityLifecycle(client);
  }

  @Test
  @DisplayName("rejects an activity without its required fields")
  void requiredFields() throws Exception {
    JsonNode response = client.json(client.post("/api/activities", Map.of()).andExpect(status().is(400)));
    List<String> paths = new ArrayList<>();
    response.get("issues").forEach(issue -> paths.add(issue.get("path").asText()));
    assertTrue(paths.containsAll(List.of("title", "occurredAt", "profileId")), paths.toString());
  }

  @Test
  @DisplayName("answers 404 for an activity that does not exist")
  void missing() throws Exception {
    client.get("/api/activities/missing").andExpect(status().is(404));
    client.delete("/api/activities/missing").andExpect(status().is(404));
    client.put("/api/activities/missing", Map.of()).andExpect(status().is(404));
  }

  @Test
  @DisplayName("rejects an activity whose profile does not exist")
  void missingReference() throws Exception {
    Map<String, Object> input = TestClient.with(Fixtures.activityInput(client), "profileId", "missing");
    client.post("/api/activities", input).andExpect(status().is(400));
  }

  @Test
  @DisplayName("takes occurred at only as an RFC 3339 date and time")
  void rfc3339Dates() throws Exception {
    for (String value : new String[] {"1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"}) {
      Map<String, Object> input = TestClient.with(Fixtures.activityInput(client), "occurredAt", value);
      client.post("/api/activities", input).andExpect(status().is(400));
    }
  }

  @Test
  @DisplayName("keeps what an activity refers to")
  void keepsReferences() throws Exception {
    EntityChecks.checkActivityKeepsReferences(client);
  }
}
