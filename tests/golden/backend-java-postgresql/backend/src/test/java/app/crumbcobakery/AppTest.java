package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
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
  @DisplayName("answers the server's error page, asked for directly, as an unknown route")
  void errorPage() throws Exception {
    JsonNode body = client.json(client.get("/error").andExpect(status().is(404)));
    assertEquals("No route for GET /error", body.get("error").asText());
  }

  @Test
  @DisplayName("answers JSON whatever the Accept header asks for")
  void jsonWhateverIsAccepted() throws Exception {
    client.perform(get("/api/health").accept(MediaType.TEXT_HTML)).andExpect(status().is(200));
    client.perform(get("/api/no-such-thing").accept(MediaType.TEXT_PLAIN)).andExpect(status().is(404));
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

  @Test
  @DisplayName("answers a body in another charset or compressed with 415")
  void unsupportedBody() throws Exception {
    byte[] latin = "{\"name\": \"Caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);
    JsonNode charset = client.json(client.perform(post("/api/products").contentType("application/json; charset=latin1").content(latin))
        .andExpect(status().is(415)));
    assertEquals("Unsupported charset latin1: send JSON as UTF-8", charset.get("error").asText());
    JsonNode compressed = client.json(client.perform(post("/api/products").contentType(MediaType.APPLICATION_JSON)
        .header("Content-Encoding", "gzip").content(gzip("{}"))).andExpect(status().is(415)));
    assertEquals("Unsupported content encoding gzip: send the body uncompressed", compressed.get("error").asText());
  }

  private static byte[] gzip(String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }
}
