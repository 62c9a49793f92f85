package app.crumbcobakery.support;

import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.LinkedHashMap;
import java.util.Map;

/** Valid inputs for every record type, the same on every run. */
public final class Fixtures {
  /** Unique values differ per fixture, so records made as parents never clash with the record under test. */
  private static int made;

  private Fixtures() {}

  /** A valid product to send. */
  public static Map<String, Object> productInput(TestClient client) throws Exception {
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("name", "Sample name " + (++made));
    input.put("description", "Sample description");
    input.put("price", 1);
    input.put("stock", 1);
    input.put("active", true);
    return input;
  }

  /** A valid customer to send. */
  public static Map<String, Object> customerInput(TestClient client) throws Exception {
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("name", "Sample name");
    input.put("email", "customer-" + (++made) + "@example.com");
    input.put("phone", "+44 20 7946 0000");
    return input;
  }

  /** A valid pickup slot to send. */
  public static Map<String, Object> pickupSlotInput(TestClient client) throws Exception {
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("startsAt", "2030-01-15T10:00:00.000Z");
    input.put("endsAt", "2030-01-16T10:00:00.000Z");
    input.put("capacity", 1);
    input.put("available", true);
    return input;
  }

  /** A valid order to send. */
  public static Map<String, Object> orderInput(TestClient client) throws Exception {
    String customerId = client.id(client.post("/api/customers", customerInput(client)).andExpect(status().is(201)));
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("customerId", customerId);
    input.put("status", "pending");
    input.put("total", 1);
    input.put("placedAt", "2020-01-15T10:00:00.000Z");
    input.put("pickupSlotId", null);
    return input;
  }

  /** A valid production list to send. */
  public static Map<String, Object> productionListInput(TestClient client) throws Exception {
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("title", "Morning bake");
    input.put("date", "2030-01-15T10:00:00.000Z");
    input.put("notes", "Sample notes");
    return input;
  }
}
