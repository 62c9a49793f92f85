import { pascalCase, pluralWord, wordsOf } from "./naming";
import { ruleProblems, withRuleFlags, type DesignRule, type PatternName, type PersonRule, type Rule, type RuleTerms, VOCABULARY } from "./rules";
import type { Entity, Field } from "./schema";

/**
 * The built-in reading of business rules: a sentence that names a field of one of the records and says
 * one thing the rule vocabulary can express becomes a typed rule; the rest is left to a language model
 * when one is configured, and to a person otherwise.
 */

/** A sentence rules may be read from, with the requirement it became. */
export interface RuleSource {
  id: string;
  text: string;
  /** A business rule must become a rule or be listed for a person; a workflow only gives state transitions. */
  kind: "business" | "workflow";
}


const NUMBER = "(-?\\d+(?:\\.\\d+)?)";
const STATE = "[a-z0-9][a-z0-9 _-]*?";

/** The words of a text as one padded string, so phrases match on word boundaries only. */
const padded = (text: string) => ` ${wordsOf(text).join(" ")} `;
/** Where a text says a phrase (its last word also in the plural: "product names" says "name"), or -1. */
function placeOf(text: string, phrase: string): number {
  const words = wordsOf(phrase);
  const plural = [...words.slice(0, -1), pluralWord(words.at(-1) ?? "")];
  const found = [words, plural].filter((run) => run.length > 0).map((run) => padded(text).indexOf(` ${run.join(" ")} `)).filter((place) => place >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}
const says = (text: string, phrase: string) => placeOf(text, phrase) >= 0;

/** The entities a sentence names, by label or plural, in the order they appear. */
function namedEntities(text: string, entities: readonly Entity[]): Entity[] {
  const words = padded(text);
  return entities
    .map((entity) => ({ entity, at: Math.min(...[entity.label, entity.pluralLabel].map((name) => words.indexOf(` ${wordsOf(name).join(" ")} `)).map((at) => (at < 0 ? Infinity : at))) }))
    .filter((found) => found.at !== Infinity)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.entity);
}

/** Fields of an entity a sentence names (by label, or by name words), in the order it names them. */
function namedFields(text: string, entity: Entity): Field[] {
  const place = (field: Field) => Math.max(placeOf(text, field.label), placeOf(text, field.name));
  return entity.fields.filter((field) => place(field) >= 0).sort((a, b) => place(a) - place(b));
}

function statesOf(text: string): string[] | null {
  const lower = text.toLowerCase().replace(/[.!;]+\s*$/, "");
  const arrows = lower.split(/\s*(?:->|→|=>)\s*/);
  if (arrows.length >= 2) {
    const last = arrows.map((part) => part.trim().split(/\s+/));
    // "pending -> baking -> ready": the words next to the arrows.
    return [last[0]?.at(-1) ?? "", ...last.slice(1, -1).map((words) => words.join(" ")), (last.at(-1) ?? [])[0] ?? ""];
  }
  const chain = new RegExp(`\\bfrom (${STATE}) to (${STATE}(?:(?:,| to| then| and then| and finally) ${STATE})*)$`).exec(lower);
  if (!chain?.[1] || !chain[2]) return null;
  return [chain[1], ...chain[2].split(/,? (?:to|then|and then|and finally) |, /)].map((state) => state.trim());
}

