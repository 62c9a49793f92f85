package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import app.crumbcobakery.support.Fixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.test.web.servlet.ResultActions;

/** Each rule of docs/ARCHITECTURE.md ("Business rules"), broken and kept. */
@DisplayName("the business rules")
class RulesTest extends ApiTest {
  private static void expect(List<String> failures, String title, ResultActions result, int status) throws Exception {
    int actual = result.andReturn().getResponse().getStatus();
    if (actual != status) {
      failures.add(title + ": expected " + status + ", got " + actual + " " + result.andReturn().getResponse().getContentAsString());
    }
  }

  @Test
  @DisplayName("every rule refuses what breaks it and allows what keeps it")
  void everyRuleIsKept() throws Exception {
    List<String> failures = new ArrayList<>();
    // RULE-1: order total is between 1 and 500; refuses one with total 0
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      input.put("total", 0);
      expect(failures, "RULE-1: order total is between 1 and 500; refuses one with total 0", client.post("/api/orders", input), 400);
    }
    // RULE-1: order total is between 1 and 500; allows one with total 1
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      input.put("total", 1);
      expect(failures, "RULE-1: order total is between 1 and 500; allows one with total 1", client.post("/api/orders", input), 201);
    }
    // RULE-1: order total is between 1 and 500; refuses one with total 501
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      input.put("total", 501);
      expect(failures, "RULE-1: order total is between 1 and 500; refuses one with total 501", client.post("/api/orders", input), 400);
    }
    // RULE-1: order total is between 1 and 500; allows one with total 500
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      input.put("total", 500);
      expect(failures, "RULE-1: order total is between 1 and 500; allows one with total 500", client.post("/api/orders", input), 201);
    }
    // RULE-2: product stock is at least 0; refuses one with stock -1
    {
      Map<String, Object> input = Fixtures.productInput(client);
      input.put("stock", -1);
      expect(failures, "RULE-2: product stock is at least 0; refuses one with stock -1", client.post("/api/products", input), 400);
    }
    // RULE-2: product stock is at least 0; allows one with stock 0
    {
      Map<String, Object> input = Fixtures.productInput(client);
      input.put("stock", 0);
      expect(failures, "RULE-2: product stock is at least 0; allows one with stock 0", client.post("/api/products", input), 201);
    }
    // RULE-3: product name is unique; refuses the same one twice
    {
      Map<String, Object> input = Fixtures.productInput(client);
      client.post("/api/products", input);
      expect(failures, "RULE-3: product name is unique; refuses the same one twice", client.post("/api/products", input), 409);
    }
    // RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); refuses one with phone "call me"
    {
      Map<String, Object> input = Fixtures.customerInput(client);
      input.put("phone", "call me");
      expect(failures, "RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); refuses one with phone \"call me\"", client.post("/api/customers", input), 400);
    }
    // RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); allows one with phone "+44 20 7946 0999"
    {
      Map<String, Object> input = Fixtures.customerInput(client);
      input.put("phone", "+44 20 7946 0999");
      expect(failures, "RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); allows one with phone \"+44 20 7946 0999\"", client.post("/api/customers", input), 201);
    }
    // RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses one with status "paid"
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      input.put("status", "paid");
      expect(failures, "RULE-5: order status starts as pending and moves pending \u2192 paid, paid \u2192 collected; refuses one with status \"paid\"", client.post("/api/orders", input), 400);
    }
    // RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses a change to status "collected"
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      String id = client.id(client.post("/api/orders", input));
      input.put("status", "collected");
      expect(failures, "RULE-5: order status starts as pending and moves pending \u2192 paid, paid \u2192 collected; refuses a change to status \"collected\"", client.put("/api/orders/" + id, input), 400);
    }
    // RULE-5: order status starts as pending and moves pending → paid, paid → collected; allows a change to status "paid"
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      String id = client.id(client.post("/api/orders", input));
      input.put("status", "paid");
      expect(failures, "RULE-5: order status starts as pending and moves pending \u2192 paid, paid \u2192 collected; allows a change to status \"paid\"", client.put("/api/orders/" + id, input), 200);
    }
    // RULE-6: pickup slot endsAt is after startsAt; refuses one with endsAt "2030-01-14T10:00:00.000Z", startsAt "2030-01-15T10:00:00.000Z"
    {
      Map<String, Object> input = Fixtures.pickupSlotInput(client);
      input.put("endsAt", "2030-01-14T10:00:00.000Z");
      input.put("startsAt", "2030-01-15T10:00:00.000Z");
      expect(failures, "RULE-6: pickup slot endsAt is after startsAt; refuses one with endsAt \"2030-01-14T10:00:00.000Z\", startsAt \"2030-01-15T10:00:00.000Z\"", client.post("/api/pickup-slots", input), 400);
    }
    // RULE-6: pickup slot endsAt is after startsAt; allows one with endsAt "2030-01-17T10:00:00.000Z", startsAt "2030-01-15T10:00:00.000Z"
    {
      Map<String, Object> input = Fixtures.pickupSlotInput(client);
      input.put("endsAt", "2030-01-17T10:00:00.000Z");
      input.put("startsAt", "2030-01-15T10:00:00.000Z");
      expect(failures, "RULE-6: pickup slot endsAt is after startsAt; allows one with endsAt \"2030-01-17T10:00:00.000Z\", startsAt \"2030-01-15T10:00:00.000Z\"", client.post("/api/pickup-slots", input), 201);
    }
    // RULE-7: order placedAt is in the past; refuses one with placedAt "2999-01-01T00:00:00.000Z"
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      input.put("placedAt", "2999-01-01T00:00:00.000Z");
      expect(failures, "RULE-7: order placedAt is in the past; refuses one with placedAt \"2999-01-01T00:00:00.000Z\"", client.post("/api/orders", input), 400);
    }
    // RULE-7: order placedAt is in the past; allows a valid one
    {
      Map<String, Object> input = Fixtures.orderInput(client);
      expect(failures, "RULE-7: order placedAt is in the past; allows a valid one", client.post("/api/orders", input), 201);
    }
    // RULE-8: production list title is one of Morning bake or Afternoon bake; refuses one with title "none of these"
    {
      Map<String, Object> input = Fixtures.productionListInput(client);
      input.put("title", "none of these");
      expect(failures, "RULE-8: production list title is one of Morning bake or Afternoon bake; refuses one with title \"none of these\"", client.post("/api/production-lists", input), 400);
    }
    // RULE-8: production list title is one of Morning bake or Afternoon bake; allows one with title "Afternoon bake"
    {
      Map<String, Object> input = Fixtures.productionListInput(client);
      input.put("title", "Afternoon bake");
      expect(failures, "RULE-8: production list title is one of Morning bake or Afternoon bake; allows one with title \"Afternoon bake\"", client.post("/api/production-lists", input), 201);
    }
    // RULE-9: customer email is unique; refuses the same one twice
    {
      Map<String, Object> input = Fixtures.customerInput(client);
      client.post("/api/customers", input);
      expect(failures, "RULE-9: customer email is unique; refuses the same one twice", client.post("/api/customers", input), 409);
    }
    assertEquals(List.of(), failures);
  }
}
