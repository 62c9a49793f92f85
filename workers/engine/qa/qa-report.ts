import type { AppModel } from "../model";
import { lines } from "../generators/files";
import { table } from "../generators/stack-labels";
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

function checkRows(check: ProjectCheck): string[][] {
  const counted: Record<string, string> = {
    parse: `${check.counts.parsed} files parsed`,
    imports: `${check.counts.relativeImports} relative imports resolved`,
    packages: `${check.counts.packages} packages declared, ${check.counts.builtins} built-in modules`,
    requirements: `${check.requirements.filter((requirement) => requirement.status === "covered").length} of ${
      check.requirements.filter((requirement) => requirement.status !== "not checked").length
    } requirements covered`,
    rules: `${check.rules.filter((rule) => rule.status === "covered").length} of ${check.rules.length} rules covered`,
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
    check.rules.length > 0
      ? table(
          ["Id", "From", "Rule", "Status", "Code files", "Test files", "Missing"],
          check.rules.map((rule) => [rule.id, rule.source, rule.says, rule.status, rule.codeFiles.join(", "), rule.testFiles.join(", "), rule.missing ?? ""]),
        )
      : "The app model has no typed business rules.",
    "",
    "### Needs a person",
    "",
    model.rulesForPeople.length > 0
      ? table(["From", "Rule", "Why the agents did not write it"], model.rulesForPeople.map((rule) => [rule.source, rule.text, rule.reason]))
      : "Nothing: every business rule was expressed as a typed rule.",
  );
}
