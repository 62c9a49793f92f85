package {{package}}.domain;

import java.util.List;
import java.util.Optional;

/**
 * How a record type is described to the storage layers (one spec per table, shared by memory and database),
 * with the business rules its records keep.
 */
public record RecordSpec(String table, String label, List<FieldSpec> fields, List<Rule> rules) {
  public RecordSpec(String table, String label, List<FieldSpec> fields) {
    this(table, label, fields, List.of());
  }

  public Optional<FieldSpec> field(String name) {
    return fields.stream().filter(field -> field.name().equals(name)).findFirst();
  }
}
