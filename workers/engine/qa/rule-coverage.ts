import type { AppModel } from "../model";
import { describeRule, rulesInOrder } from "../model/rules";

/**
 * A business rule counts as covered only when the stored backend files carry both its code and its test:
 * a code file and a test file that name its id (every backend writes `RULE-n` where it checks the rule and
 * in the title of each test case of it). A rule the vocabulary could not express is listed for a person.
 */

export interface RuleResult {
  id: string;
  source: string;
  text: string;
  /** "Order total is between 1 and 500". */
  says: string;
  status: "covered" | "uncovered";
  codeFiles: string[];
  testFiles: string[];
  missing?: string;
}

interface StoredFile {
  path: string;
  type: string;
  content: string;
}

export function checkRules<F extends StoredFile>(files: readonly F[], model: AppModel): RuleResult[] {
  const backend = files.filter((file) => file.path.startsWith("backend/"));
  return rulesInOrder(model.entities).map(({ entity, rule }): RuleResult => {
    const mention = new RegExp(`(^|[^A-Za-z0-9-])${rule.id}(?![0-9])`);
    const naming = (type: string) => backend.filter((file) => file.type === type && mention.test(file.content)).map((file) => file.path);
    const codeFiles = naming("code");
    const testFiles = naming("test");
    const lacking = [codeFiles.length === 0 && "code", testFiles.length === 0 && "test"].filter(Boolean).join(" and ");
    return {
      id: rule.id,
      source: rule.source,
      text: rule.text,
      says: `${entity.label} ${rule.field} ${describeRule(rule)}`,
      status: lacking ? "uncovered" : "covered",
      codeFiles,
      testFiles,
      ...(lacking ? { missing: `no stored backend ${lacking} file names ${rule.id}` } : {}),
    };
  });
}
