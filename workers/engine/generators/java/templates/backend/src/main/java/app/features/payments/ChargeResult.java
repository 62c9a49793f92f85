package {{package}}.features.payments;

/** How a charge went: status is "succeeded" or "failed"; failureReason is null when it succeeded. */
public record ChargeResult(String status, String providerReference, String failureReason) {}
