package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.crumbcobakery.support.Fixtures;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.test.web.servlet.MvcResult;

@DisplayName("/api/live")
class LiveFeatureTest extends ApiTest {
  @Test
  @DisplayName("streams each change to open connections")
  void streamsChanges() throws Exception {
    MvcResult stream = client.perform(get("/api/live")).andExpect(request().asyncStarted()).andReturn();
    String type = stream.getResponse().getContentType();
    assertNotNull(type);
    assertTrue(type.startsWith("text/event-stream"), type);
    client.post("/api/products", Fixtures.productInput(client)).andExpect(status().is(201));
    String received = stream.getResponse().getContentAsString(StandardCharsets.UTF_8);
    assertTrue(received.contains("\"topic\":\"products\""), received);
    assertTrue(received.contains("\"action\":\"created\""), received);
  }
}
