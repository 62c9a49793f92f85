package app.crumbcobakery.domain;

import java.util.List;

/** Payment: its table and fields, with the rules its input is checked against. */
public final class PaymentRecord {
  public static final RecordSpec SPEC = new RecordSpec("payments", "Payment", List.of(
      new FieldSpec("amount", "amount", FieldKind.NUMBER, true, "plain", 200, null, false),
      new FieldSpec("currency", "currency", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("description", "description", FieldKind.STRING, false, "plain", 200, null, false),
      new FieldSpec("status", "status", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("providerReference", "provider_reference", FieldKind.STRING, false, "plain", 200, null, false),
      new FieldSpec("failureReason", "failure_reason", FieldKind.STRING, false, "plain", 200, null, false)
  ));

  private PaymentRecord() {}
}
