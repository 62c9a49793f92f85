package {{package}}.features.notifications;

import {{package}}.domain.Input;
import {{package}}.events.Change;
import {{package}}.events.ChangeEvents;
import {{package}}.http.ApiException;
import {{package}}.repositories.Repositories;
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
