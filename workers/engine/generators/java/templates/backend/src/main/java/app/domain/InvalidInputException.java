package {{package}}.domain;

import java.util.List;

/** Input that breaks the rules; answered with 400 and the list of issues. */
public class InvalidInputException extends RuntimeException {
  private final List<Issue> issues;

  public InvalidInputException(List<Issue> issues) {
    super("Invalid input");
    this.issues = List.copyOf(issues);
  }

  public List<Issue> issues() {
    return issues;
  }
}
