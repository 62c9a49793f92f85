import type { AppModel, Entity } from "../model";
import { wordsOf } from "../model/naming";
import type { PersonRule } from "../model/rules";

/**
 * The business rules the typed vocabulary cannot say (model.rulesForPeople) are written as code, by a person
 * or a configured model. Each backend that has some gets one rule hook (a file its CRUD layer calls on every
 * create and change, after the typed rules) and a test file beside its tests, with one slot per rule in
 * both, between two comment lines:
 *
 *     // rule BIZ-9: Refunds need the owner's approval
 *     // TODO(BIZ-9): not written yet. ...
 *     // end of rule BIZ-9
 *
 * qa reads the slots (qa/rule-coverage.ts): a rule is written when its hook slot holds code and a test file
 * has a case naming its id. An app without such rules gets neither file, and its CRUD layer is unchanged.
 */

/** Where one backend keeps the rules written as code, and how its code refuses a change. */
export interface RuleHook {
  /** The hook: the file whose slots hold the rules' code. */
  code: string;
  /** The file of their test cases. */
  test: string;
  /** How code in a slot refuses the change it checks: `refuse(field, message)`. */
  refuse: string;
  /** What the hook's check is given, in the stack's names. */
  given: string;
  /** A test case named with a rule's id, the way this stack's tests are named. */
  caseNamed(id: string): string;
  /** The files a record type's fields and typed rules live in. */
  recordFiles(entity: Entity): string[];
}

/** A person rule's id in code and tests: the requirement it came from ("BIZ-9"); a sentence gives at most one. */
export const personRuleId = (rule: PersonRule) => rule.source;

/** A rule's text on one comment line: PHP would end its code at "?>", and Java reads \u escapes even in comments. */
const commentText = (text: string) => text.replace(/\s+/g, " ").replace(/\\/g, "/").replace(/\?>/g, "? >").trim();

/** The empty slot of one rule: its marker line, what is to be written there, its end line. */
export function ruleSlot(mark: "//" | "#", rule: PersonRule, holds: "code" | "test cases"): string[] {
  const id = personRuleId(rule);
  const what = holds === "code" ? "this rule's code here" : `this rule's test cases here, each with ${id} in its name or title`;
  return [
    `${mark} rule ${id}: ${commentText(rule.text)}`,
    `${mark} TODO(${id}): not written yet. A person or the configured model writes ${what}.`,
    `${mark} end of rule ${id}`,
  ];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const commentStart = /^(?:\/\/|#|\/\*|\*)/;

/** A line of code: not blank, not a comment, not only brackets, not Python's `pass`. */
export function isCodeLine(line: string): boolean {
  const text = line.trim();
  return text !== "" && !commentStart.test(text) && /[A-Za-z0-9]/.test(text) && text !== "pass";
}

/**
 * Whether a line names a rule's id: "BIZ-9" as written, or as a function name spells it (test_biz_9,
 * testBiz9, biz9Refuses), never inside another id (BIZ-90).
 */
export function namesRule(line: string, id: string): boolean {
  const spaced = line.replace(/([a-z])([A-Z])/g, "$1_$2").replace(/([A-Za-z])([0-9])/g, "$1_$2");
  return new RegExp(`(^|[^A-Za-z0-9])${id.split("-").map(escaped).join("[-_]?")}(?![0-9])`, "i").test(spaced);
}

export interface SlotReading {
  /** Its end line is there: without it, the slot's code cannot be told from what follows, and is not read. */
  closed: boolean;
  /** Its lines of code (see isCodeLine). */
  code: string[];
}

/** A rule's slot in a file, or null when the file has none. */
export function readSlot(content: string, id: string): SlotReading | null {
  const rows = content.split("\n");
  const start = rows.findIndex((row) => new RegExp(`^\\s*(?://|#)\\s*rule ${escaped(id)}:`).test(row));
  if (start < 0) return null;
  const end = rows.findIndex((row, index) => index > start && new RegExp(`^\\s*(?://|#)\\s*end of rule ${escaped(id)}\\s*$`).test(row));
  if (end < 0) return { closed: false, code: [] };
  return { closed: true, code: rows.slice(start + 1, end).filter(isCodeLine) };
}

/** The records a rule's sentence names, by label or plural label, in the app model's order. */
export function recordsNamedBy(rule: PersonRule, entities: readonly Entity[]): Entity[] {
  const words = ` ${wordsOf(rule.text).join(" ")} `;
  return entities.filter((entity) => [entity.label, entity.pluralLabel].some((name) => words.includes(` ${wordsOf(name).join(" ")} `)));
}

/** The record the hook's test file sends as its example: the first one a rule names, else the app's first. */
export function exampleRecord(model: AppModel): Entity {
  const example = model.rulesForPeople.flatMap((rule) => recordsNamedBy(rule, model.entities))[0] ?? model.entities[0];
  if (!example) throw new Error("An app model has at least one record");
  return example;
}
