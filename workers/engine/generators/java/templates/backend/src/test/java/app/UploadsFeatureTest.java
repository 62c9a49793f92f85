package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;

@DisplayName("/api/uploads")
class UploadsFeatureTest extends ApiTest {
  @Test
  @DisplayName("stores a file and gives it back")
  void storesAndServes() throws Exception {
    String name = URLEncoder.encode("menu (final).txt", StandardCharsets.UTF_8).replace("+", "%20");
    JsonNode created = client.json(client.perform(post("/api/uploads")
            .contentType(MediaType.APPLICATION_OCTET_STREAM)
            .header("X-File-Name", name)
            .header("X-File-Type", "text/plain")
            .content("hello".getBytes(StandardCharsets.UTF_8)))
        .andExpect(status().is(201)));
    assertEquals("menu (final).txt", created.get("fileName").asText());
    assertEquals("text/plain", created.get("contentType").asText());
    assertEquals(5, created.get("size").asInt());
    assertEquals(1, client.json(client.get("/api/uploads").andExpect(status().is(200))).size());
    String content = client.get("/api/uploads/" + created.get("id").asText() + "/content")
        .andExpect(status().is(200))
        .andReturn()
        .getResponse()
        .getContentAsString(StandardCharsets.UTF_8);
    assertEquals("hello", content);
  }

  @Test
  @DisplayName("rejects an upload without a name or without content")
  void rejectsIncompleteUploads() throws Exception {
    client.perform(post("/api/uploads").contentType(MediaType.APPLICATION_OCTET_STREAM).content(new byte[] {1}))
        .andExpect(status().is(400));
    client.perform(post("/api/uploads").header("X-File-Name", "empty.txt")).andExpect(status().is(400));
    client.get("/api/uploads/missing/content").andExpect(status().is(404));
  }
}
