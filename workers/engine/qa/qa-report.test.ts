import { describe, expect, it } from "vitest";
import { emittersFor, generateProject, type GeneratedFile } from "../generators";
import { BAKERY, inputFor } from "../generators/test-inputs";
import { ruleHookOf } from "../edits/people-rules";
import { buildAppModel, type AppModel } from "../model";
import { checkProject } from "./check-project";
import { parseScript } from "./js-parse";
import { reportOf } from "./qa-report";

const reportFor = (model: AppModel, files: readonly GeneratedFile[]) => reportOf(model, checkProject(files, model, emittersFor(model), parseScript), "Summary.");

/** The lines of the report's "Needs a person" section. */
const peopleSection = (report: string) => report.slice(report.indexOf("### Needs a person")).split("\n");

describe("qa report: business rules", () => {
  it("lists a rule for people as offered to the model and not yet written, without failing the check", () => {
    const model = buildAppModel(BAKERY);
    const hook = ruleHookOf(model);
    const report = reportFor(model, generateProject(model));
    expect(report).toContain("| Every business rule has its code and its test in the backend | passed | 9 of 9 rules covered; 0 of 1 rules for people written as code, with a test | 0 |");
    expect(peopleSection(report)).toContain(
      `| BIZ-9 | Refunds need the owner's approval | offered to the model, not yet written |  |  | it names owner, which is not one of the app's records | its slot in ${hook.code} holds no code yet; no stored backend test file has a case naming BIZ-9 |`,
    );
    // The typed rules' table lists the typed rules only.
    expect(report.slice(report.indexOf("## Business rules"), report.indexOf("### Needs a person"))).not.toContain("BIZ-9 |");
  });

  it("lists it as written by the model, with a test, once its slot holds code and a case names it", () => {
    const model = buildAppModel(BAKERY);
    const hook = ruleHookOf(model);
    const files = generateProject(model).map((file) =>
      file.path === hook.code || file.path === hook.test
        ? { ...file, content: file.content.replace(/\/\/ TODO\(BIZ-9\).*/, file.path === hook.code ? 'if (change.topic === "refunds") refuse("approvedBy", "Needs the owner");' : 'it("BIZ-9: refuses a refund nobody approved", () => {});') }
        : file,
    );
    const report = reportFor(model, files);
    expect(report).toContain("9 of 9 rules covered; 1 of 1 rules for people written as code, with a test");
    expect(peopleSection(report)).toContain(
      `| BIZ-9 | Refunds need the owner's approval | written by the model, with a test | ${hook.code} | ${hook.test} | it names owner, which is not one of the app's records |  |`,
    );
  });

  it("says nothing needs a person when every rule was typed", () => {
    const model = buildAppModel(inputFor({ projectType: "crm" }));
    const report = reportFor(model, generateProject(model));
    expect(peopleSection(report).slice(0, 3)).toEqual(["### Needs a person", "", "Nothing: every business rule was expressed as a typed rule."]);
    expect(report).not.toContain("rules for people");
  });
});
