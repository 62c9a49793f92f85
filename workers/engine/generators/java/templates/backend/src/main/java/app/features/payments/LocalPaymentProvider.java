package {{package}}.features.payments;

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
