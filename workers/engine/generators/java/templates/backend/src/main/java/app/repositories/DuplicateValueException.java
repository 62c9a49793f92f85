package {{package}}.repositories;

/** A value that must be unique (an email address) is already taken. */
public class DuplicateValueException extends RuntimeException {
  public DuplicateValueException(String field) {
    super("That " + field + " is already taken");
  }
}
