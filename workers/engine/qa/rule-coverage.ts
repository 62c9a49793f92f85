import type { AppModel } from "../model";
import { describeRule, rulesInOrder, type PersonRule } from "../model/rules";
import { isCodeLine, namesRule, personRuleId, readSlot } from "../generators/rule-hooks";

/**
 * A business rule counts as covered only when the stored backend files carry both its code and its test.
 * - A typed rule (RULE-n): a code file and a test file that name its id (every backend writes `RULE-n` where
 *   it checks the rule and in the title of each test case of it); otherwise it is uncovered, and fails.
 * - A rule the vocabulary cannot say (model.rulesForPeople, by its requirement's id): its slot in the
 *   backend's rule hook holds code (generators/rule-hooks.ts), and a test file has a case naming its id.
 *   Otherwise it needs a person (or the configured model it is offered to): listed, never a failure.
 */

export type RuleStatus = "covered" | "uncovered" | "needs a person";

export interface RuleResult {
  id: string;
  /** typed: a rule of the vocabulary; person: one the vocabulary cannot say, written as code in the rule hook. */
  kind: "typed" | "person";
  source: string;
  text: string;
  /** "Order total is between 1 and 500"; a person rule's own sentence. */
  says: string;
  status: RuleStatus;
  /** A person rule: a stored backend code file has its slot, so it is offered to be written there. */
  offered?: boolean;
  codeFiles: string[];
  testFiles: string[];
  missing?: string;
}

interface StoredFile {
  path: string;
  type: string;
  content: string;
}

const backendOf = <F extends StoredFile>(files: readonly F[]) => files.filter((file) => file.path.startsWith("backend/"));

function typedResults(backend: readonly StoredFile[], model: AppModel): RuleResult[] {
  return rulesInOrder(model.entities).map(({ entity, rule }): RuleResult => {
    const mention = new RegExp(`(^|[^A-Za-z0-9-])${rule.id}(?![0-9])`);
    const naming = (type: string) => backend.filter((file) => file.type === type && mention.test(file.content)).map((file) => file.path);
    const codeFiles = naming("code");
    const testFiles = naming("test");
    const lacking = [codeFiles.length === 0 && "code", testFiles.length === 0 && "test"].filter(Boolean).join(" and ");
    return {
      id: rule.id,
      kind: "typed",
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

/** What a person rule's slots and cases in the stored backend files say about it. */
function personRuleResult(backend: readonly StoredFile[], rule: PersonRule): RuleResult {
  const id = personRuleId(rule);
  const slots = backend.filter((file) => file.type === "code").flatMap((file) => {
    const slot = readSlot(file.content, id);
    return slot ? [{ path: file.path, ...slot }] : [];
  });
  const codeFiles = slots.filter((slot) => slot.code.length > 0).map((slot) => slot.path);
  const testFiles = backend
    .filter((file) => file.type === "test" && file.content.split("\n").some((line) => isCodeLine(line) && namesRule(line, id)))
    .map((file) => file.path);
  const open = slots.find((slot) => !slot.closed);
  const missing = [
    slots.length === 0 && `no stored backend code file has a slot for ${id} (a line "rule ${id}: ...")`,
    codeFiles.length === 0 && open && `its slot in ${open.path} has lost its end line ("end of rule ${id}")`,
    codeFiles.length === 0 && !open && slots.length > 0 && `its slot in ${slots.map((slot) => slot.path).join(", ")} holds no code yet`,
    testFiles.length === 0 && `no stored backend test file has a case naming ${id}`,
  ].filter((part): part is string => typeof part === "string");
  return {
    id,
    kind: "person",
    source: rule.source,
    text: rule.text,
    says: rule.text,
    status: missing.length > 0 ? "needs a person" : "covered",
    offered: slots.length > 0,
    codeFiles,
    testFiles,
    ...(missing.length > 0 ? { missing: missing.join("; ") } : {}),
  };
}

/** The rules the vocabulary cannot say, in the order of their sentences: written as code, or not yet. */
export function checkPersonRules<F extends StoredFile>(files: readonly F[], model: AppModel): RuleResult[] {
  const backend = backendOf(files);
  return model.rulesForPeople.map((rule) => personRuleResult(backend, rule));
}

/** Every typed rule in id order, then every rule for people in the order of their sentences. */
export function checkRules<F extends StoredFile>(files: readonly F[], model: AppModel): RuleResult[] {
  return [...typedResults(backendOf(files), model), ...checkPersonRules(files, model)];
}
