import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, mainPath, packageLine, testPath } from "../names";

const SUB = "features.payments";

const chargeRequest = (model: AppModel) => `
${packageLine(model, SUB)}

/**
 * A payment to take.
 *
 * @param amount in the currency's smallest unit (cents)
 * @param paymentMethod a payment method token from the provider's client library (or a local test method)
 */
public record ChargeRequest(long amount, String currency, String description, String paymentMethod) {}
`;

const chargeResult = (model: AppModel) => `
${packageLine(model, SUB)}

/** How a charge went: status is "succeeded" or "failed"; failureReason is null when it succeeded. */
public record ChargeResult(String status, String providerReference, String failureReason) {}
`;

const provider = (model: AppModel) => `
${packageLine(model, SUB)}

/**
 * Where payments are taken. The app ships with a local provider so it runs and tests with no account;
 * a Stripe (or other) adapter implements this interface and is chosen in PaymentsConfig.
 */
public interface PaymentProvider {
  String name();

  ChargeResult charge(ChargeRequest request);
}
`;

const localProvider = (model: AppModel) => `
${packageLine(model, SUB)}

import java.util.UUID;

/** Local test methods, named like Stripe's: "pm_card_visa" succeeds, {@link #DECLINED_METHOD} is declined. */
public class LocalPaymentProvider implements PaymentProvider {
  public static final String DECLINED_METHOD = "pm_card_chargeDeclined";

  @Override
  public String name() {
    return "local";
  }

  @Override
  public ChargeResult charge(ChargeRequest request) {
    String reference = "local_" + UUID.randomUUID();
    if (DECLINED_METHOD.equals(request.paymentMethod())) {
      return new ChargeResult("failed", reference, "The card was declined");
    }
    return new ChargeResult("succeeded", reference, null);
  }
}
`;

const paymentsConfig = (model: AppModel) => `
${packageLine(model, SUB)}

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The payment provider the app uses: the local one until a real adapter is configured here. */
@Configuration
public class PaymentsConfig {
  @Bean
  public PaymentProvider paymentProvider() {
    return new LocalPaymentProvider();
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** /api/payments: take a payment through the configured provider and keep its record. */
@RestController
@RequestMapping("/api/payments")
public class PaymentsController {
  private static final Pattern CURRENCY = Pattern.compile("^[A-Za-z]{3}$");
  private final Repositories repositories;
  private final PaymentProvider payments;
  private final ChangeEvents events;

  public PaymentsController(Repositories repositories, PaymentProvider payments, ChangeEvents events) {
    this.repositories = repositories;
    this.payments = payments;
    this.events = events;
  }

  @PostMapping("/checkout")
  public ResponseEntity<Map<String, Object>> checkout(@RequestBody(required = false) JsonNode body) {
    Input input = new Input(body);
    Long amount = input.positiveWholeNumber("amount");
    String currency = input.has("currency") ? input.requiredText("currency", 3) : "usd";
    if (currency != null && !CURRENCY.matcher(currency).matches()) {
      input.problem("currency", "Use a three-letter currency code");
    }
    String description = input.optionalText("description", 200);
    String paymentMethod = input.requiredText("paymentMethod", 200);
    input.check();
    String code = currency.toLowerCase(Locale.ROOT);
    ChargeResult result = payments.charge(new ChargeRequest(amount, code, description, paymentMethod));
    Map<String, Object> payment = new LinkedHashMap<>();
    payment.put("amount", amount);
    payment.put("currency", code);
    payment.put("description", description);
    payment.put("status", result.status());
    payment.put("providerReference", result.providerReference());
    payment.put("failureReason", result.failureReason());
    Map<String, Object> created = repositories.payments().create(payment);
    events.publish(new Change("payments", "created", String.valueOf(created.get("id"))));
    return ResponseEntity.status("succeeded".equals(result.status()) ? 201 : 402).body(created);
  }

  @GetMapping
  public List<Map<String, Object>> list() {
    return repositories.payments().list();
  }

  @GetMapping("/{id}")
  public Map<String, Object> read(@PathVariable("id") String id) {
    return repositories.payments().get(id).orElseThrow(() -> new ApiException(404, "Payment not found"));
  }
}
`;

const paymentsTest = (model: AppModel) => `
${packageLine(model, "")}

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

${importLine(model, "features.payments", "LocalPaymentProvider")}
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
    JsonNode payment = client.json(client.post("/api/payments/checkout", checkout).andExpect(status().is(402)));
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
`;

export const paymentsEmitter = javaFeatureEmitter("payments", {
  name: "Payments API (provider interface + local provider)",
  description:
    "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
    "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
  emit: (model): GeneratedFile[] => {
    const file = (name: string, content: string) => code(mainPath(model, "features/payments", `${name}.java`), "backend", content);
    return [
      file("ChargeRequest", chargeRequest(model)),
      file("ChargeResult", chargeResult(model)),
      file("PaymentProvider", provider(model)),
      file("LocalPaymentProvider", localProvider(model)),
      file("PaymentsConfig", paymentsConfig(model)),
      file("PaymentsController", controller(model)),
      test(testPath(model, "", "PaymentsFeatureTest.java"), paymentsTest(model)),
    ];
  },
});
