import { describe, expect, it } from "vitest";
import { BACKEND_STACK } from "../../contract/project-options";
import { emittersFor, generateProject, type GeneratedFile } from "../generators";
import { BAKERY } from "../generators/test-inputs";
import { ruleHookOf } from "../edits/people-rules";
import { buildAppModel, type AppModel } from "../model";
import { checkProject } from "./check-project";
import { parseScript } from "./js-parse";
import { checkRules } from "./rule-coverage";

const bakeryOn = (backend: string) => {
  const model = buildAppModel({ ...BAKERY, techStack: ["react", backend, "postgresql"] });
  return { model, files: generateProject(model) };
};

/** What a person or the model writes for BIZ-9 in each backend: the code in the hook's slot, a case in the test file's. */
const NODE_WRITTEN = {
  code: [`if (change.topic === "orders" && change.input.status === "refunded") refuse("status", "A refund needs the owner's approval");`],
  test: [`it("BIZ-9: refuses a refund without the owner's approval", async () => {`, "  await createTestClient();", "});"],
};
const WRITTEN: Record<string, { code: string[]; test: string[] }> = {
  nodejs: NODE_WRITTEN,
  // The Worker has the Node backend's hook: the same file, the same contract.
  workers: NODE_WRITTEN,
  python: {
    code: [`if topic == "orders" and values.get("status") == "refunded":`, `    refuse("status", "A refund needs the owner's approval")`],
    test: ["def test_biz_9_refuses_a_refund_without_the_owners_approval() -> None:", "    create_test_client()"],
  },
  php: {
    code: ["if ($topic === 'orders' && ($data['status'] ?? null) === 'refunded') {", "    self::refuse('status', 'A refund needs the owner\\'s approval');", "}"],
    test: ["public function testBiz9RefusesARefundWithoutTheOwnersApproval(): void", "{", "    TestClient::create();", "}"],
  },
  java: {
    code: [`if ("orders".equals(topic) && "refunded".equals(values.get("status"))) {`, `  throw refuse("status", "A refund needs the owner's approval");`, "}"],
    test: ["@Test", `@DisplayName("BIZ-9: refuses a refund without the owner's approval")`, "void refusesARefund() throws Exception {}"],
  },
};

/** The file with its TODO line for `id` replaced by `body` (indented like it), as an edit would leave it. */
function fillSlot(files: readonly GeneratedFile[], path: string, id: string, body: readonly string[]): GeneratedFile[] {
  return files.map((file) => {
    if (file.path !== path) return file;
    const content = file.content.replace(new RegExp(`^([ \\t]*)(?://|#) TODO\\(${id}\\).*$`, "m"), (_line, pad: string) => body.map((line) => `${pad}${line}`).join("\n"));
    if (content === file.content) throw new Error(`No TODO for ${id} in ${path}`);
    return { ...file, content };
  });
}

const personResult = (files: readonly GeneratedFile[], model: AppModel) => checkRules(files, model).find((rule) => rule.kind === "person");

describe("qa: business rule coverage", () => {
  it.each(BACKEND_STACK)("counts every typed rule of the %s backend covered by its code and its test", (backend) => {
    const { model, files } = bakeryOn(backend);
    const typed = checkRules(files, model).filter((rule) => rule.kind === "typed");
    expect(typed.length).toBeGreaterThanOrEqual(8);
    expect(typed.filter((rule) => rule.status !== "covered")).toEqual([]);
  });

  it("counts a rule whose test is gone as uncovered, and says what is missing", () => {
    const model = buildAppModel(BAKERY);
    const files = generateProject(model).filter((file) => file.type !== "test");
    const [first] = checkRules(files, model);
    expect(first).toMatchObject({ id: "RULE-1", kind: "typed", status: "uncovered", missing: "no stored backend test file names RULE-1" });
  });

  it("lists what the vocabulary cannot express for a person", () => {
    expect(buildAppModel(BAKERY).rulesForPeople).toEqual([
      { source: "BIZ-9", text: "Refunds need the owner's approval", reason: "it names owner, which is not one of the app's records" },
    ]);
  });
});

describe("qa: rules for people, written as code in the rule hook", () => {
  it.each(BACKEND_STACK)("offers each one a slot in the %s backend and counts it as needing a person until written", (backend) => {
    const { model, files } = bakeryOn(backend);
    const hook = ruleHookOf(model);
    expect(personResult(files, model)).toEqual({
      id: "BIZ-9",
      kind: "person",
      source: "BIZ-9",
      text: "Refunds need the owner's approval",
      says: "Refunds need the owner's approval",
      status: "needs a person",
      offered: true,
      codeFiles: [],
      testFiles: [],
      missing: `its slot in ${hook.code} holds no code yet; no stored backend test file has a case naming BIZ-9`,
    });
  });

  it.each(BACKEND_STACK)("counts one covered in the %s backend only when its slot holds code and a test case names it", (backend) => {
    const { model, files } = bakeryOn(backend);
    const hook = ruleHookOf(model);
    const written = WRITTEN[backend];
    if (!written) throw new Error(`Nothing written for ${backend}`);
    const codeOnly = fillSlot(files, hook.code, "BIZ-9", written.code);
    const testOnly = fillSlot(files, hook.test, "BIZ-9", written.test);
    const both = fillSlot(codeOnly, hook.test, "BIZ-9", written.test);
    expect(personResult(codeOnly, model)).toMatchObject({ status: "needs a person", codeFiles: [hook.code], missing: "no stored backend test file has a case naming BIZ-9" });
    expect(personResult(testOnly, model)).toMatchObject({ status: "needs a person", testFiles: [hook.test], missing: `its slot in ${hook.code} holds no code yet` });
    expect(personResult(both, model)).toEqual(expect.objectContaining({ status: "covered", codeFiles: [hook.code], testFiles: [hook.test] }));
    expect(personResult(both, model)?.missing).toBeUndefined();
  });

  it("reads code only inside the slot, and a case only in code, not in a comment", () => {
    const { model, files } = bakeryOn("nodejs");
    const hook = ruleHookOf(model);
    const outside = files.map((file) =>
      file.path === hook.code ? { ...file, content: `${file.content}export const refunds = "BIZ-9";\n` } : file.path === hook.test ? { ...file, content: `${file.content}// BIZ-9: refuses a refund\n` } : file,
    );
    expect(personResult(outside, model)).toMatchObject({ status: "needs a person", codeFiles: [], testFiles: [] });
  });

  it("says when a slot has lost its end line, and when there is no slot at all", () => {
    const { model, files } = bakeryOn("python");
    const hook = ruleHookOf(model);
    const open = files.map((file) => (file.path === hook.code ? { ...file, content: file.content.replace("# end of rule BIZ-9", "") } : file));
    expect(personResult(open, model)?.missing).toContain(`its slot in ${hook.code} has lost its end line ("end of rule BIZ-9")`);
    const none = files.filter((file) => file.path !== hook.code);
    expect(personResult(none, model)).toMatchObject({ offered: false, missing: expect.stringContaining('no stored backend code file has a slot for BIZ-9 (a line "rule BIZ-9: ...")') });
  });

  it.each(BACKEND_STACK)("never fails the rules check of the %s backend for a rule still waiting", (backend) => {
    const { model, files } = bakeryOn(backend);
    const check = checkProject(files, model, emittersFor(model), parseScript);
    expect(check.checks.find((result) => result.name === "rules")).toMatchObject({ passed: true, problems: [] });
    expect(check.rules.filter((rule) => rule.status === "needs a person").map((rule) => rule.id)).toEqual(["BIZ-9"]);
  });
});
