package app.crumbcobakery.domain;

import java.util.List;

/** Customer: its table and fields, with the rules its input is checked against. */
public final class CustomerRecord {
  public static final RecordSpec SPEC = new RecordSpec("customers", "Customer", List.of(
      new FieldSpec("name", "name", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("email", "email", FieldKind.STRING, true, "email", 200, null, true),
      new FieldSpec("phone", "phone", FieldKind.STRING, false, "plain", 200, null, false)
    ), List.of(
      // RULE-9 (BIZ-10): email is unique (the field's own)
      // RULE-4 (BIZ-4): phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)
      Rule.pattern("phone", "^\\+?[0-9 \\(\\)\\-]{7,20}$", "Must be a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)")
  ));

  private CustomerRecord() {}
}
