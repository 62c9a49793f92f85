import { describe, expect, it } from "vitest";
import { BACKEND_STACK } from "../../contract/project-options";
import { buildAppModel, type AppModel } from "../model";
import { generateProject } from ".";
import { ruleHookOf } from "../edits/people-rules";
import { isCodeLine, namesRule, readSlot, ruleSlot } from "./rule-hooks";
import { BAKERY, inputFor, modelOf } from "./test-inputs";

/** The bakery with a second rule the vocabulary cannot say, one that names a record (orders). */
const twoRules = (backend: string): AppModel =>
  buildAppModel(
    inputFor(
      { ...BAKERY.wizardData, businessRules: `${BAKERY.wizardData.businessRules ?? ""}\nOrders over 300 need a manager's sign-off` },
      { techStack: ["react", backend, "postgresql"] },
    ),
  );

/** The CRUD layer each backend checks the typed rules in, and the call of the hook it gains. */
const CRUD: Record<string, { path: RegExp; call: string }> = {
  nodejs: { path: /^backend\/src\/http\/crud\.ts$/, call: "await checkCustomRules(" },
  python: { path: /^backend\/app\/http\/crud\.py$/, call: "check_custom_rules(topic, values, current)" },
  php: { path: /^backend\/src\/Http\/Crud\.php$/, call: "CustomRules::check($topic, $data, $current);" },
  java: { path: /^backend\/src\/main\/java\/.*\/http\/CrudRoutes\.java$/, call: "CustomRules.check(topic, input, current);" },
  workers: { path: /^backend\/src\/http\/crud\.ts$/, call: "await checkCustomRules(" },
};

describe("rule hooks: a slot for each rule the vocabulary cannot say", () => {
  it.each(BACKEND_STACK)("gives the %s backend a hook wired into its CRUD layer and a test file, one empty slot per rule in each", (backend) => {
    const model = twoRules(backend);
    expect(model.rulesForPeople.map((rule) => rule.source)).toEqual(["BIZ-9", "BIZ-11"]);
    const files = generateProject(model);
    const hook = ruleHookOf(model);
    const code = files.find((file) => file.path === hook.code);
    const test = files.find((file) => file.path === hook.test);
    expect(code?.type).toBe("code");
    expect(test?.type).toBe("test");
    for (const id of ["BIZ-9", "BIZ-11"]) {
      expect(readSlot(code?.content ?? "", id)).toEqual({ closed: true, code: [] });
      expect(readSlot(test?.content ?? "", id)).toEqual({ closed: true, code: [] });
    }
    // The slots keep the rules' order, and the test file holds a real case besides them (a file of TODOs fails some runners).
    expect((code?.content ?? "").indexOf("rule BIZ-9:")).toBeLessThan((code?.content ?? "").indexOf("rule BIZ-11:"));
    expect(test?.content).toContain("/api/orders");
    const crud = files.find((file) => CRUD[backend]?.path.test(file.path));
    expect(crud?.content).toContain(CRUD[backend]?.call);
  });

  it.each(BACKEND_STACK)("leaves a %s app without such rules as it was: no hook, no call", (backend) => {
    const model = buildAppModel(inputFor({ projectType: "crm" }, { techStack: ["react", backend, "postgresql"] }));
    expect(model.rulesForPeople).toEqual([]);
    const files = generateProject(model);
    const hook = ruleHookOf(model);
    expect(files.some((file) => file.path === hook.code || file.path === hook.test)).toBe(false);
    expect(files.some((file) => /custom.?rules/i.test(file.content))).toBe(false);
  });

  it("names the records a rule names as the example and as the rule's record files", () => {
    const model = twoRules("nodejs");
    const hook = ruleHookOf(model);
    const order = model.entities.find((entity) => entity.name === "Order");
    expect(order && hook.recordFiles(order)).toEqual(["backend/src/domain/order.ts"]);
    expect(generateProject(modelOf("bakery")).find((file) => file.path === hook.test)?.content).toContain("lets a valid product through");
  });

  it("writes a rule's sentence on one comment line that no language reads as code", () => {
    const [marker] = ruleSlot("//", { source: "BIZ-2", text: "Refunds ?> need\nthe owner's \\u000a approval", reason: "" }, "code");
    expect(marker).toBe("// rule BIZ-2: Refunds ? > need the owner's /u000a approval");
  });
});

describe("rule hooks: reading a slot", () => {
  const slot = (...body: string[]) => ["fn() {", "  // rule BIZ-9: Refunds", ...body, "  // end of rule BIZ-9", "}", ""].join("\n");

  it("reads the code between the two lines, not the TODO, comments, brackets or pass", () => {
    expect(readSlot(slot("  // TODO(BIZ-9): not written yet."), "BIZ-9")).toEqual({ closed: true, code: [] });
    expect(readSlot(slot("  /* still", "   * nothing */", "  pass", "  }"), "BIZ-9")?.code).toEqual([]);
    expect(readSlot(slot("  if (x) refuse(\"a\", \"b\");"), "BIZ-9")?.code).toEqual(['  if (x) refuse("a", "b");']);
    expect(readSlot(slot("  if (x) refuse();"), "BIZ-90")).toBeNull();
  });

  it("reads a slot whose end line is gone as not closed, with no code", () => {
    expect(readSlot("  # rule BIZ-9: Refunds\n  refuse('a', 'b')\n", "BIZ-9")).toEqual({ closed: false, code: [] });
  });

  it("finds a rule's id as tests name it, never inside another id", () => {
    for (const line of ['it("BIZ-9: refuses a refund", () => {', "def test_biz_9_refuses_a_refund() -> None:", "public function testBiz9RefusesARefund(): void", '@DisplayName("biz-9 refuses")']) {
      expect(namesRule(line, "BIZ-9"), line).toBe(true);
    }
    for (const line of ['it("BIZ-90: refuses", () => {', "def test_quiz_9() -> None:", 'it("RULE-9: refuses", () => {']) {
      expect(namesRule(line, "BIZ-9"), line).toBe(false);
    }
    expect(isCodeLine("  // BIZ-9: refuses")).toBe(false);
    expect(isCodeLine("  * BIZ-9")).toBe(false);
  });
});
