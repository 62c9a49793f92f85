import type { AppModel } from "../model";
import type { GeneratedBackend } from "../model/stack";
import { javaRuleHook } from "../generators/java/rule-hook";
import { nodeRuleHook } from "../generators/nodejs/rule-hook";
import { phpRuleHook } from "../generators/php/rule-hook";
import { pythonRuleHook } from "../generators/python/rule-hook";
import { recordsNamedBy, type RuleHook } from "../generators/rule-hooks";
import { checkPersonRules } from "../qa/rule-coverage";
import type { EditBrief } from "./types";

/**
 * The business rules the vocabulary cannot say (model.rulesForPeople), offered to a configured model the way
 * other code edits are: one brief for the backend, naming every rule not yet written, focused on the rule
 * hook, its test file and the files of the records the rules name. qa counts a rule covered only when its
 * hook slot holds code and a test case names it (qa/rule-coverage.ts); a rule written already is left out.
 */

const HOOKS: Record<GeneratedBackend, (model: AppModel) => RuleHook> = {
  nodejs: nodeRuleHook,
  python: pythonRuleHook,
  php: phpRuleHook,
  java: javaRuleHook,
  // The Worker keeps the Node backend's hook: the same file, the same contract.
  workers: nodeRuleHook,
};

/** The backend's rule hook: where its rules written as code and their test cases go. */
export const ruleHookOf = (model: AppModel): RuleHook => HOOKS[model.stack.backend](model);

interface ProjectFile {
  path: string;
  content: string;
  /** As stored: "code" and "test" files are read for the rules' slots and cases. */
  type: string;
}

function instructionOf(hook: RuleHook, rules: readonly { id: string; text: string; records: string[] }[]): string {
  const [first] = rules;
  const example = first?.id ?? "";
  return [
    `Write these business rules as code; the app's rule vocabulary cannot say them, so each waits in an empty slot in ${hook.code} and in ${hook.test}:`,
    ...rules.map((rule) => `- ${rule.id}: "${rule.text}"${rule.records.length > 0 ? ` (about ${rule.records.join(", ")})` : ""}`),
    "",
    `For each rule, in ${hook.code}: replace the TODO line of its slot (between "rule ${example}: ..." and "end of rule ${example}") with the rule's code. ` +
      `The hook runs on every create and change of any record, after the typed rules, and is given ${hook.given}. ` +
      `When a change breaks the rule, refuse it with ${hook.refuse} (a 400 on that field, as the typed rules answer); let every other change through.`,
    `In ${hook.test}: replace the TODO line of its slot with one test case that breaks the rule and expects 400, and one that keeps it, ` +
      `each with the rule's id in its name or title, like ${hook.caseNamed(example)}; build valid records with the fixtures the other tests use.`,
    `Keep every "rule ..." and "end of rule ..." line, and leave the other rules' slots as they are. Change nothing else: the app's existing tests must still pass. ` +
      "If a rule cannot be checked with the records this app keeps, leave its slot as it is and say why in your summary.",
  ].join("\n");
}

/**
 * The brief for the model: one for the app's backend (every rule not yet written in it), or none when every
 * rule is written, or when the stored files have no rule hook to write in (a project generated before hooks;
 * regenerating the backend adds it).
 */
export function peopleRuleBriefs(model: AppModel, files: readonly ProjectFile[]): EditBrief[] {
  const hook = ruleHookOf(model);
  const paths = new Set(files.map((file) => file.path));
  if (!paths.has(hook.code) || !paths.has(hook.test)) return [];
  const waiting = checkPersonRules(files, model).filter((result) => result.status !== "covered");
  if (waiting.length === 0) return [];
  const rules = waiting.map((result) => {
    const rule = model.rulesForPeople.find((candidate) => candidate.source === result.source);
    const records = rule ? recordsNamedBy(rule, model.entities) : [];
    return { id: result.id, text: result.text, records: records.map((entity) => entity.pluralLabel.toLowerCase()), files: records.flatMap((entity) => hook.recordFiles(entity)) };
  });
  const recordFiles = [...new Set(rules.flatMap((rule) => rule.files))].filter((path) => paths.has(path));
  return [{ instruction: instructionOf(hook, rules), agent: "backend", focusPaths: [hook.code, hook.test, ...recordFiles] }];
}
