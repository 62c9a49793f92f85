import type { CheckContext } from "./check-context";
import type { RequirementResult } from "./requirement-coverage";
import type { NotChecked } from "./types";

/** Languages the engine has no parser for: their files are listed as not checked, never as passed. */
export const UNPARSED_LANGUAGES: Record<string, string> = {
  ".java": "no Java parser in the engine; the project's CI compiles them",
  ".kt": "no Kotlin parser in the engine; the project's CI compiles them",
  ".php": "no PHP parser in the engine; the project's CI runs them",
};

/**
 * What the checks could not look at, with why: unparsed languages and virtual imports (as counted), Vue
 * templates, Python syntax, and requirements served only by tasks that run after qa.
 */
export function notCheckedOf(context: CheckContext, vueFiles: number, coverage: readonly RequirementResult[]): NotChecked[] {
  const notChecked: NotChecked[] = [];
  for (const [what, count] of context.notChecked) {
    notChecked.push({ what: what.startsWith(".") ? `${what} files` : what, count, reason: UNPARSED_LANGUAGES[what] ?? "resolved by the bundler, not by files" });
  }
  if (vueFiles > 0) {
    notChecked.push({
      what: ".vue templates",
      count: vueFiles,
      reason: "only their `<script>` blocks are parsed here; the project's build compiles the templates",
    });
  }
  if (context.counts.pythonFiles > 0) {
    notChecked.push({
      what: ".py files (syntax)",
      count: context.counts.pythonFiles,
      reason: "no Python parser in the engine: their imports were read and checked, their syntax is checked by the project's CI",
    });
  }
  const later = coverage.filter((result) => result.status === "not checked");
  if (later.length > 0) {
    notChecked.push({ what: "requirements", count: later.length, reason: later.map((result) => `${result.id} (${result.missing ?? ""})`).join("; ") });
  }
  return notChecked;
}
