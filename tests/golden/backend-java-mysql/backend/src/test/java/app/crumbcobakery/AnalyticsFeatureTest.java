package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/api/analytics")
class AnalyticsFeatureTest extends ApiTest {
  @Test
  @DisplayName("counts usage events by name and records by type")
  void counts() throws Exception {
    client.post("/api/analytics/events", Map.of("name", "page_view", "path", "/")).andExpect(status().is(201));
    client.post("/api/analytics/events", Map.of("name", "page_view", "path", "/")).andExpect(status().is(201));
    client.post("/api/analytics/events", Map.of("name", "signup")).andExpect(status().is(201));
    JsonNode summary = client.json(client.get("/api/analytics/summary").andExpect(status().is(200)));
    assertEquals(2, summary.get("events").get("page_view").asInt());
    assertEquals(1, summary.get("events").get("signup").asInt());
    assertEquals(0, summary.get("records").get("products").asInt());
    assertEquals(0, summary.get("records").get("orders").asInt());
    assertEquals(0, summary.get("records").get("customers").asInt());
    assertEquals(0, summary.get("records").get("pickup-slots").asInt());
    assertEquals(0, summary.get("records").get("production-lists").asInt());
  }

  @Test
  @DisplayName("rejects an event without a name")
  void rejectsNamelessEvents() throws Exception {
    client.post("/api/analytics/events", Map.of()).andExpect(status().is(400));
  }
}
