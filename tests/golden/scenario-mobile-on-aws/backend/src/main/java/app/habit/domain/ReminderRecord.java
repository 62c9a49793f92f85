package app.habit.domain;

import java.util.List;

/** Reminder: its table and fields, with the rules its input is checked against. */
public final class ReminderRecord {
  public static final RecordSpec SPEC = new RecordSpec("reminders", "Reminder", List.of(
      new FieldSpec("title", "title", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("dueAt", "due_at", FieldKind.DATE, true, "plain", 200, null, false),
      new FieldSpec("done", "done", FieldKind.BOOLEAN, true, "plain", 200, null, false),
      new FieldSpec("profileId", "profile_id", FieldKind.REFERENCE, false, "plain", 200, "profiles", false)
  ));

  private ReminderRecord() {}
}
