import type { AppModel, Entity } from "../model";
import { describeRule, PATTERNS, rulesInOrder, type Rule } from "../model/rules";
import { sampleValue, shiftedDate, type SampleValue } from "./samples";

/**
 * The test cases of the business rules, the same for every backend: each backend's rules test walks this
 * table with its own fixtures and client. Every rule gets a case that breaks it (answered 400, or 409 for
 * a duplicate) and one that keeps it, so a check too strict fails as surely as a missing one.
 */

export interface RuleCase {
  rule: string;
  title: string;
  entity: Entity;
  /** create: POST the fixture with `changes`; create twice: POST it twice; update: POST the fixture, then PUT it with `changes`. */
  action: "create" | "create twice" | "update";
  changes: Record<string, SampleValue | null>;
  status: number;
}

const FAR_PAST = "2001-01-01T00:00:00.000Z";
const FAR_FUTURE = "2999-01-01T00:00:00.000Z";

function casesOf(entity: Entity, rule: Rule): Omit<RuleCase, "rule" | "entity" | "title">[] {
  const field = entity.fields.find((candidate) => candidate.name === rule.field);
  if (!field) return [];
  const rejects = (changes: RuleCase["changes"], status = 400) => ({ action: "create" as const, changes, status });
  const accepts = (changes: RuleCase["changes"]) => ({ action: "create" as const, changes, status: 201 });
  switch (rule.kind) {
    case "required":
      return [rejects({ [rule.field]: null }), accepts({})];
    case "unique":
      return [{ action: "create twice", changes: {}, status: 409 }];
    case "range":
      return [
        ...(rule.min !== undefined ? [rejects({ [rule.field]: rule.min - 1 }), accepts({ [rule.field]: rule.min })] : []),
        ...(rule.max !== undefined ? [rejects({ [rule.field]: rule.max + 1 }), accepts({ [rule.field]: rule.max })] : []),
      ];
    case "pattern":
      return [rejects({ [rule.field]: PATTERNS[rule.pattern].wrong }), accepts({ [rule.field]: PATTERNS[rule.pattern].other })];
    case "one-of":
      return [rejects({ [rule.field]: "none of these" }), accepts({ [rule.field]: rule.values.at(-1) ?? "" })];
    case "date": {
      if (rule.to === "now") {
        return [rejects({ [rule.field]: rule.relation === "after" ? FAR_PAST : FAR_FUTURE }), accepts({})];
      }
      const other = entity.fields.find((candidate) => candidate.name === rule.to);
      if (!other) return [];
      const anchor = String(sampleValue(entity, other));
      const wrong = shiftedDate(anchor, rule.relation === "after" ? -1 : 1);
      return [rejects({ [rule.field]: wrong, [rule.to]: anchor }), accepts({ [rule.field]: shiftedDate(anchor, rule.relation === "after" ? 2 : -2), [rule.to]: anchor })];
    }
    case "transitions": {
      const [first] = rule.states;
      const next = rule.moves.find((move) => move.from === first)?.to;
      const unreachable = rule.states.find((state) => state !== first && !rule.moves.some((move) => move.from === first && move.to === state));
      return [
        ...rule.states.filter((state) => state !== first).slice(0, 1).map((state) => rejects({ [rule.field]: state })),
        ...(unreachable ? [{ action: "update" as const, changes: { [rule.field]: unreachable }, status: 400 }] : []),
        ...(next ? [{ action: "update" as const, changes: { [rule.field]: next }, status: 200 }] : []),
      ];
    }
  }
}

function titleOf(entity: Entity, rule: Rule, item: Omit<RuleCase, "rule" | "entity" | "title">): string {
  const values = Object.entries(item.changes)
    .map(([name, value]) => `${name} ${JSON.stringify(value)}`)
    .join(", ");
  const verb = item.status >= 400 ? "refuses" : "allows";
  const what = item.action === "create twice" ? "the same one twice" : item.action === "update" ? `a change to ${values}` : values ? `one with ${values}` : "a valid one";
  return `${rule.id}: ${entity.label.toLowerCase()} ${rule.field} ${describeRule(rule)}; ${verb} ${what}`;
}

/** Every rule's cases, in rule order. */
export function ruleCases(model: AppModel): RuleCase[] {
  return rulesInOrder(model.entities).flatMap(({ entity, rule }) => casesOf(entity, rule).map((item) => ({ ...item, rule: rule.id, entity, title: titleOf(entity, rule, item) })));
}
