import type { AppModel } from "../../model";
import { lines, test } from "../files";
import { ruleCases } from "../rule-cases";
import type { GeneratedFile } from "../types";
import { importLine, javaString, packageLine, recordNames, testPath } from "./names";

const javaValue = (value: unknown): string => (value === null ? "null" : typeof value === "string" ? javaString(value) : String(value));

/** RulesTest.java: every business rule broken (refused) and kept (allowed), from the shared case table. */
export function javaRuleTests(model: AppModel): GeneratedFile[] {
  const cases = ruleCases(model);
  if (cases.length === 0) return [];
  const step = (item: (typeof cases)[number]) => {
    const changes = Object.entries(item.changes).map(([name, value]) => `input.put(${javaString(name)}, ${javaValue(value)});`);
    return lines(
      `    // ${item.title}`,
      "    {",
      `      Map<String, Object> input = Fixtures.${recordNames(item.entity).fixture}(client);`,
      ...(item.action === "update"
        ? [
            `      String id = client.id(client.post(${javaString(`/api/${item.entity.route}`)}, input));`,
            ...changes.map((change) => `      ${change}`),
            `      expect(failures, ${javaString(item.title)}, client.put(${javaString(`/api/${item.entity.route}/`)} + id, input), ${item.status});`,
          ]
        : [
            ...(item.action === "create twice" ? [`      client.post(${javaString(`/api/${item.entity.route}`)}, input);`] : []),
            ...changes.map((change) => `      ${change}`),
            `      expect(failures, ${javaString(item.title)}, client.post(${javaString(`/api/${item.entity.route}`)}, input), ${item.status});`,
          ]),
      "    }",
    );
  };
  return [
    test(
      testPath(model, "", "RulesTest.java"),
      lines(
        packageLine(model, ""),
        "",
        "import static org.junit.jupiter.api.Assertions.assertEquals;",
        "",
        importLine(model, "support", "Fixtures"),
        "import java.util.ArrayList;",
        "import java.util.List;",
        "import java.util.Map;",
        "import org.junit.jupiter.api.DisplayName;",
        "import org.junit.jupiter.api.Test;",
        "import org.springframework.test.web.servlet.ResultActions;",
        "",
        '/** Each rule of docs/ARCHITECTURE.md ("Business rules"), broken and kept. */',
        `@DisplayName("the business rules")`,
        "class RulesTest extends ApiTest {",
        "  private static void expect(List<String> failures, String title, ResultActions result, int status) throws Exception {",
        "    int actual = result.andReturn().getResponse().getStatus();",
        "    if (actual != status) {",
        `      failures.add(title + ": expected " + status + ", got " + actual + " " + result.andReturn().getResponse().getContentAsString());`,
        "    }",
        "  }",
        "",
        "  @Test",
        `  @DisplayName("every rule refuses what breaks it and allows what keeps it")`,
        "  void everyRuleIsKept() throws Exception {",
        "    List<String> failures = new ArrayList<>();",
        cases.map(step).join("\n"),
        "    assertEquals(List.of(), failures);",
        "  }",
        "}",
      ),
    ),
  ];
}
