import { describe, expect, it } from "vitest";
import { generateProject } from "../generators";
import { BAKERY } from "../generators/test-inputs";
import { buildAppModel } from "../model";
import { checkRules } from "./rule-coverage";

describe("qa: business rule coverage", () => {
  it.each(["nodejs", "python", "php", "java"])("counts every rule of the %s backend covered by its code and its test", (backend) => {
    const model = buildAppModel({ ...BAKERY, techStack: ["react", backend, "postgresql"] });
    const files = generateProject(model);
    const results = checkRules(files, model);
    expect(results.length).toBeGreaterThanOrEqual(8);
    expect(results.filter((rule) => rule.status !== "covered")).toEqual([]);
  });

  it("counts a rule whose test is gone as uncovered, and says what is missing", () => {
    const model = buildAppModel(BAKERY);
    const files = generateProject(model).filter((file) => file.type !== "test");
    const [first] = checkRules(files, model);
    expect(first).toMatchObject({ id: "RULE-1", status: "uncovered", missing: "no stored backend test file names RULE-1" });
  });

  it("lists what the vocabulary cannot express for a person", () => {
    expect(buildAppModel(BAKERY).rulesForPeople).toEqual([
      { source: "BIZ-9", text: "Refunds need the owner's approval", reason: "it names owner, which is not one of the app's records" },
    ]);
  });
});