function valuesAfter(text: string): string[] | null {
  const match = /\b(?:one of|either|can only be|may only be|must be one of|is one of)\s*:?\s+(.+)$/i.exec(text.replace(/[.!]+\s*$/, ""));
  if (!match?.[1]) return null;
  const values = match[1]
    .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/)
    .map((value) => value.trim().replace(/^["'“”]|["'“”]$/g, ""))
    .filter((value) => value.length > 0);
  return values.length >= 2 ? values : null;
}

function rangeOf(text: string): { min?: number; max?: number } | null {
  const lower = text.toLowerCase();
  const between = new RegExp(`\\bbetween ${NUMBER} and ${NUMBER}\\b`).exec(lower);
  if (between) return { min: Number(between[1]), max: Number(between[2]) };
  const min = new RegExp(`\\b(?:at least|no less than|not less than|minimum(?: of)?|min) ${NUMBER}\\b|\\b${NUMBER} or (?:more|greater|above)\\b`).exec(lower);
  const max = new RegExp(`\\b(?:at most|no more than|not more than|up to|maximum(?: of)?|max) ${NUMBER}\\b|\\b${NUMBER} or (?:less|fewer|below)\\b`).exec(lower);
  const found: { min?: number; max?: number } = {};
  const number = (match: RegExpExecArray) => Number(match[1] ?? match[2]);
  if (min) found.min = number(min);
  if (max) found.max = number(max);
  if (!min && /\b(?:cannot|can ?not|can't|may not|must not|never) be negative\b|\bzero or more\b/.test(lower)) found.min = 0;
  return found.min !== undefined || found.max !== undefined ? found : null;
}

const PATTERN_WORDS: [PatternName, RegExp][] = [
  ["digits", /\b(?:only digits|digits only|only numbers|numbers only|numeric)\b/],
  ["letters", /\b(?:only letters|letters only)\b/],
  ["phone", /\b(?:valid phone|phone number format)\b/],
  ["code", /\b(?:upper ?case|capital letters)\b/],
  ["slug", /\bslug\b/],
];

/** What a sentence says about a field, when the vocabulary can say it. */
function termsOf(text: string, field: Field, entity: Entity): RuleTerms | null {
  const lower = text.toLowerCase();
  const states = statesOf(text);
  if (states && states.length >= 2) {
    const moves = states.slice(1).map((to, index) => ({ from: states[index] ?? "", to }));
    return { kind: "transitions", field: field.name, states, moves };
  }
  if (field.kind === "date") {
    const now = /\b(?:(cannot|can ?not|can't|must not|may not|never|not) (?:be )?)?(?:in the (future|past)|(after|later than|before|earlier than) (?:today|now))\b/.exec(lower);
    if (now) {
      const later = now[2] === "future" || now[3] === "after" || now[3] === "later than";
      return { kind: "date", field: field.name, relation: later === !now[1] ? "after" : "before", to: "now" };
    }
    const other = entity.fields.find((candidate) => candidate.kind === "date" && candidate !== field && (says(text, candidate.label) || says(text, candidate.name)));
    if (other) {
      const at = (phrase: RegExp) => phrase.exec(lower)?.index ?? -1;
      const after = at(/\b(?:after|later than)\b/);
      const before = at(/\b(?:before|earlier than)\b/);
      if (after >= 0 || before >= 0) return { kind: "date", field: field.name, relation: after >= 0 && (before < 0 || after < before) ? "after" : "before", to: other.name };
    }
  }
  if (field.kind === "number") {
    const range = rangeOf(text);
    if (range) return { kind: "range", field: field.name, ...range };
  }
  const values = valuesAfter(text);
  if (values) return { kind: "one-of", field: field.name, values };
  const pattern = PATTERN_WORDS.find(([, words]) => words.test(lower));
  if (pattern) return { kind: "pattern", field: field.name, pattern: pattern[0] };
  if (/\bunique\b|\bno two\b|\bno duplicate|\bnot be duplicated\b|\bduplicates? (?:are|is) not allowed\b/.test(lower)) return { kind: "unique", field: field.name };
  if (/\b(?:required|mandatory|cannot be (?:empty|blank)|must not be (?:empty|blank)|must (?:have|include|give|provide|enter|record))\b/.test(lower)) {
    return { kind: "required", field: field.name };
  }
  return null;
}

const STATUS_FIELD: Field = { name: "status", label: "Status", kind: "string", required: true, format: "plain" };

/** A rule read from one sentence, on the entity (with a status field added when transitions need one), or why not. */
function readOne(source: RuleSource, entities: Entity[]): { entity: Entity; terms: RuleTerms } | { reason: string } {
  const named = namedEntities(source.text, entities);
  // "A production list's title ..." in an app without production lists: not any record's title.
  const owner = /\b([A-Za-z]+(?: [A-Za-z]+)?)['’]s\b/.exec(source.text)?.[1];
  if (named.length === 0 && owner) return { reason: `it names ${owner.toLowerCase().replace(/^(an?|the) /, "")}, which is not one of the app's records` };
  const candidates = named.length > 0 ? named : entities;
  const withField = candidates.map((entity) => ({ entity, fields: namedFields(source.text, entity) })).find((found) => found.fields.length > 0);
  const entity = withField?.entity ?? named[0];
  if (!entity) return { reason: "it names none of the app's records or their fields" };
  // "Orders go from pending to baked": the state field is the status, added when the record has none.
  let target = withField?.fields[0];
  if (!target && statesOf(source.text)) {
    target = entity.fields.find((field) => field.name === "status") ?? STATUS_FIELD;
    if (!entity.fields.includes(target)) {
      const index = entities.indexOf(entity);
      entities[index] = { ...entity, fields: [...entity.fields, STATUS_FIELD] };
      return readOne(source, entities);
    }
  }
  if (!target) return { reason: `it names no field of ${entity.label.toLowerCase()}` };
  const terms = termsOf(source.text, target, entity);
  if (!terms) return { reason: `the rule vocabulary (${VOCABULARY}) cannot say it` };
  const problems = ruleProblems(entity, terms, entity.rules);
  return problems.length > 0 ? { reason: problems.join("; ") } : { entity, terms };
}

export interface SettledRules {
  entities: Entity[];
  people: PersonRule[];
}

/**
 * The rules of the app: each business sentence read by the built-in rules first, then a model's rules for
 * the sentences those could not read (when a model answered), and the rest listed for a person.
 * Rules are numbered RULE-1, RULE-2, ... in the order of their sentences.
 */
export function settleRules(built: readonly Entity[], sources: readonly RuleSource[], designed: readonly DesignRule[] = []): SettledRules {
  const entities = built.map((entity) => ({ ...entity, rules: [] as Rule[] }));
  const people: PersonRule[] = [];
  let next = 1;
  const add = (name: string, terms: RuleTerms, source: RuleSource) => {
    const index = entities.findIndex((candidate) => candidate.name === name);
    const current = entities[index];
    if (!current) return;
    const rule = { ...terms, id: `RULE-${next}`, source: source.id, text: source.text } as Rule;
    next += 1;
    entities[index] = { ...current, rules: [...current.rules, rule] };
  };
  for (const source of sources) {
    const read = readOne(source, entities);
    // A workflow is a flow first: only the states it walks through are a rule.
    if ("terms" in read && (source.kind === "business" || read.terms.kind === "transitions")) {
      add(read.entity.name, read.terms, source);
      continue;
    }
    const fromModel = designed.filter((rule) => rule.source === source.id);
    let used = 0;
    for (const rule of fromModel) {
      const entity = entities.find((candidate) => candidate.name === pascalCase(rule.entity));
      if (!entity || ruleProblems(entity, rule, entity.rules).length > 0) continue;
      const { entity: _entity, source: _source, ...terms } = rule;
      add(entity.name, terms as RuleTerms, source);
      used += 1;
    }
    if (used === 0 && source.kind === "business") {
      // A business sentence with terms was added above, so the built-in reading gave a reason here.
      const reason = fromModel.length > 0 ? "the model's reading of it does not fit the records" : "reason" in read ? read.reason : "";
      people.push({ source: source.id, text: source.text, reason });
    }
  }
  return { entities: entities.map(withRuleFlags), people };
}
