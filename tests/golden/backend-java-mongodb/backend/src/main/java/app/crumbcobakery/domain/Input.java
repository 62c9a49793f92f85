package app.crumbcobakery.domain;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a JSON request body field by field, collecting every problem, then {@link #check()} throws them
 * all at once. Optional fields that are missing or null read as null; booleans default to false.
 */
public final class Input {
  /**
   * An address as the API document's `format: email` takes it (RFC 5321): a dotted local part of at most 64
   * characters, then a domain of letter, digit and dash labels ending in a top-level domain of letters; 254 in all.
   */
  private static final Pattern EMAIL = Pattern.compile(
      "^(?=.{1,254}$)(?!\\.)(?!.*\\.\\.)[A-Za-z0-9_'+\\-.]{0,63}[A-Za-z0-9_'+\\-]"
          + "@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$");
  private final JsonNode body;
  private final List<Issue> issues = new ArrayList<>();

  public Input(JsonNode body) {
    this.body = body;
    if (body != null && !body.isNull() && !body.isObject()) {
      issues.add(new Issue("", "Send a JSON object"));
    }
  }

  private JsonNode value(String name) {
    if (body == null || !body.isObject()) {
      return null;
    }
    JsonNode value = body.get(name);
    return value == null || value.isNull() ? null : value;
  }

  public boolean has(String name) {
    return value(name) != null;
  }

  public void problem(String path, String message) {
    issues.add(new Issue(path, message));
  }

  /** Throws the problems found so far, if any. */
  public void check() {
    if (!issues.isEmpty()) {
      throw new InvalidInputException(issues);
    }
  }

  private String string(String name, boolean required) {
    JsonNode value = value(name);
    if (value == null) {
      if (required) {
        problem(name, "Required");
      }
      return null;
    }
    if (!value.isTextual()) {
      problem(name, "Must be text");
      return null;
    }
    return value.textValue();
  }

  /** Trimmed text of 1 to max characters. */
  public String requiredText(String name, int max) {
    String text = string(name, true);
    if (text == null) {
      return null;
    }
    String trimmed = text.trim();
    if (trimmed.isEmpty()) {
      problem(name, "Required");
    } else if (trimmed.length() > max) {
      problem(name, "Use at most " + max + " characters");
    }
    return trimmed;
  }

  /** Trimmed text of at most max characters, or null. */
  public String optionalText(String name, int max) {
    String text = string(name, false);
    if (text == null) {
      return null;
    }
    String trimmed = text.trim();
    if (trimmed.length() > max) {
      problem(name, "Use at most " + max + " characters");
    }
    return trimmed;
  }

  /** Text taken as it is (a password): min to max characters. */
  public String secret(String name, int min, int max, String tooShort) {
    String text = string(name, true);
    if (text == null) {
      return null;
    }
    if (text.length() < min) {
      problem(name, tooShort);
    } else if (text.length() > max) {
      problem(name, "Use at most " + max + " characters");
    }
    return text;
  }

  public String email(String name, boolean required) {
    String text = string(name, required);
    if (text != null && !EMAIL.matcher(text).matches()) {
      problem(name, "Invalid email address");
    }
    return text;
  }

  public String url(String name, boolean required) {
    String text = string(name, required);
    if (text == null) {
      return null;
    }
    try {
      URI uri = new URI(text);
      // As the API document's `format: uri` (RFC 3986) takes it: ASCII only, brackets in a query percent-encoded.
      String query = uri.getRawQuery();
      boolean ascii = text.chars().allMatch(character -> character < 0x7F);
      boolean bracketed = query != null && (query.indexOf('[') >= 0 || query.indexOf(']') >= 0);
      if (!uri.isAbsolute() || uri.getScheme() == null || !ascii || bracketed) {
        problem(name, "Invalid URL");
      }
    } catch (URISyntaxException invalid) {
      problem(name, "Invalid URL");
    }
    return text;
  }

  /** The id of another record: non-empty text. */
  public String reference(String name, boolean required) {
    String text = string(name, required);
    if (text != null && text.isEmpty()) {
      problem(name, "Required");
    }
    return text;
  }

  public Number number(String name, boolean required) {
    JsonNode value = value(name);
    if (value == null) {
      if (required) {
        problem(name, "Required");
      }
      return null;
    }
    // A number too large for a double (1e400) reads as infinity, which JSON cannot answer as a number.
    if (!value.isNumber() || !Double.isFinite(value.doubleValue())) {
      problem(name, "Must be a number");
      return null;
    }
    return Values.number(value.doubleValue());
  }

  /** A whole number above zero (an amount in cents). */
  public Long positiveWholeNumber(String name) {
    Number number = number(name, true);
    if (number == null) {
      return null;
    }
    if (!(number instanceof Long whole) || whole <= 0) {
      problem(name, "Must be a whole number above zero");
      return null;
    }
    return whole;
  }

  public boolean bool(String name) {
    JsonNode value = body != null && body.isObject() ? body.get(name) : null;
    if (value == null) {
      return false;
    }
    if (!value.isBoolean()) {
      problem(name, "Must be true or false");
      return false;
    }
    return value.booleanValue();
  }

  /** A date and time (RFC 3339 only), returned as an ISO string in UTC. */
  public String dateTime(String name, boolean required) {
    String text = string(name, required);
    if (text == null) {
      return null;
    }
    return Values.parseDate(text).map(Values::isoDate).orElseGet(() -> {
      problem(name, "Must be a date and time such as 2030-01-15T10:00:00Z");
      return null;
    });
  }
}
