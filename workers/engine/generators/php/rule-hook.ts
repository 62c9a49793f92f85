import type { AppModel } from "../../model";
import { code, lines, test } from "../files";
import { exampleRecord, personRuleId, ruleSlot, type RuleHook } from "../rule-hooks";
import type { GeneratedFile } from "../types";
import { phpHeader, phpNames, phpString } from "./names";

/** A method name for a rule's id: BIZ-9 → Biz9. */
const methodPart = (id: string) => id.split("-").map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1).toLowerCase()}`).join("");

/** The rules written as code in the PHP backend: see ../rule-hooks.ts. */
export const phpRuleHook = (): RuleHook => ({
  code: "backend/src/Rules/CustomRules.php",
  test: "backend/tests/Records/CustomRulesTest.php",
  refuse: "self::refuse($field, $message)",
  given: "$topic (the record type as its route names it, e.g. 'orders'), $data (the values sent) and $current (the stored record a change replaces, null for a new one)",
  caseNamed: (id) => `public function test${methodPart(id)}Refuses...(): void`,
  recordFiles: (entity) => [phpNames(entity).domainPath],
});

/** Crud.php's slots: the hook's `use` and its calls on create and change, empty when the app has no such rules. */
export function phpCrudHookSlots(model: AppModel): Record<"customRulesUse" | "customRulesOnCreate" | "customRulesOnChange", string> {
  const used = model.rulesForPeople.length > 0;
  return {
    customRulesUse: used ? "use App\\Rules\\CustomRules;" : "",
    customRulesOnCreate: used ? "CustomRules::check($topic, $data, null);" : "",
    customRulesOnChange: used ? "CustomRules::check($topic, $data, $current);" : "",
  };
}

function hookFile(model: AppModel): string {
  const example = exampleRecord(model).route;
  return lines(
    phpHeader("App\\Rules"),
    "use App\\Http\\ValidationError;",
    "",
    "/**",
    ` * The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person"), checked on every`,
    " * create and change of any record (src/Http/Crud.php), after the typed rules. Each rule's code goes in its",
    " * slot in check(), and its test cases in tests/Records/CustomRulesTest.php.",
    " */",
    "final class CustomRules",
    "{",
    "    /**",
    `     * Checks one record: $topic is its type as its route names it ('${example}' for /api/${example}), $data the`,
    "     * values sent, $current the stored record a change replaces (null for a new one).",
    "     *",
    "     * @param array<string, mixed> $data",
    "     * @param array<string, mixed>|null $current",
    "     */",
    "    public static function check(string $topic, array $data, ?array $current): void",
    "    {",
    ...model.rulesForPeople.flatMap((rule, index) => [...(index > 0 ? [""] : []), ...ruleSlot("//", rule, "code").map((line) => `        ${line}`)]),
    "    }",
    "",
    "    /** Refuses the change with a 400 on one field, the answer the typed rules give. */",
    "    public static function refuse(string $field, string $message): never",
    "    {",
    "        throw new ValidationError([['path' => $field, 'message' => $message]]);",
    "    }",
    "}",
  );
}

function testFile(model: AppModel): string {
  const example = exampleRecord(model);
  const first = model.rulesForPeople[0];
  return lines(
    phpHeader("App\\Tests\\Records"),
    "use App\\Tests\\Support\\Fixtures;",
    "use App\\Tests\\Support\\TestClient;",
    "use PHPUnit\\Framework\\TestCase;",
    "",
    "/**",
    " * The business rules written as code in src/Rules/CustomRules.php: each rule's cases go in its slot below,",
    ` * each with the rule's id in its name (test${first ? methodPart(personRuleId(first)) : ""}Refuses...), which is how qa finds them.`,
    " */",
    "final class CustomRulesTest extends TestCase",
    "{",
    `    public function testLetsAValid${example.name}Through(): void`,
    "    {",
    "        $client = TestClient::create();",
    `        $client->post(${phpString(`/api/${example.route}`)}, Fixtures::${phpNames(example).fixture}($client))->assertStatus(201);`,
    "    }",
    ...model.rulesForPeople.flatMap((rule) => ["", ...ruleSlot("//", rule, "test cases").map((line) => `    ${line}`)]),
    "}",
  );
}

/** src/Rules/CustomRules.php and its test, for an app with rules the vocabulary cannot say (none otherwise). */
export function phpRuleHookFiles(model: AppModel): GeneratedFile[] {
  if (model.rulesForPeople.length === 0) return [];
  const hook = phpRuleHook();
  return [code(hook.code, "backend", hookFile(model)), test(hook.test, testFile(model))];
}
