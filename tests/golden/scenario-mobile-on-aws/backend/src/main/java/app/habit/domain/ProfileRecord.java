package app.habit.domain;

import java.util.List;

/** Profile: its table and fields, with the rules its input is checked against. */
public final class ProfileRecord {
  public static final RecordSpec SPEC = new RecordSpec("profiles", "Profile", List.of(
      new FieldSpec("displayName", "display_name", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("email", "email", FieldKind.STRING, true, "email", 200, null, false),
      new FieldSpec("bio", "bio", FieldKind.STRING, false, "long", 10000, null, false)
  ));

  private ProfileRecord() {}
}
