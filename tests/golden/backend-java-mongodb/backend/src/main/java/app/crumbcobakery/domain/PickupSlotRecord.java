package app.crumbcobakery.domain;

import java.util.List;

/** Pickup slot: its table and fields, with the rules its input is checked against. */
public final class PickupSlotRecord {
  public static final RecordSpec SPEC = new RecordSpec("pickup_slots", "Pickup slot", List.of(
      new FieldSpec("startsAt", "starts_at", FieldKind.DATE, true, "plain", 200, null, false),
      new FieldSpec("endsAt", "ends_at", FieldKind.DATE, true, "plain", 200, null, false),
      new FieldSpec("capacity", "capacity", FieldKind.NUMBER, true, "plain", 200, null, false),
      new FieldSpec("available", "available", FieldKind.BOOLEAN, true, "plain", 200, null, false)
    ), List.of(
      // RULE-6 (BIZ-6): endsAt is after startsAt
      Rule.order("endsAt", true, "startsAt", "Must be after starts at")
  ));

  private PickupSlotRecord() {}
}
