package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.crumbcobakery.support.Fixtures;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/api/search")
class SearchFeatureTest extends ApiTest {
  @Test
  @DisplayName("finds products by their text")
  void findsRecords() throws Exception {
    String id = client.id(client.post("/api/products", Fixtures.productInput(client)).andExpect(status().is(201)));
    String query = "SAMPLE%20NAME";
    JsonNode hits = client.json(client.get("/api/search?q=" + query).andExpect(status().is(200)));
    boolean found = false;
    for (JsonNode hit : hits) {
      found = found || ("products".equals(hit.get("route").asText()) && id.equals(hit.get("id").asText()));
    }
    assertTrue(found, hits.toString());
  }

  @Test
  @DisplayName("answers an empty list when nothing matches, and 400 without a query")
  void emptyAndMissingQueries() throws Exception {
    JsonNode hits = client.json(client.get("/api/search?q=no%20record%20says%20this").andExpect(status().is(200)));
    assertEquals(0, hits.size());
    client.get("/api/search").andExpect(status().is(400));
  }
}
