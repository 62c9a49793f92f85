package {{package}}.domain;

/**
 * One field of a record: its JSON name, its column, what it holds and the rules its input follows.
 *
 * @param format for strings: plain, long, email or url
 * @param maxLength the longest text a string field takes
 * @param target for references: the table of the record pointed at, else null
 * @param unique whether no two records may share the value
 */
public record FieldSpec(
    String name,
    String column,
    FieldKind kind,
    boolean required,
    String format,
    int maxLength,
    String target,
    boolean unique) {}
