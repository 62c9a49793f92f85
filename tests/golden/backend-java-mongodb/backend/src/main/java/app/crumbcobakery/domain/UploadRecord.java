package app.crumbcobakery.domain;

import java.util.List;

/** Upload: its table and fields, with the rules its input is checked against. */
public final class UploadRecord {
  public static final RecordSpec SPEC = new RecordSpec("uploads", "Upload", List.of(
      new FieldSpec("fileName", "file_name", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("contentType", "content_type", FieldKind.STRING, true, "plain", 200, null, false),
      new FieldSpec("size", "size", FieldKind.NUMBER, true, "plain", 200, null, false)
  ));

  private UploadRecord() {}
}
