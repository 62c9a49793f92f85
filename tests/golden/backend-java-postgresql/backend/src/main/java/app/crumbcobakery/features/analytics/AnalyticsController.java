package app.crumbcobakery.features.analytics;

import app.crumbcobakery.domain.Input;
import app.crumbcobakery.domain.Values;
import app.crumbcobakery.features.auth.Ownership;
import app.crumbcobakery.repositories.Repositories;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */
@RestController
@RequestMapping("/api/analytics")
public class AnalyticsController {
  private final Repositories repositories;
  private final Ownership ownership;

  public AnalyticsController(Repositories repositories, Ownership ownership) {
    this.repositories = repositories;
    this.ownership = ownership;
  }

  @PostMapping("/events")
  public ResponseEntity<Map<String, Object>> record(@RequestBody(required = false) JsonNode body) {
    Input input = new Input(body);
    Map<String, Object> event = new LinkedHashMap<>();
    event.put("name", input.requiredText("name", 100));
    event.put("path", input.optionalText("path", 500));
    event.put("occurredAt", Values.isoDate(Instant.now()));
    input.check();
    return ResponseEntity.status(201).body(repositories.analyticsEvents().create(event));
  }

  @GetMapping("/summary")
  public Map<String, Object> summary() {
    Map<String, Object> records = new LinkedHashMap<>();
    records.put("products", repositories.products().list().size());
    records.put("orders", ownership.visible("orders", repositories.orders()).list().size());
    records.put("customers", ownership.visible("customers", repositories.customers()).list().size());
    records.put("pickup-slots", repositories.pickupSlots().list().size());
    records.put("production-lists", repositories.productionLists().list().size());
    Map<String, Integer> events = new LinkedHashMap<>();
    for (Map<String, Object> event : repositories.analyticsEvents().list()) {
      events.merge(String.valueOf(event.get("name")), 1, Integer::sum);
    }
    Map<String, Object> summary = new LinkedHashMap<>();
    summary.put("records", records);
    summary.put("events", events);
    return summary;
  }
}
