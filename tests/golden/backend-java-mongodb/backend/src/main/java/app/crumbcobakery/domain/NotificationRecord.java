package app.crumbcobakery.domain;

import java.util.List;

/** Notification: its table and fields, with the rules its input is checked against. */
public final class NotificationRecord {
  public static final RecordSpec SPEC = new RecordSpec("notifications", "Notification", List.of(
      new FieldSpec("recipient", "recipient", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("title", "title", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("body", "body", FieldKind.STRING, false, "long", 10000, null, false),
      new FieldSpec("read", "read", FieldKind.BOOLEAN, true, "plain", 200, null, false)
  ));

  private NotificationRecord() {}
}
