package app.crumbcobakery.domain;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A business rule on a whole record: the issue it raises, or null when the record keeps it. {@code current}
 * is the stored record for a change, null for a new one.
 */
@FunctionalInterface
public interface Rule {
  Issue check(Map<String, Object> values, Map<String, Object> current);

  /** A number between min and max, both included (null: no bound on that side). */
  static Rule range(String field, Double min, Double max, String message) {
    return (values, current) -> {
      if (!(values.get(field) instanceof Number number)) {
        return null;
      }
      double value = number.doubleValue();
      boolean holds = (min == null || value >= min) && (max == null || value <= max);
      return holds ? null : new Issue(field, message);
    };
  }

  /** A text in a format. */
  static Rule pattern(String field, String regex, String message) {
    Pattern compiled = Pattern.compile(regex);
    return (values, current) ->
        values.get(field) instanceof String text && !compiled.matcher(text).matches() ? new Issue(field, message) : null;
  }

  /** One of a fixed list of texts. */
  static Rule oneOf(String field, List<String> choices) {
    return (values, current) -> {
      Object value = values.get(field);
      return value == null || choices.contains(value) ? null : new Issue(field, "Must be one of " + String.join(", ", choices));
    };
  }

  /** A date in the future (after now) or in the past (before now). */
  static Rule relativeToNow(String field, boolean after) {
    return (values, current) -> {
      if (!(values.get(field) instanceof String text)) {
        return null;
      }
      Instant moment = Instant.parse(text);
      Instant now = Instant.now();
      boolean holds = after ? moment.isAfter(now) : moment.isBefore(now);
      return holds ? null : new Issue(field, after ? "Must be in the future" : "Must be in the past");
    };
  }

  /** A date after (or before) another date of the same record. */
  static Rule order(String field, boolean after, String other, String message) {
    return (values, current) -> {
      if (!(values.get(field) instanceof String first) || !(values.get(other) instanceof String second)) {
        return null;
      }
      Instant one = Instant.parse(first);
      Instant two = Instant.parse(second);
      return (after ? one.isAfter(two) : one.isBefore(two)) ? null : new Issue(field, message);
    };
  }

  /** A field that walks through states: a new record starts in the first, and a change moves only as listed. */
  static Rule states(String field, String label, List<String> states, Map<String, List<String>> moves) {
    return (values, current) -> {
      Object next = values.get(field);
      if (current == null) {
        return states.get(0).equals(next) ? null : new Issue(field, "A new " + label.toLowerCase() + " starts as " + states.get(0));
      }
      Object from = current.get(field);
      if (Objects.equals(next, from) || moves.getOrDefault(String.valueOf(from), List.of()).contains(next)) {
        return null;
      }
      return new Issue(field, "Cannot go from " + from + " to " + next);
    };
  }
}
