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

@DisplayName("/api/production-lists")
class ProductionListRoutesTest extends ApiTest {
  @Test
  @DisplayName("creates, lists, reads, updates and deletes a production list")
  void lifecycle() throws Exception {
    EntityChecks.checkProductionListLifecycle(client);
  }

  @Test
  @DisplayName("rejects a production list without its required fields")
  void requiredFields() throws Exception {
    JsonNode response = client.json(client.post("/api/production-lists", Map.of()).andExpect(status().is(400)));
    List<String> paths = new ArrayList<>();
    response.get("issues").forEach(issue -> paths.add(issue.get("path").asText()));
    assertTrue(paths.containsAll(List.of("title", "date")), paths.toString());
  }

  @Test
  @DisplayName("answers 404 for a production list that does not exist")
  void missing() throws Exception {
    client.get("/api/production-lists/missing").andExpect(status().is(404));
    client.delete("/api/production-lists/missing").andExpect(status().is(404));
    client.put("/api/production-lists/missing", Map.of()).andExpect(status().is(404));
  }

  @Test
  @DisplayName("takes date only as an RFC 3339 date and time")
  void rfc3339Dates() throws Exception {
    for (String value : new String[] {"1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"}) {
      Map<String, Object> input = TestClient.with(Fixtures.productionListInput(client), "date", value);
      client.post("/api/production-lists", input).andExpect(status().is(400));
    }
  }
}
