package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.crumbcobakery.support.EntityChecks;
import app.crumbcobakery.support.Fixtures;
import app.crumbcobakery.support.TestClient;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/api/pickup-slots")
class PickupSlotRoutesTest extends ApiTest {
  @Test
  @DisplayName("creates, lists, reads, updates and deletes a pickup slot")
  void lifecycle() throws Exception {
    EntityChecks.checkPickupSlotLifecycle(client);
  }

  @Test
  @DisplayName("rejects a pickup slot without its required fields")
  void requiredFields() throws Exception {
    JsonNode response = client.json(client.post("/api/pickup-slots", Map.of()).andExpect(status().is(400)));
    List<String> paths = new ArrayList<>();
    response.get("issues").forEach(issue -> paths.add(issue.get("path").asText()));
    assertTrue(paths.containsAll(List.of("startsAt", "endsAt", "capacity")), paths.toString());
  }

  @Test
  @DisplayName("answers 404 for a pickup slot that does not exist")
  void missing() throws Exception {
    client.get("/api/pickup-slots/missing").andExpect(status().is(404));
    client.delete("/api/pickup-slots/missing").andExpect(status().is(404));
    client.put("/api/pickup-slots/missing", Map.of()).andExpect(status().is(404));
  }

  @Test
  @DisplayName("takes starts at only as an RFC 3339 date and time")
  void rfc3339Dates() throws Exception {
    for (String value : new String[] {"1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"}) {
      Map<String, Object> input = TestClient.with(Fixtures.pickupSlotInput(client), "startsAt", value);
      client.post("/api/pickup-slots", input).andExpect(status().is(400));
    }
  }
}
