package app.habit.support;

import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.LinkedHashMap;
import java.util.Map;

/** Valid inputs for every record type, the same on every run. */
public final class Fixtures {
  private Fixtures() {}

  /** A valid profile to send. */
  public static Map<String, Object> profileInput(TestClient client) throws Exception {
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("displayName", "Sample display name");
    input.put("email", "profile@example.com");
    input.put("bio", "Sample bio");
    return input;
  }

  /** A valid activity to send. */
  public static Map<String, Object> activityInput(TestClient client) throws Exception {
    String profileId = client.id(client.post("/api/profiles", profileInput(client)).andExpect(status().is(201)));
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("title", "Sample title");
    input.put("notes", "Sample notes");
    input.put("occurredAt", "2030-01-15T10:00:00.000Z");
    input.put("profileId", profileId);
    return input;
  }

  /** A valid reminder to send. */
  public static Map<String, Object> reminderInput(TestClient client) throws Exception {
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("title", "Sample title");
    input.put("dueAt", "2030-01-15T10:00:00.000Z");
    input.put("done", true);
    input.put("profileId", null);
    return input;
  }
}
