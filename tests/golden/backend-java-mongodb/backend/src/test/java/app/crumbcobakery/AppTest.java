package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;

@DisplayName("the API")
class AppTest extends ApiTest {
  @Test
  @DisplayName("answers the health check")
  void health() throws Exception {
    JsonNode body = client.json(client.get("/api/health").andExpect(status().is(200)));
    assertEquals("ok", body.get("status").asText());
  }

  @Test
  @DisplayName("answers an unknown route with 404 and a JSON error")
  void unknownRoute() throws Exception {
    JsonNode body = client.json(client.get("/api/no-such-thing").andExpect(status().is(404)));
    assertEquals("No route for GET /api/no-such-thing", body.get("error").asText());
  }

  @Test
  @DisplayName("answers malformed JSON with 400")
  void malformedJson() throws Exception {
    client.perform(post("/api/products").contentType(MediaType.APPLICATION_JSON).content("{not json"))
        .andExpect(status().is(400));
  }

  @Test
  @DisplayName("answers a body that is not JSON with 400")
  void notJson() throws Exception {
    client.perform(post("/api/products").contentType(MediaType.TEXT_PLAIN).content("not json"))
        .andExpect(status().is(400));
  }

  @Test
  @DisplayName("refuses a JSON body above 1 MB with 413")
  void tooLarge() throws Exception {
    String body = "{\"padding\":\"" + "x".repeat(1024 * 1024) + "\"}";
    client.perform(post("/api/products").contentType(MediaType.APPLICATION_JSON).content(body))
        .andExpect(status().is(413));
  }
}
