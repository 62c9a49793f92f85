package app.crumbcobakery;

import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.crumbcobakery.support.Fixtures;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The business rules written as code in rules/CustomRules.java: each rule's cases go in its slot below, each
 * with the rule's id in its display name ("BIZ-9: refuses ..."), which is how qa finds them.
 */
@DisplayName("the business rules written as code")
class CustomRulesTest extends ApiTest {
  @Test
  @DisplayName("lets a valid product through")
  void letsAValidRecordThrough() throws Exception {
    client.post("/api/products", Fixtures.productInput(client)).andExpect(status().is(201));
  }

  // rule BIZ-9: Refunds need the owner's approval
  // TODO(BIZ-9): not written yet. A person or the configured model writes this rule's test cases here, each with BIZ-9 in its name or title.
  // end of rule BIZ-9
}
