import type { AppModel } from "../model";
import { lines } from "../generators/files";
import { table } from "../generators/stack-labels";
import type { RuleResult } from "./rule-coverage";
import type { ProjectCheck } from "./types";

/** docs/QA-REPORT.md: each check's result and what it counted, the problems with their writers, what was not checked. */

const mark = (passed: boolean) => (passed ? "passed" : "FAILED");

const problemRows = (check: ProjectCheck): string[][] =>
  check.checks.flatMap((result) =>
    result.problems.map((problem) => [
      result.name,
      problem.line === null ? problem.path : `${problem.path}:${problem.line}`,
      problem.message,
      problem.writer ?? problem.emitterId ?? "unknown",
    ]),
  );

const covered = (rules: readonly RuleResult[]) => rules.filter((rule) => rule.status === "covered").length;

/** "8 of 8 rules covered", and how many of the rules for people are written when there are some. */
function rulesCounted(check: ProjectCheck): string {
  const typed = check.rules.filter((rule) => rule.kind === "typed");
  const people = check.rules.filter((rule) => rule.kind === "person");
  const counted = `${covered(typed)} of ${typed.length} rules covered`;
  return people.length > 0 ? `${counted}; ${covered(people)} of ${people.length} rules for people written as code, with a test` : counted;
}

/** Where a rule the vocabulary cannot say stands: written, waiting in its slot, or with no slot to wait in. */
function personStatus(rule: RuleResult): string {
  if (rule.status === "covered") return "written by the model, with a test";
  return rule.offered ? "offered to the model, not yet written" : "not offered: no slot for it in the stored files";
}

function peopleSection(model: AppModel, check: ProjectCheck): string[] {
  const people = check.rules.filter((rule) => rule.kind === "person");
  if (people.length === 0) return ["Nothing: every business rule was expressed as a typed rule."];
  const reasons = new Map(model.rulesForPeople.map((rule) => [rule.source, rule.reason]));
  return [
    "The rule vocabulary cannot say these rules. Each has a slot in the backend's rule hook and one in its test file, " +
      "offered to the configured model (or a person) to write; a rule counts as covered only when its slot holds code and a " +
      "test case names its id. Rules still waiting never fail the rules check.",
    "",
    table(
      ["From", "Rule", "Status", "Code files", "Test files", "Why the agents did not type it", "Missing"],
      people.map((rule) => [rule.source, rule.text, personStatus(rule), rule.codeFiles.join(", "), rule.testFiles.join(", "), reasons.get(rule.source) ?? "", rule.missing ?? ""]),
    ),
  ];
}

function checkRows(check: ProjectCheck): string[][] {
  const counted: Record<string, string> = {
    parse: `${check.counts.parsed} files parsed`,
    imports: `${check.counts.relativeImports} relative imports resolved`,
    packages: `${check.counts.packages} packages declared, ${check.counts.builtins} built-in modules`,
    requirements: `${check.requirements.filter((requirement) => requirement.status === "covered").length} of ${
      check.requirements.filter((requirement) => requirement.status !== "not checked").length
    } requirements covered`,
    rules: rulesCounted(check),
  };
  return check.checks.map((result) => [result.title, mark(result.passed), counted[result.name] ?? "", String(result.problems.length)]);
}

const requirementRows = (check: ProjectCheck): string[][] =>
  check.requirements.map((requirement) => [
    requirement.id,
    requirement.status,
    requirement.kind ?? "",
    requirement.servedByNames.join("; "),
    String(requirement.codeFiles.length),
    String(requirement.testFiles.length),
    String(requirement.otherFiles.length),
    requirement.missing ?? "",
  ]);

function notCheckedSection(check: ProjectCheck): (string | false)[] {
  return [
    check.notChecked.length > 0
      ? table(
          ["What", "Count", "Why"],
          check.notChecked.map((item) => [item.what, String(item.count), item.reason]),
        )
      : "Nothing: every file of a checked language went through its check.",
    "",
    check.unparsed.length > 0 &&
      `Files no check reads (documentation, configuration, styles, scripts): ${check.unparsed
        .map((entry) => `${entry.count} ${entry.extension}`)
        .join(", ")}.`,
  ];
}

export function reportOf(model: AppModel, check: ProjectCheck, summary: string): string {
  const problems = problemRows(check);
  const typed = check.rules.filter((rule) => rule.kind === "typed");
  return lines(
    `# ${model.name}: QA report`,
    "",
    `Result: **${check.passed ? "passed" : "failed"}**. ${summary}`,
    "",
    `The qa task checked the ${check.counts.files} files stored for the project when it ran, each with the task that wrote it.`,
    "",
    "## Checks",
    "",
    table(["Check", "Result", "Checked", "Problems"], checkRows(check)),
    "",
    "## Problems",
    "",
    problems.length > 0 ? table(["Check", "File", "Problem", "Written by task"], problems) : "None.",
    "",
    "## Not checked",
    "",
    "Listed here, never counted as passed.",
    "",
    ...notCheckedSection(check),
    "",
    "## Requirements",
    "",
    table(["Id", "Status", "Covered by", "Served by", "Code files", "Test files", "Other files", "Missing"], requirementRows(check)),
    "",
    "## Business rules",
    "",
    typed.length > 0
      ? table(
          ["Id", "From", "Rule", "Status", "Code files", "Test files", "Missing"],
          typed.map((rule) => [rule.id, rule.source, rule.says, rule.status, rule.codeFiles.join(", "), rule.testFiles.join(", "), rule.missing ?? ""]),
        )
      : "The app model has no typed business rules.",
    "",
    "### Needs a person",
    "",
    ...peopleSection(model, check),
  );
}
