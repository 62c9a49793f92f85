package app.habit.support;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/** What every record type must do, whatever the store: the route tests and the database test run these. */
public final class EntityChecks {
  /** One check against a running app. */
  @FunctionalInterface
  public interface Check {
    void run(TestClient client) throws Exception;
  }

  public static final List<Check> ENTITY_CHECKS = List.of(EntityChecks::checkProfileLifecycle, EntityChecks::checkActivityLifecycle, EntityChecks::checkReminderLifecycle);
  public static final List<Check> REFERENCE_CHECKS = List.of(EntityChecks::checkActivityKeepsReferences);

  private EntityChecks() {}

  /** Creates, lists, reads, updates and deletes a profile. */
  public static void checkProfileLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.profileInput(client);
    JsonNode created = client.json(client.post("/api/profiles", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/profiles").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/profiles/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "displayName", "Updated display name");
    JsonNode updated = client.json(client.put("/api/profiles/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/profiles/" + id).andExpect(status().is(204));
    client.get("/api/profiles/" + id).andExpect(status().is(404));
  }

  /** Creates, lists, reads, updates and deletes an activity. */
  public static void checkActivityLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.activityInput(client);
    JsonNode created = client.json(client.post("/api/activities", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/activities").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/activities/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "title", "Updated title");
    JsonNode updated = client.json(client.put("/api/activities/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/activities/" + id).andExpect(status().is(204));
    client.get("/api/activities/" + id).andExpect(status().is(404));
  }

  /** Creates, lists, reads, updates and deletes a reminder. */
  public static void checkReminderLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.reminderInput(client);
    JsonNode created = client.json(client.post("/api/reminders", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/reminders").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/reminders/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "title", "Updated title");
    JsonNode updated = client.json(client.put("/api/reminders/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/reminders/" + id).andExpect(status().is(204));
    client.get("/api/reminders/" + id).andExpect(status().is(404));
  }

  /** The profile an activity refers to cannot be deleted while it does. */
  public static void checkActivityKeepsReferences(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.activityInput(client);
    client.post("/api/activities", input).andExpect(status().is(201));
    client.delete("/api/profiles/" + input.get("profileId")).andExpect(status().is(409));
  }
}
