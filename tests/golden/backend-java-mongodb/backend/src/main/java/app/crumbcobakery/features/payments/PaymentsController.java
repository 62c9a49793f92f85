package app.crumbcobakery.features.payments;

import app.crumbcobakery.domain.Input;
import app.crumbcobakery.events.Change;
import app.crumbcobakery.events.ChangeEvents;
import app.crumbcobakery.http.ApiException;
import app.crumbcobakery.repositories.Repositories;
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
    if ("succeeded".equals(result.status())) return ResponseEntity.status(201).body(created);
    // A declined payment is kept (GET /api/payments lists it) and answered as every failure is.
    String reason = result.failureReason() == null ? "The payment was declined" : result.failureReason();
    return ResponseEntity.status(402).body(Map.<String, Object>of("error", reason));
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
