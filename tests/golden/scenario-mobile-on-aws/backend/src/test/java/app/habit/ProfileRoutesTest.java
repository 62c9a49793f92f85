package app.habit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.habit.support.EntityChecks;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/api/profiles")
class ProfileRoutesTest extends ApiTest {
  @Test
  @DisplayName("creates, lists, reads, updates and deletes a profile")
  void lifecycle() throws Exception {
    EntityChecks.checkProfileLifecycle(client);
  }

  @Test
  @DisplayName("rejects a profile without its required fields")
  void requiredFields() throws Exception {
    JsonNode response = client.json(client.post("/api/profiles", Map.of()).andExpect(status().is(400)));
    List<String> paths = new ArrayList<>();
    response.get("issues").forEach(issue -> paths.add(issue.get("path").asText()));
    assertTrue(paths.containsAll(List.of("displayName", "email")), paths.toString());
  }

  @Test
  @DisplayName("answers 404 for a profile that does not exist")
  void missing() throws Exception {
    client.get("/api/profiles/missing").andExpect(status().is(404));
    client.delete("/api/profiles/missing").andExpect(status().is(404));
    client.put("/api/profiles/missing", Map.of()).andExpect(status().is(404));
  }
}
