package app.crumbcobakery.domain;

import java.util.List;

/** Production list: its table and fields, with the rules its input is checked against. */
public final class ProductionListRecord {
  public static final RecordSpec SPEC = new RecordSpec("production_lists", "Production list", List.of(
      new FieldSpec("title", "title", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("date", "date", FieldKind.DATE, true, "plain", 200, null, false),
      new FieldSpec("notes", "notes", FieldKind.STRING, false, "long", 10000, null, false)
    ), List.of(
      // RULE-8 (BIZ-8): title is one of Morning bake or Afternoon bake
      Rule.oneOf("title", List.of("Morning bake", "Afternoon bake"))
  ));

  private ProductionListRecord() {}
}
