package app.crumbcobakery.domain;

import java.util.List;

/** Order: its table and fields, with the rules its input is checked against. */
public final class OrderRecord {
  public static final RecordSpec SPEC = new RecordSpec("orders", "Order", List.of(
      new FieldSpec("customerId", "customer_id", FieldKind.REFERENCE, true, "plain", 200, "customers", false),
      new FieldSpec("status", "status", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("total", "total", FieldKind.NUMBER, true, "plain", 200, null, false),
      new FieldSpec("placedAt", "placed_at", FieldKind.DATE, true, "plain", 200, null, false),
      new FieldSpec("pickupSlotId", "pickup_slot_id", FieldKind.REFERENCE, false, "plain", 200, "pickup_slots", false)
  ));

  private OrderRecord() {}
}
