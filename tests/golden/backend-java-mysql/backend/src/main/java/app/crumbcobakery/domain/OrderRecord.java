package app.crumbcobakery.domain;

import java.util.List;
import java.util.Map;

/** Order: its table and fields, with the rules its input is checked against. */
public final class OrderRecord {
  public static final RecordSpec SPEC = new RecordSpec("orders", "Order", List.of(
      new FieldSpec("customerId", "customer_id", FieldKind.REFERENCE, true, "plain", 200, "customers", false),
      new FieldSpec("status", "status", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("total", "total", FieldKind.NUMBER, true, "plain", 200, null, false),
      new FieldSpec("placedAt", "placed_at", FieldKind.DATE, true, "plain", 200, null, false),
      new FieldSpec("pickupSlotId", "pickup_slot_id", FieldKind.REFERENCE, false, "plain", 200, "pickup_slots", false)
    ), List.of(
      // RULE-1 (BIZ-1): total is between 1 and 500
      Rule.range("total", 1d, 500d, "Must be between 1 and 500"),
      // RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected
      Rule.states("status", "Order", List.of("pending", "paid", "collected"), Map.of("pending", List.of("paid"), "paid", List.of("collected"), "collected", List.of())),
      // RULE-7 (BIZ-7): placedAt is in the past
      Rule.relativeToNow("placedAt", false)
  ));

  private OrderRecord() {}
}
