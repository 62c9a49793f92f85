package app.habit.domain;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** How values look in the API: dates as ISO strings with milliseconds in UTC, whole numbers without a fraction. */
public final class Values {
  private static final DateTimeFormatter ISO =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private Values() {}

  /** "2030-01-15T10:00:00.000Z" */
  public static String isoDate(Instant instant) {
    return ISO.format(instant);
  }

  /** RFC 3339: 2030-01-15T10:00:00Z, with fractions of a second or an offset (+02:00) when wanted. */
  private static final Pattern RFC_3339 =
      Pattern.compile("^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$");

  /** The latest moment RFC 3339 can write in UTC (its years have four digits). */
  private static final Instant LAST = Instant.parse("9999-12-31T23:59:59.999Z");

  /** 0000-01-01T00:00:00Z: before it, a year would need a sign. */
  private static final long FIRST_SECOND = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();

  /**
   * An RFC 3339 date and time that names a real moment (no February 30th, no 24:00), or empty: a date alone,
   * a time without an offset, or a year past 9999 is refused, so every date the API answers is RFC 3339 too.
   */
  public static Optional<Instant> parseDate(String text) {
    if (!RFC_3339.matcher(text).matches()) {
      return Optional.empty();
    }
    try {
      Instant moment = OffsetDateTime.parse(text.toUpperCase(Locale.ROOT)).toInstant();
      return moment.isAfter(LAST) || moment.getEpochSecond() < FIRST_SECOND ? Optional.empty() : Optional.of(moment);
    } catch (DateTimeParseException notAMoment) {
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
