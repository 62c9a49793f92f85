import type { AppModel } from "../../model";
import { code, lines, test } from "../files";
import { exampleRecord, personRuleId, ruleSlot, type RuleHook } from "../rule-hooks";
import type { GeneratedFile } from "../types";
import { importLine, javaString, mainPath, packageLine, recordNames, testPath } from "./names";

/** The rules written as code in the Spring backend: see ../rule-hooks.ts. */
export const javaRuleHook = (model: AppModel): RuleHook => ({
  code: mainPath(model, "rules", "CustomRules.java"),
  test: testPath(model, "", "CustomRulesTest.java"),
  refuse: "throw refuse(field, message)",
  given: "topic (the record type as its route names it, e.g. \"orders\"), values (the values sent) and current (the stored record a change replaces, null for a new one)",
  caseNamed: (id) => `@Test @DisplayName("${id}: refuses ...")`,
  recordFiles: (entity) => [mainPath(model, "domain", `${recordNames(entity).spec}.java`)],
});

/** CrudRoutes.java's slots: the hook's import and its call, empty when the app has no such rules. */
export function javaCrudHookSlots(model: AppModel): Record<"customRulesImport" | "customRulesCheck", string> {
  const used = model.rulesForPeople.length > 0;
  return {
    customRulesImport: used ? importLine(model, "rules", "CustomRules") : "",
    customRulesCheck: used ? "CustomRules.check(topic, input, current);" : "",
  };
}

function hookFile(model: AppModel): string {
  const example = exampleRecord(model).route;
  return lines(
    packageLine(model, "rules"),
    "",
    importLine(model, "domain", "InvalidInputException"),
    importLine(model, "domain", "Issue"),
    "import java.util.List;",
    "import java.util.Map;",
    "",
    "/**",
    ` * The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person"), checked on every`,
    " * create and change of any record (http/CrudRoutes.java), after the typed rules. Each rule's code goes in its",
    " * slot in check(), and its test cases in CustomRulesTest.java.",
    " */",
    "public final class CustomRules {",
    "  private CustomRules() {}",
    "",
    "  /**",
    "   * Checks one record created or changed, as the typed rules let it through.",
    "   *",
    `   * @param topic the record type, as its route names it ("${example}" for /api/${example})`,
    "   * @param values the values sent",
    "   * @param current the stored record a change replaces; null for a new one",
    "   */",
    "  public static void check(String topic, Map<String, Object> values, Map<String, Object> current) {",
    ...model.rulesForPeople.flatMap((rule, index) => [...(index > 0 ? [""] : []), ...ruleSlot("//", rule, "code").map((line) => `    ${line}`)]),
    "  }",
    "",
    "  /** The 400 on one field that refuses the change, the answer the typed rules give: {@code throw refuse(...)}. */",
    "  public static InvalidInputException refuse(String field, String message) {",
    "    return new InvalidInputException(List.of(new Issue(field, message)));",
    "  }",
    "}",
  );
}

function testFile(model: AppModel): string {
  const example = exampleRecord(model);
  const first = model.rulesForPeople[0];
  return lines(
    packageLine(model, ""),
    "",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    importLine(model, "support", "Fixtures"),
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "",
    "/**",
    " * The business rules written as code in rules/CustomRules.java: each rule's cases go in its slot below, each",
    ` * with the rule's id in its display name ("${first ? personRuleId(first) : "RULE"}: refuses ..."), which is how qa finds them.`,
    " */",
    `@DisplayName("the business rules written as code")`,
    "class CustomRulesTest extends ApiTest {",
    "  @Test",
    `  @DisplayName(${javaString(`lets a valid ${example.label.toLowerCase()} through`)})`,
    "  void letsAValidRecordThrough() throws Exception {",
    `    client.post(${javaString(`/api/${example.route}`)}, Fixtures.${recordNames(example).fixture}(client)).andExpect(status().is(201));`,
    "  }",
    ...model.rulesForPeople.flatMap((rule) => ["", ...ruleSlot("//", rule, "test cases").map((line) => `  ${line}`)]),
    "}",
  );
}

/** rules/CustomRules.java and its test, for an app with rules the vocabulary cannot say (none otherwise). */
export function javaRuleHookFiles(model: AppModel): GeneratedFile[] {
  if (model.rulesForPeople.length === 0) return [];
  const hook = javaRuleHook(model);
  return [code(hook.code, "backend", hookFile(model)), test(hook.test, testFile(model))];
}
