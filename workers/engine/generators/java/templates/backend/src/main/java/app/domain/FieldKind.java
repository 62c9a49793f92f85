package {{package}}.domain;

/** What a field holds. Dates travel as ISO-8601 strings; references hold the id of another record. */
public enum FieldKind {
  STRING,
  NUMBER,
  BOOLEAN,
  DATE,
  REFERENCE
}
