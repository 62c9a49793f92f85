import type { CheckName, Problem, ProjectCheck } from "./types";

const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;

/** Each check's part of the summary: "all parse", "412 relative imports resolve", "1 import does not resolve"... */
function checkParts(result: ProjectCheck): string[] {
  const failed = (name: CheckName) => result.checks.find((candidate) => candidate.name === name)?.problems.length ?? 0;
  const covered = result.requirements.filter((requirement) => requirement.status === "covered").length;
  const checkedRequirements = result.requirements.filter((requirement) => requirement.status !== "not checked").length;
  return [
    failed("parse") === 0 ? "all parse" : `${plural(failed("parse"), "file")} do${failed("parse") === 1 ? "es" : ""} not parse`,
    failed("imports") === 0
      ? `${plural(result.counts.relativeImports, "relative import")} resolve${result.counts.relativeImports === 1 ? "s" : ""}`
      : `${plural(failed("imports"), "import")} do${failed("imports") === 1 ? "es" : ""} not resolve`,
    failed("packages") === 0
      ? `${plural(result.counts.packages, "package")} declared`
      : failed("packages") === 1
        ? "1 import of an undeclared package"
        : `${failed("packages")} imports of undeclared packages`,
    `${covered} of ${checkedRequirements} requirements covered`,
    ...(result.rules.length > 0
      ? [`${result.rules.filter((rule) => rule.status === "covered").length} of ${plural(result.rules.length, "business rule")} covered by code and a test`]
      : []),
  ];
}

/** "Checked 151 files: all parse; 412 relative imports resolve; ..." — the qa task's one-paragraph result. */
export function summarize(result: ProjectCheck): string {
  const parseProblems = result.checks.find((candidate) => candidate.name === "parse")?.problems.length ?? 0;
  const notChecked = result.notChecked.map((item) =>
    item.what === "requirements" ? `${plural(item.count, "requirement")} served only after qa` : `${item.count} ${item.what}`,
  );
  const tail = notChecked.length > 0 ? `; not checked here: ${notChecked.join(", ")}` : "";
  return `Checked ${plural(result.counts.parsed + parseProblems, "file")}: ${checkParts(result).join("; ")}${tail}.`;
}

/** The problems as lines: "frontend/src/App.tsx does not parse (line 3: ...), written by task "App shell"". */
export function describeProblems(result: ProjectCheck, limit = Infinity): string[] {
  return describeProblemList(result.checks.flatMap((check) => check.problems), limit);
}

/** Some problems as lines, at most `limit` of them and a count of the rest; `withWriter` false leaves out who wrote the file. */
export function describeProblemList(problems: readonly Problem[], limit = Infinity, withWriter = true): string[] {
  const shown = problems.slice(0, limit).map((problem) => {
    const where = problem.line !== null && !problem.message.includes(`line ${problem.line}`) ? `:${problem.line}` : "";
    const writer = withWriter && problem.writer ? `, written by task "${problem.writer}"` : "";
    return `${problem.path}${where} ${problem.message}${writer}`;
  });
  if (problems.length > shown.length) shown.push(`and ${problems.length - shown.length} more`);
  return shown;
}
