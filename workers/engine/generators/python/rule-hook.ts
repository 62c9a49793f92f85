import type { AppModel } from "../../model";
import { lines } from "../files";
import { exampleRecord, ruleSlot, type RuleHook } from "../rule-hooks";
import type { GeneratedFile } from "../types";
import { pyCode, pyTest } from "./files";
import { pyNames, pyString } from "./names";

/** The rules written as code in the FastAPI backend: see ../rule-hooks.ts. */
export const pythonRuleHook = (): RuleHook => ({
  code: "backend/app/custom_rules.py",
  test: "backend/tests/test_custom_rules.py",
  refuse: "refuse(field, message)",
  given: "topic (the record type as its route names it, e.g. \"orders\"), values (the values sent, by their JSON names) and current (the stored record a change replaces, None for a new one)",
  caseNamed: (id) => `def test_${id.toLowerCase().replace(/-/g, "_")}_refuses_...() -> None:`,
  recordFiles: (entity) => [pyNames(entity).path],
});

/** crud.py's slots: the hook's import and its call, empty when the app has no such rules. */
export function pythonCrudHookSlots(model: AppModel): Record<"customRulesImport" | "customRulesCheck", string> {
  const used = model.rulesForPeople.length > 0;
  return {
    customRulesImport: used ? "from app.custom_rules import check_custom_rules" : "",
    customRulesCheck: used ? "check_custom_rules(topic, values, current)" : "",
  };
}

function hookFile(model: AppModel): string {
  const example = exampleRecord(model).route;
  return lines(
    `"""The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person").`,
    "",
    "Checked on every create and change of any record (app/http/crud.py), after the typed rules. Each rule's",
    "code goes in its slot in check_custom_rules, and its test cases in tests/test_custom_rules.py.",
    `"""`,
    "from typing import NoReturn, Optional",
    "",
    "from app.http.errors import InvalidInput, Issue",
    "from app.repositories.repository import Record",
    "",
    "def refuse(field: str, message: str) -> NoReturn:",
    `    """Refuses the change with a 400 on one field, the answer the typed rules give."""`,
    "    raise InvalidInput([Issue(field, message)])",
    "",
    "def check_custom_rules(topic: str, values: Record, current: Optional[Record]) -> None:",
    `    """Checks one record created or changed, as the typed rules let it through.`,
    "",
    `    topic is the record type as its route names it ("${example}" for /api/${example}), values what was sent`,
    "    (by JSON name), current the stored record a change replaces (None for a new one).",
    `    """`,
    ...model.rulesForPeople.flatMap((rule, index) => [...(index > 0 ? [""] : []), ...ruleSlot("#", rule, "code").map((line) => `    ${line}`)]),
  );
}

function testFile(model: AppModel): string {
  const example = pyNames(exampleRecord(model));
  return lines(
    // The docstring names no id: it is code to qa, and would read as a rule's test case.
    `"""The business rules written as code in app/custom_rules.py: each rule's cases go in its slot below, each`,
    `with the rule's id in its name (test_<id>_...), which is how qa finds them."""`,
    `from tests.fixtures import ${example.fixture}`,
    "from tests.helpers import create_test_client, expect_status",
    "",
    `def test_lets_a_valid_${example.module}_through() -> None:`,
    "    client = create_test_client()",
    `    expect_status(client.post(${pyString(`/api/${exampleRecord(model).route}`)}, json=${example.fixture}(client)), 201)`,
    ...model.rulesForPeople.flatMap((rule) => ["", ...ruleSlot("#", rule, "test cases")]),
  );
}

/** app/custom_rules.py and its test, for an app with rules the vocabulary cannot say (none otherwise). */
export function pythonRuleHookFiles(model: AppModel): GeneratedFile[] {
  if (model.rulesForPeople.length === 0) return [];
  const hook = pythonRuleHook();
  return [pyCode(hook.code, "backend", hookFile(model)), pyTest(hook.test, testFile(model))];
}
