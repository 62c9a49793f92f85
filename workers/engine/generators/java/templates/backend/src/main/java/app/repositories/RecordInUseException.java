package {{package}}.repositories;

import java.util.Locale;

/** A record other records still refer to cannot be deleted. */
public class RecordInUseException extends RuntimeException {
  public RecordInUseException(String label) {
    super("This " + label.toLowerCase(Locale.ROOT) + " is still referred to by other records");
  }
}
