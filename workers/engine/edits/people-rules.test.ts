import { describe, expect, it } from "vitest";
import { BACKEND_STACK } from "../../contract/project-options";
import { generateProject, type GeneratedFile } from "../generators";
import { BAKERY, inputFor } from "../generators/test-inputs";
import { buildAppModel } from "../model";
import { peopleRuleBriefs, ruleHookOf } from "./people-rules";

const modelOn = (backend: string, extraRule?: string) =>
  buildAppModel(
    inputFor(
      { ...BAKERY.wizardData, businessRules: [BAKERY.wizardData.businessRules ?? "", ...(extraRule ? [extraRule] : [])].join("\n") },
      { techStack: ["react", backend, "postgresql"] },
    ),
  );

/** A rule's TODO line replaced by code, as a person or the model leaves it. */
const written = (files: readonly GeneratedFile[], path: string, id: string, code: string): GeneratedFile[] =>
  files.map((file) => (file.path === path ? { ...file, content: file.content.replace(new RegExp(`(?://|#) TODO\\(${id}\\).*`), code) } : file));

describe("peopleRuleBriefs: the rules the vocabulary cannot say, offered to the model", () => {
  it.each(BACKEND_STACK)("asks the %s backend agent for every rule in one brief, focused on the hook, its test and the rules' records", (backend) => {
    const model = modelOn(backend, "Orders over 300 need a manager's sign-off");
    const files = generateProject(model);
    const hook = ruleHookOf(model);
    const order = model.entities.find((entity) => entity.name === "Order");
    if (!order) throw new Error("The bakery has orders");
    const briefs = peopleRuleBriefs(model, files);
    expect(briefs).toHaveLength(1);
    const [brief] = briefs;
    expect(brief?.agent).toBe("backend");
    expect(brief?.focusPaths).toEqual([hook.code, hook.test, ...hook.recordFiles(order)]);
    for (const path of brief?.focusPaths ?? []) expect(files.some((file) => file.path === path), path).toBe(true);
    expect(brief?.instruction).toContain(`- BIZ-9: "Refunds need the owner's approval"`);
    expect(brief?.instruction).toContain(`- BIZ-11: "Orders over 300 need a manager's sign-off" (about orders)`);
    expect(brief?.instruction).toContain(hook.refuse);
    expect(brief?.instruction).toContain("leave the other rules' slots as they are");
  });

  it("leaves out a rule already written with its test, and offers nothing once every rule is", () => {
    const model = modelOn("nodejs", "Orders over 300 need a manager's sign-off");
    const hook = ruleHookOf(model);
    let files = generateProject(model);
    files = written(files, hook.code, "BIZ-9", 'if (change.topic === "refunds") refuse("approvedBy", "Needs the owner");');
    files = written(files, hook.test, "BIZ-9", 'it("BIZ-9: refuses a refund nobody approved", () => {});');
    const [brief] = peopleRuleBriefs(model, files);
    expect(brief?.instruction).not.toContain("BIZ-9:");
    expect(brief?.instruction).toContain("BIZ-11");
    files = written(files, hook.code, "BIZ-11", 'if (change.topic === "orders") refuse("total", "Needs a manager");');
    files = written(files, hook.test, "BIZ-11", 'it("BIZ-11: refuses a large order nobody signed off", () => {});');
    expect(peopleRuleBriefs(model, files)).toEqual([]);
  });

  it("offers nothing to an app without such rules, or whose stored files have no hook", () => {
    const plain = buildAppModel(inputFor({ projectType: "crm" }));
    expect(peopleRuleBriefs(plain, generateProject(plain))).toEqual([]);
    const model = modelOn("python");
    const hook = ruleHookOf(model);
    expect(peopleRuleBriefs(model, generateProject(model).filter((file) => file.path !== hook.code))).toEqual([]);
  });
});
