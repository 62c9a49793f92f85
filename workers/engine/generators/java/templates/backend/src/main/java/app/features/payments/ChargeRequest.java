package {{package}}.features.payments;

/**
 * A payment to take.
 *
 * @param amount in the currency's smallest unit (cents)
 * @param paymentMethod a payment method token from the provider's client library (or a local test method)
 */
public record ChargeRequest(long amount, String currency, String description, String paymentMethod) {}
