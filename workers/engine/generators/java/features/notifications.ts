import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, mainPath, packageLine, testPath } from "../names";

const SUB = "features.notifications";

const email = (model: AppModel) => `
${packageLine(model, SUB)}

/** An email to send. */
public record Email(String to, String subject, String text) {}
`;

const mailer = (model: AppModel) => `
${packageLine(model, SUB)}

/** Sends email. An SMTP or email-API adapter implements this; NotificationsConfig picks one. */
public interface Mailer {
  void send(Email email);
}
`;

const outbox = (model: AppModel) => `
${packageLine(model, SUB)}

import java.util.ArrayList;
import java.util.List;

/** Keeps sent emails in memory: the default until a real mailer is configured, and what tests read. */
public class OutboxMailer implements Mailer {
  private final List<Email> sent = new ArrayList<>();

  @Override
  public synchronized void send(Email email) {
    sent.add(email);
  }

  public synchronized List<Email> sent() {
    return List.copyOf(sent);
  }

  public synchronized void clear() {
    sent.clear();
  }
}
`;

const notificationsConfig = (model: AppModel) => `
${packageLine(model, SUB)}

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The mailer the app uses: the in-memory outbox until a real one is configured here. */
@Configuration
public class NotificationsConfig {
  @Bean
  public Mailer mailer() {
    return new OutboxMailer();
  }
}
`;

const controller = (model: AppModel) => `
${packageLine(model, SUB)}

${importLine(model, "domain", "Input")}
${importLine(model, "events", "Change")}
${importLine(model, "events", "ChangeEvents")}
${importLine(model, "http", "ApiException")}
${importLine(model, "repositories", "Repositories")}
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** /api/notifications: in-app notifications, also emailed when the recipient is an email address. */
@RestController
@RequestMapping("/api/notifications")
public class NotificationsController {
  private final Repositories repositories;
  private final Mailer mailer;
  private final ChangeEvents events;

  public NotificationsController(Repositories repositories, Mailer mailer, ChangeEvents events) {
    this.repositories = repositories;
    this.mailer = mailer;
    this.events = events;
  }

  /** Newest first. */
  @GetMapping
  public List<Map<String, Object>> list() {
    List<Map<String, Object>> notifications = new ArrayList<>(repositories.notifications().list());
    Collections.reverse(notifications);
    return notifications;
  }

  @PostMapping
  public ResponseEntity<Map<String, Object>> send(@RequestBody(required = false) JsonNode body) {
    Input input = new Input(body);
    // An email address, or a name for an in-app notification only.
    String recipient = input.requiredText("recipient", 200);
    String title = input.requiredText("title", 200);
    String text = input.optionalText("body", 2000);
    input.check();
    Map<String, Object> notification = new LinkedHashMap<>();
    notification.put("recipient", recipient);
    notification.put("title", title);
    notification.put("body", text);
    notification.put("read", false);
    Map<String, Object> created = repositories.notifications().create(notification);
    if (recipient.contains("@")) {
      mailer.send(new Email(recipient, title, text == null ? title : text));
    }
    events.publish(new Change("notifications", "created", String.valueOf(created.get("id"))));
    return ResponseEntity.status(201).body(created);
  }

  @PostMapping("/{id}/read")
  public Map<String, Object> markRead(@PathVariable("id") String id) {
    Map<String, Object> existing = repositories.notifications().get(id)
        .orElseThrow(() -> new ApiException(404, "Notification not found"));
    existing.put("read", true);
    Map<String, Object> updated = repositories.notifications().update(id, existing)
        .orElseThrow(() -> new ApiException(404, "Notification not found"));
    events.publish(new Change("notifications", "updated", id));
    return updated;
  }
}
`;

const notificationsTest = (model: AppModel) => `
${packageLine(model, "")}

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

${importLine(model, "features.notifications", "Email")}
${importLine(model, "features.notifications", "Mailer")}
${importLine(model, "features.notifications", "OutboxMailer")}
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
`;

export const notificationsEmitter = javaFeatureEmitter("notifications", {
  name: "Notifications API (in-app + email)",
  description:
    "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
    "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
  emit: (model): GeneratedFile[] => {
    const file = (name: string, content: string) => code(mainPath(model, "features/notifications", `${name}.java`), "backend", content);
    return [
      file("Email", email(model)),
      file("Mailer", mailer(model)),
      file("OutboxMailer", outbox(model)),
      file("NotificationsConfig", notificationsConfig(model)),
      file("NotificationsController", controller(model)),
      test(testPath(model, "", "NotificationsFeatureTest.java"), notificationsTest(model)),
    ];
  },
});
