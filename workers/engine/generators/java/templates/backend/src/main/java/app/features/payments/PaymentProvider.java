package {{package}}.features.payments;

/**
 * Where payments are taken. The app ships with a local provider so it runs and tests with no account;
 * a Stripe (or other) adapter implements this interface and is chosen in PaymentsConfig.
 */
public interface PaymentProvider {
  String name();

  ChargeResult charge(ChargeRequest request);
}
