package app.habit.domain;

import java.util.List;

/** Analytics event: its table and fields, with the rules its input is checked against. */
public final class AnalyticsEventRecord {
  public static final RecordSpec SPEC = new RecordSpec("analytics_events", "Analytics event", List.of(
      new FieldSpec("name", "name", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("path", "path", FieldKind.STRING, false, "plain", 200, null, false),
      new FieldSpec("occurredAt", "occurred_at", FieldKind.DATE, true, "plain", 200, null, false)
  ));

  private AnalyticsEventRecord() {}
}
