package {{package}}.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** How values look in the API: dates as ISO strings with milliseconds in UTC, whole numbers without a fraction. */
public final class Values {
  private static final DateTimeFormatter ISO =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private Values() {}

  /** "2030-01-15T10:00:00.000Z" */
  public static String isoDate(Instant instant) {
    return ISO.format(instant);
  }

  /** An ISO date and time (with or without offset, taken as UTC without), or a plain date at midnight UTC. */
  public static Optional<Instant> parseDate(String text) {
    String value = text.trim();
    try {
      return Optional.of(OffsetDateTime.parse(value).toInstant());
    } catch (DateTimeParseException notWithOffset) {
      // try the next form
    }
    try {
      return Optional.of(LocalDateTime.parse(value).toInstant(ZoneOffset.UTC));
    } catch (DateTimeParseException notLocal) {
      // try the next form
    }
    try {
      return Optional.of(LocalDate.parse(value).atStartOfDay().toInstant(ZoneOffset.UTC));
    } catch (DateTimeParseException notADate) {
      return Optional.empty();
    }
  }

  /** A number as the API returns it: 2500 rather than 2500.0 when it is whole. */
  public static Number number(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return (long) value;
    }
    return value;
  }
}
