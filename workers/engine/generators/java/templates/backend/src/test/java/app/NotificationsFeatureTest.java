package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import {{package}}.features.notifications.Email;
import {{package}}.features.notifications.Mailer;
import {{package}}.features.notifications.OutboxMailer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@DisplayName("/api/notifications")
class NotificationsFeatureTest extends ApiTest {
  @Autowired
  private Mailer mailer;

  private OutboxMailer outbox() {
    return (OutboxMailer) mailer;
  }

  @BeforeEach
  void emptyOutbox() {
    outbox().clear();
  }

  @Test
  @DisplayName("stores a notification, emails an address and marks it read")
  void emailsAndMarksRead() throws Exception {
    Map<String, Object> input = Map.of("recipient", "sam@example.com", "title", "Your order is ready", "body", "Come and pick it up");
    JsonNode created = client.json(client.post("/api/notifications", input).andExpect(status().is(201)));
    assertEquals(false, created.get("read").asBoolean());
    assertEquals("Your order is ready", created.get("title").asText());
    assertEquals(List.of(new Email("sam@example.com", "Your order is ready", "Come and pick it up")), outbox().sent());
    JsonNode read = client.json(client.perform(post("/api/notifications/" + created.get("id").asText() + "/read")).andExpect(status().is(200)));
    assertTrue(read.get("read").asBoolean());
    assertEquals(1, client.json(client.get("/api/notifications").andExpect(status().is(200))).size());
  }

  @Test
  @DisplayName("keeps an in-app notification without sending email")
  void inAppOnly() throws Exception {
    client.post("/api/notifications", Map.of("recipient", "kitchen", "title", "New order")).andExpect(status().is(201));
    assertTrue(outbox().sent().isEmpty());
    client.perform(post("/api/notifications/missing/read")).andExpect(status().is(404));
    client.post("/api/notifications", Map.of("title", "No recipient")).andExpect(status().is(400));
  }
}
