package {{package}}.domain;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** Checks a request body against a record's spec: what a client sends to create or replace a record. */
public final class Validation {
  private Validation() {}

  /** The record's fields, in spec order, or an {@link InvalidInputException} listing every problem. */
  public static Map<String, Object> read(RecordSpec spec, JsonNode body) {
    Input input = new Input(body);
    Map<String, Object> values = new LinkedHashMap<>();
    for (FieldSpec field : spec.fields()) {
      values.put(field.name(), readField(input, field));
    }
    input.check();
    return values;
  }

  private static Object readField(Input input, FieldSpec field) {
    String name = field.name();
    boolean required = field.required();
    switch (field.kind()) {
      case NUMBER:
        return input.number(name, required);
      case BOOLEAN:
        return input.bool(name);
      case DATE:
        return input.dateTime(name, required);
      case REFERENCE:
        return input.reference(name, required);
      default:
        if ("email".equals(field.format())) {
          return input.email(name, required);
        }
        if ("url".equals(field.format())) {
          return input.url(name, required);
        }
        return required ? input.requiredText(name, field.maxLength()) : input.optionalText(name, field.maxLength());
    }
  }
}
