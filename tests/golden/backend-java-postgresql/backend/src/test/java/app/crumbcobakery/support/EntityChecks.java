package app.crumbcobakery.support;

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

  public static final List<Check> ENTITY_CHECKS = List.of(EntityChecks::checkProductLifecycle, EntityChecks::checkOrderLifecycle, EntityChecks::checkCustomerLifecycle, EntityChecks::checkPickupSlotLifecycle, EntityChecks::checkProductionListLifecycle);
  public static final List<Check> REFERENCE_CHECKS = List.of(EntityChecks::checkOrderKeepsReferences);

  private EntityChecks() {}

  /** Creates, lists, reads, updates and deletes a product. */
  public static void checkProductLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.productInput(client);
    JsonNode created = client.json(client.post("/api/products", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/products").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/products/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "name", "Updated name");
    JsonNode updated = client.json(client.put("/api/products/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/products/" + id).andExpect(status().is(204));
    client.get("/api/products/" + id).andExpect(status().is(404));
  }

  /** Creates, lists, reads, updates and deletes an order. */
  public static void checkOrderLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.orderInput(client);
    JsonNode created = client.json(client.post("/api/orders", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/orders").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/orders/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "status", "paid");
    JsonNode updated = client.json(client.put("/api/orders/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/orders/" + id).andExpect(status().is(204));
    client.get("/api/orders/" + id).andExpect(status().is(404));
  }

  /** Creates, lists, reads, updates and deletes a customer. */
  public static void checkCustomerLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.customerInput(client);
    JsonNode created = client.json(client.post("/api/customers", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/customers").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/customers/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "name", "Updated name");
    JsonNode updated = client.json(client.put("/api/customers/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/customers/" + id).andExpect(status().is(204));
    client.get("/api/customers/" + id).andExpect(status().is(404));
  }

  /** Creates, lists, reads, updates and deletes a pickup slot. */
  public static void checkPickupSlotLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.pickupSlotInput(client);
    JsonNode created = client.json(client.post("/api/pickup-slots", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/pickup-slots").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/pickup-slots/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "capacity", 2);
    JsonNode updated = client.json(client.put("/api/pickup-slots/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/pickup-slots/" + id).andExpect(status().is(204));
    client.get("/api/pickup-slots/" + id).andExpect(status().is(404));
  }

  /** Creates, lists, reads, updates and deletes a production list. */
  public static void checkProductionListLifecycle(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.productionListInput(client);
    JsonNode created = client.json(client.post("/api/production-lists", input).andExpect(status().is(201)));
    String id = created.get("id").asText();
    TestClient.assertMatches(input, created);
    JsonNode list = client.json(client.get("/api/production-lists").andExpect(status().is(200)));
    boolean listed = false;
    for (JsonNode record : list) {
      listed = listed || id.equals(record.get("id").asText());
    }
    assertTrue(listed, "the list holds the new record");
    client.get("/api/production-lists/" + id).andExpect(status().is(200));
    Map<String, Object> update = TestClient.with(input, "title", "Afternoon bake");
    JsonNode updated = client.json(client.put("/api/production-lists/" + id, update).andExpect(status().is(200)));
    TestClient.assertMatches(update, updated);
    client.delete("/api/production-lists/" + id).andExpect(status().is(204));
    client.get("/api/production-lists/" + id).andExpect(status().is(404));
  }

  /** The customer an order refers to cannot be deleted while it does. */
  public static void checkOrderKeepsReferences(TestClient client) throws Exception {
    Map<String, Object> input = Fixtures.orderInput(client);
    client.post("/api/orders", input).andExpect(status().is(201));
    client.delete("/api/customers/" + input.get("customerId")).andExpect(status().is(409));
  }
}
