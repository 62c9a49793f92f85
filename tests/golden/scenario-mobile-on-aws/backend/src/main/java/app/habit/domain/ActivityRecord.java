package app.habit.domain;

import java.util.List;

/** Activity: its table and fields, with the rules its input is checked against. */
public final class ActivityRecord {
  public static final RecordSpec SPEC = new RecordSpec("activities", "Activity", List.of(
      new FieldSpec("title", "title", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("notes", "notes", FieldKind.STRING, false, "long", 10000, null, false),
      new FieldSpec("occurredAt", "occurred_at", FieldKind.DATE, true, "plain", 200, null, false),
      new FieldSpec("profileId", "profile_id", FieldKind.REFERENCE, true, "plain", 200, "profiles", false)
  ));

  private ActivityRecord() {}
}
