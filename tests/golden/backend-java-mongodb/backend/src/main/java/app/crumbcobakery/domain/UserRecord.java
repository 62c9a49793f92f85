package app.crumbcobakery.domain;

import java.util.List;

/** User: its table and fields, with the rules its input is checked against. */
public final class UserRecord {
  public static final RecordSpec SPEC = new RecordSpec("users", "User", List.of(
      new FieldSpec("name", "name", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("email", "email", FieldKind.STRING, true, "email", 200, null, true),
      new FieldSpec("passwordHash", "password_hash", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("role", "role", FieldKind.STRING, true, "plain", 200, null, false)
  ));

  private UserRecord() {}
}
