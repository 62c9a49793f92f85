import type { AppModel } from "../../model";
import { code, lines, literal, test } from "../files";
import { exampleRecord, personRuleId, ruleSlot, type RuleHook } from "../rule-hooks";
import type { GeneratedFile } from "../types";
import { domainNames } from "./domain";

/** The rules written as code in the Express backend: see ../rule-hooks.ts. */
export const nodeRuleHook = (): RuleHook => ({
  code: "backend/src/rules/custom-rules.ts",
  test: "backend/test/custom-rules.test.ts",
  refuse: "refuse(field, message)",
  given: "a RecordChange: topic (the record type as its route names it, e.g. \"orders\"), input (the values sent) and current (the stored record a change replaces, null for a new one)",
  caseNamed: (id) => `it("${id}: refuses ...", ...)`,
  recordFiles: (entity) => [domainNames(entity).path],
});

/** crud.ts's slots: the hook's import and its calls on create and change, empty when the app has no such rules. */
export function nodeCrudHookSlots(model: AppModel): Record<"customRulesImport" | "customRulesOnCreate" | "customRulesOnChange", string> {
  const used = model.rulesForPeople.length > 0;
  return {
    customRulesImport: used ? `import { checkCustomRules, valuesOf } from "../rules/custom-rules.js";` : "",
    customRulesOnCreate: used ? "await checkCustomRules({ topic, input: valuesOf(input), current: null });" : "",
    customRulesOnChange: used ? "await checkCustomRules({ topic, input: valuesOf(input), current: valuesOf(current) });" : "",
  };
}

function hookFile(model: AppModel): string {
  const example = exampleRecord(model).route;
  return lines(
    `import { HttpError } from "../http/errors.js";`,
    "",
    "/** A record's fields by name, as a rule reads them. */",
    "export type RecordValues = Readonly<Record<string, unknown>>;",
    "",
    "/** A copy of a record's fields, for a rule to read. */",
    "export const valuesOf = (record: object): RecordValues => Object.fromEntries(Object.entries(record));",
    "",
    "/** One record created or changed, as the typed rules let it through. */",
    "export interface RecordChange {",
    `  /** The record type, as its route names it: "${example}" for /api/${example}. */`,
    "  topic: string;",
    "  /** The values sent. */",
    "  input: RecordValues;",
    "  /** The stored record a change replaces; null for a new one. */",
    "  current: RecordValues | null;",
    "}",
    "",
    "/** Refuses the change with a 400 on one field, the answer the typed rules give. */",
    "export function refuse(field: string, message: string): never {",
    `  throw new HttpError(400, "Invalid input", [{ path: field, message }]);`,
    "}",
    "",
    "/**",
    ` * The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person"), checked on every`,
    " * create and change of any record (src/http/crud.ts), after the typed rules. Each rule's code goes in its",
    " * slot below, and its test cases in test/custom-rules.test.ts.",
    " */",
    "export async function checkCustomRules(change: RecordChange): Promise<void> {",
    ...model.rulesForPeople.flatMap((rule, index) => [...(index > 0 ? [""] : []), ...ruleSlot("//", rule, "code").map((line) => `  ${line}`)]),
    "}",
  );
}

function testFile(model: AppModel): string {
  const example = exampleRecord(model);
  const fixture = `${example.camel}Input`;
  const first = model.rulesForPeople[0];
  const title = `${first ? personRuleId(first) : "RULE"}: refuses ...`;
  return lines(
    `import { describe, it } from "vitest";`,
    `import { ${fixture} } from "./fixtures.js";`,
    `import { createTestClient } from "./helpers.js";`,
    "",
    "/**",
    " * The business rules written as code in src/rules/custom-rules.ts: each rule's cases go in its slot below,",
    ` * each with the rule's id in its title (${literal(title)}), which is how qa finds them.`,
    " */",
    `describe("the business rules written as code", () => {`,
    `  it(${literal(`lets a valid ${example.label.toLowerCase()} through`)}, async () => {`,
    "    const client = await createTestClient();",
    `    await client.post(${literal(`/api/${example.route}`)}).send(await ${fixture}(client)).expect(201);`,
    "  });",
    ...model.rulesForPeople.flatMap((rule) => ["", ...ruleSlot("//", rule, "test cases").map((line) => `  ${line}`)]),
    "});",
  );
}

/** src/rules/custom-rules.ts and its test, for an app with rules the vocabulary cannot say (none otherwise). */
export function nodeRuleHookFiles(model: AppModel): GeneratedFile[] {
  if (model.rulesForPeople.length === 0) return [];
  const hook = nodeRuleHook();
  return [code(hook.code, "backend", hookFile(model)), test(hook.test, testFile(model))];
}
