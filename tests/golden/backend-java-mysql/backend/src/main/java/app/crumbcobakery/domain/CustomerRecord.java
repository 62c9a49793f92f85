package app.crumbcobakery.domain;

import java.util.List;

/** Customer: its table and fields, with the rules its input is checked against. */
public final class CustomerRecord {
  public static final RecordSpec SPEC = new RecordSpec("customers", "Customer", List.of(
      new FieldSpec("name", "name", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("email", "email", FieldKind.STRING, true, "email", 200, null, false),
      new FieldSpec("phone", "phone", FieldKind.STRING, false, "plain", 200, null, false)
  ));

  private CustomerRecord() {}
}
