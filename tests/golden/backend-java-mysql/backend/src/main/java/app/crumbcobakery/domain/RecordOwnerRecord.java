package app.crumbcobakery.domain;

import java.util.List;

/** Record owner: its table and fields, with the rules its input is checked against. */
public final class RecordOwnerRecord {
  public static final RecordSpec SPEC = new RecordSpec("record_owners", "Record owner", List.of(
      new FieldSpec("recordType", "record_type", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("recordId", "record_id", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("accountId", "account_id", FieldKind.STRING, true, "plain", 200, null, false)
  ));

  private RecordOwnerRecord() {}
}
