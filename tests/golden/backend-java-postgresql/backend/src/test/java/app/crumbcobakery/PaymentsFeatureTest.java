package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.crumbcobakery.features.payments.LocalPaymentProvider;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/api/payments")
class PaymentsFeatureTest extends ApiTest {
  @Test
  @DisplayName("takes a payment and keeps its record")
  void takesAPayment() throws Exception {
    Map<String, Object> checkout = Map.of("amount", 2500, "currency", "EUR", "description", "First order", "paymentMethod", "pm_card_visa");
    JsonNode payment = client.json(client.post("/api/payments/checkout", checkout).andExpect(status().is(201)));
    assertEquals(2500, payment.get("amount").asInt());
    assertEquals("eur", payment.get("currency").asText());
    assertEquals("succeeded", payment.get("status").asText());
    assertTrue(payment.get("failureReason").isNull());
    JsonNode list = client.json(client.get("/api/payments").andExpect(status().is(200)));
    assertEquals(1, list.size());
    client.get("/api/payments/" + payment.get("id").asText()).andExpect(status().is(200));
    client.get("/api/payments/missing").andExpect(status().is(404));
  }

  @Test
  @DisplayName("records a declined card as a failed payment")
  void declined() throws Exception {
    Map<String, Object> checkout = Map.of("amount", 100, "paymentMethod", LocalPaymentProvider.DECLINED_METHOD);
    JsonNode answer = client.json(client.post("/api/payments/checkout", checkout).andExpect(status().is(402)));
    // Answered as every failure is; the payment is kept as a failed one.
    assertEquals("The card was declined", answer.get("error").asText());
    assertEquals(1, answer.size());
    JsonNode list = client.json(client.get("/api/payments").andExpect(status().is(200)));
    assertEquals(1, list.size());
    JsonNode payment = list.get(0);
    assertEquals("failed", payment.get("status").asText());
    assertEquals("The card was declined", payment.get("failureReason").asText());
    assertEquals("usd", payment.get("currency").asText());
  }

  @Test
  @DisplayName("rejects an amount that is not a positive whole number of cents")
  void rejectsBadAmounts() throws Exception {
    client.post("/api/payments/checkout", Map.of("amount", -5, "paymentMethod", "pm_card_visa")).andExpect(status().is(400));
    client.post("/api/payments/checkout", Map.of("amount", 1.5, "paymentMethod", "pm_card_visa")).andExpect(status().is(400));
    client.post("/api/payments/checkout", Map.of("amount", 100, "currency", "euro", "paymentMethod", "pm_card_visa"))
        .andExpect(status().is(400));
  }
}
