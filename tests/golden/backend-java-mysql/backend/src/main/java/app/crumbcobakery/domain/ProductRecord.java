package app.crumbcobakery.domain;

import java.util.List;

/** Product: its table and fields, with the rules its input is checked against. */
public final class ProductRecord {
  public static final RecordSpec SPEC = new RecordSpec("products", "Product", List.of(
      new FieldSpec("name", "name", FieldKind.STRING, true, "plain", 200, null, true),
      new FieldSpec("description", "description", FieldKind.STRING, false, "long", 10000, null, false),
      new FieldSpec("price", "price", FieldKind.NUMBER, true, "plain", 200, null, false),
      new FieldSpec("stock", "stock", FieldKind.NUMBER, true, "plain", 200, null, false),
      new FieldSpec("active", "active", FieldKind.BOOLEAN, true, "plain", 200, null, false)
    ), List.of(
      // RULE-3 (BIZ-3): name is unique (the field's own)
      // RULE-2 (BIZ-2): stock is at least 0
      Rule.range("stock", 0d, null, "Must be at least 0")
  ));

  private ProductRecord() {}
}
