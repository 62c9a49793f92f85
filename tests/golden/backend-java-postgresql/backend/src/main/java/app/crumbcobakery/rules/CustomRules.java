package app.crumbcobakery.rules;

import app.crumbcobakery.domain.InvalidInputException;
import app.crumbcobakery.domain.Issue;
import java.util.List;
import java.util.Map;

/**
 * The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person"), checked on every
 * create and change of any record (http/CrudRoutes.java), after the typed rules. Each rule's code goes in its
 * slot in check(), and its test cases in CustomRulesTest.java.
 */
public final class CustomRules {
  private CustomRules() {}

  /**
   * Checks one record created or changed, as the typed rules let it through.
   *
   * @param topic the record type, as its route names it ("products" for /api/products)
   * @param values the values sent
   * @param current the stored record a change replaces; null for a new one
   */
  public static void check(String topic, Map<String, Object> values, Map<String, Object> current) {
    // rule BIZ-9: Refunds need the owner's approval
    // TODO(BIZ-9): not written yet. A person or the configured model writes this rule's code here.
    // end of rule BIZ-9
  }

  /** The 400 on one field that refuses the change, the answer the typed rules give: {@code throw refuse(...)}. */
  public static InvalidInputException refuse(String field, String message) {
    return new InvalidInputException(List.of(new Issue(field, message)));
  }
}
