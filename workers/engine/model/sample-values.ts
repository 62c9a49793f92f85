import type { ProjectType } from "../../contract/project-options";
import { recordKind, type RecordKind } from "./catalog";
import { extractPhrases } from "./extract";
import { DEFAULT_CURRENCY, ZERO_DECIMAL_CURRENCIES } from "./money";
import { camelCase, isTransliterated, kebabCase, labelWords, singularWord, wordsOf } from "./naming";
import type { SampleRecord } from "./part-schemas";
import { choicesOf, PATTERNS, ruleOn, rulesOf, type PatternName } from "./rules";
import type { Entity, Field } from "./schema";
import {
  AMOUNTS,
  BUSINESS_WORDS,
  COMPLETION_WORDS,
  KINDS,
  LONG_TEXTS,
  METRIC_VALUES,
  NAMES,
  NUMBERS,
  PAST_DATE_WORDS,
  PEOPLE,
  PERSON_ROLES,
  QUALIFIERS,
  ATTRIBUTES,
  SOURCE_KINDS,
  STATES,
  TEXTS,
  type Business,
  type Fits,
} from "./sample-words";

/**
 * The values of built-in sample records, in the business's words: names the answers give for a kind of record
 * ("sourdough loaves", "products such as rye and focaccia"), else a small vocabulary's for that kind of record
 * and business (sample-words.ts), never "Product 1". People have names, and emails made from them; money is an
 * amount for that kind of thing; a state walks the record's lifecycle in order; upcoming times fall on business
 * hours on consecutive days, past ones before them. Everything is fixed by the answers: no clock, no randomness.
 * Whether the values keep the rules is checked by sample-records.ts.
 */

/** What the answers say about the business, for the samples' words. */
export interface SampleContext {
  /** The app's name, its description and the wizard's free text. */
  texts: readonly string[];
  projectType?: ProjectType;
  /** The app's currency (money.ts); amounts in a currency with no minor unit are whole (¥450). */
  currency?: string;
  /** The business the texts describe, when already read (businessOf). */
  business?: Business;
}

/** The kind of business the answers describe, by the words they use most; undefined when none stands out. */
export function businessOf(texts: readonly string[]): Business | undefined {
  const words = texts.join(" ").toLowerCase().split(/[^\p{L}\p{N}-]+/u);
  let best: { business: Business; hits: number } | undefined;
  for (const [business, list] of Object.entries(BUSINESS_WORDS) as [Business, string][]) {
    const known = new Set(list.split(" "));
    const hits = words.filter((word) => known.has(word)).length;
    if (hits > 0 && (best === undefined || hits > best.hits)) best = { business, hits };
  }
  return best?.business;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Mondays: upcoming samples from 4 March 2030 on, past ones up to 4 March 2024 (before any real "now", after it for the future). */
const FUTURE = Date.parse("2030-03-04T00:00:00.000Z");
const PAST = Date.parse("2024-03-04T00:00:00.000Z");
/** Business hours (UTC) of the n-th upcoming and past sample: morning, midday, afternoon. */
const FUTURE_HOURS = [9, 12, 15];
const PAST_HOURS = [10, 13, 16];
/** Ends after starts: by an hour for times of day ("endsAt"), by six days for dates ("periodEnd" is a week on). */
const END_WORDS: Record<string, string> = { end: "start", ends: "starts", finish: "start", finishes: "starts", until: "from", close: "open", closes: "opens" };

const nth = <T>(values: readonly T[], n: number): T | undefined => values[(n - 1) % values.length];
const lastWord = (text: string) => wordsOf(text).at(-1) ?? "";
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A label inside a sentence: "Pickup slot" -> "pickup slot"; a word in capitals (a name, an acronym) keeps them. */
const lowerLabel = (label: string) => label.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());

/** The built-in samples' vocabulary for one app: built once from the entities and the answers, asked per value. */
export class SampleWriter {
  private readonly business: Business | undefined;
  private readonly projectType: ProjectType | undefined;
  private readonly currency: string;
  private readonly text: string;
  private readonly phrases: string[][];
  private readonly listed: { noun: string; items: string[] }[];
  private readonly people: Entity[];
  private readonly labelKeys: Set<string>;
  private readonly names = new Map<string, string[]>();

  constructor(entities: readonly Entity[], context: SampleContext) {
    this.business = context.business ?? businessOf(context.texts);
    this.projectType = context.projectType;
    this.currency = context.currency ?? DEFAULT_CURRENCY;
    this.text = ` ${context.texts.join(" \n ").toLowerCase()} `;
    this.phrases = extractPhrases(context.texts).phrases.map((phrase) => phrase.words);
    this.listed = listedInstances(context.texts);
    this.people = entities.filter((entity) => this.isPerson(entity));
    this.labelKeys = new Set(entities.flatMap((entity) => [entity.label, entity.pluralLabel].map((label) => labelWords(label).join(" ").toLowerCase())));
  }

  private kindOf(entity: Entity): RecordKind | undefined {
    return recordKind(entity.name);
  }

  private isPerson(entity: Entity): boolean {
    return this.kindOf(entity) === "person" || PERSON_ROLES.has(lastWord(entity.name));
  }

  /** The most specific vocabulary entry that fits an entity: a head word counts most, then the business, then the kind. */
  private fitting<T extends Fits>(entries: readonly T[], entity: Entity): T | undefined {
    const kind = this.kindOf(entity);
    const head = lastWord(entity.name);
    let best: { entry: T; score: number } | undefined;
    for (const entry of entries) {
      if (entry.kind !== undefined && entry.kind !== kind) continue;
      if (entry.heads !== undefined && !entry.heads.includes(head)) continue;
      if (entry.business !== undefined && entry.business !== this.business && entry.business !== this.projectType) continue;
      const score = (entry.heads ? (entry.weak ? 1.5 : 4) : 0) + (entry.business ? 2 : 0) + (entry.kind ? 1 : 0);
      if (best === undefined || score > best.score) best = { entry, score };
    }
    return best?.entry;
  }

  /** The person record a record of this entity is named after: the one it points at, else the app's first. */
  private personFor(entity: Entity, n: number, samples: SamplesOf): string | undefined {
    const reference = entity.fields.find((field) => field.kind === "reference" && this.people.some((person) => person.name === field.target));
    const person = this.people.find((candidate) => candidate.name === reference?.target) ?? this.people.find((candidate) => candidate !== entity);
    if (!person) return undefined;
    const settled = samples(person.name);
    const pointed = reference && settled && settled.length > 0 ? Math.min(n, settled.length) : n;
    const shown = settled?.[pointed - 1]?.[person.displayField];
    if (typeof shown === "string" && person.fields.find((field) => field.name === person.displayField)?.kind === "string") {
      const last = settled?.[pointed - 1]?.lastName;
      return typeof last === "string" ? `${shown} ${last}` : shown;
    }
    return nth(this.namesOf(person, samples), pointed);
  }

  /**
   * The names of an entity's records, best first: those the answers list for it ("cakes such as lemon drizzle"),
   * phrases of the answers that name one ("sourdough loaves"), the vocabulary's names the answers mention, then
   * the rest of the vocabulary's. People get people's names, a different three for each person record.
   */
  namesOf(entity: Entity, samples: SamplesOf = () => undefined): string[] {
    const cached = this.names.get(entity.name);
    if (cached) return cached;
    const names: string[] = [];
    // One thing named twice is kept once, by its fuller name: "Seeded rye" over "Rye", "Sourdough loaf" over
    // "Sourdough". Only a name from the answers replaces one; the vocabulary's only fill in.
    const add = (name: string, replaces = false) => {
      const clean = name.trim();
      if (clean.length === 0 || clean.length > 60) return;
      const words = clean.toLowerCase().split(/\s+/);
      const within = (inner: string[], outer: string[]) =>
        inner.length <= outer.length && (inner.every((word, index) => outer[index] === word) || inner.every((word, index) => outer[outer.length - inner.length + index] === word));
      const index = names.findIndex((other) => {
        const known = other.toLowerCase().split(/\s+/);
        return within(words, known) || within(known, words);
      });
      if (index < 0) names.push(clean);
      else if (replaces && words.length > (names[index] ?? "").split(/\s+/).length) names[index] = clean;
    };
    const fromAnswers = (name: string) => add(name, true);
    if (this.isPerson(entity)) {
      const offset = (this.people.indexOf(entity) * 3) % PEOPLE.length;
      PEOPLE.forEach((_, index) => add(PEOPLE[(offset + index) % PEOPLE.length] ?? ""));
      this.names.set(entity.name, names);
      return names;
    }
    const entry = this.fitting(NAMES, entity);
    const head = lastWord(entity.name);
    const own = new Set([head, ...wordsOf(entity.label).slice(-1)]);
    const instances = new Set(entry?.instances ?? []);
    // What the answers list for the record itself ("products such as ..."), then the phrases that name one
    // ("almond croissants"), then what they list for a kind of it ("breads such as ...").
    for (const listed of this.listed) if (own.has(listed.noun)) listed.items.forEach(fromAnswers);
    for (const words of this.phrases) {
      const key = words.join(" ");
      const last = words.at(-1) ?? "";
      if (this.labelKeys.has(key)) continue;
      if (instances.has(last) || (words.length > 1 && last === head)) fromAnswers(capital(key));
    }
    for (const listed of this.listed) if (!own.has(listed.noun) && instances.has(listed.noun)) listed.items.forEach(fromAnswers);
    const answered = names.length;
    const written = (entry?.names ?? []).map((name) => name.replace("{label}", lowerLabel(entity.label)).replace("{Label}", entity.label));
    for (const name of written) if (this.mentions(name)) add(name);
    written.forEach((name) => add(name));
    if (answered === 0 && !entry && isTransliterated(entity.label)) {
      // No vocabulary in the user's script: numbered, as before, rather than English words in a Russian app.
      for (let n = 1; n <= 5; n += 1) add(`${entity.label} ${n}`);
    }
    const forPerson = entry ? entry.forPerson === true : names.length === 0;
    if (forPerson && this.people.some((person) => person !== entity)) {
      const base = names.length > 0 ? names : [entity.label];
      const personal = [1, 2, 3, 4, 5].map((n) => `${nth(base, n) ?? entity.label} for ${this.personFor(entity, n, samples) ?? ""}`);
      this.names.set(entity.name, personal);
      return personal;
    }
    QUALIFIERS.forEach((qualifier) => add(`${qualifier} ${lowerLabel(entity.label)}`));
    for (let n = names.length + 1; names.length < 5; n += 1) names.push(`${entity.label} ${n}`);
    this.names.set(entity.name, names);
    return names;
  }

  private mentions(phrase: string): boolean {
    const words = phrase.toLowerCase();
    return new RegExp(`[^\\p{L}]${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es)?[^\\p{L}]`, "u").test(this.text);
  }

  /** The n-th (1-based) built-in value of a field; a reference points at the target's n-th sample, or its last. */
  value(entity: Entity, field: Field, n: number, counts: ReadonlyMap<string, number>, samples: SamplesOf = () => undefined): SampleRecord[string] {
    if (field.kind === "reference") {
      const count = counts.get(field.target ?? "") ?? 0;
      return count === 0 ? null : Math.min(n, count);
    }
    const transitions = ruleOn(entity, field.name, "transitions");
    if (transitions) {
      const reached = reachableStates(transitions.states, transitions.moves);
      return nth(reached, n) ?? transitions.states[0] ?? null;
    }
    const choices = choicesOf(entity, field.name);
    if (choices) return nth(choices, n) ?? null;
    const natural = this.natural(entity, field, n, samples);
    const pattern = ruleOn(entity, field.name, "pattern");
    return pattern ? fitPattern(pattern.pattern, natural, n) : natural;
  }

  private natural(entity: Entity, field: Field, n: number, samples: SamplesOf): SampleRecord[string] {
    switch (field.kind) {
      case "boolean":
        return COMPLETION_WORDS.has(lastWord(field.name)) ? n >= 3 : n < 3;
      case "number":
        return this.number(entity, field, n);
      case "date":
        return this.date(entity, field, n);
      default:
        return this.text_(entity, field, n, samples);
    }
  }

  private number(entity: Entity, field: Field, n: number): number {
    const last = lastWord(field.name);
    let wanted: number;
    if (field.money) {
      const amount = nth(this.fitting(AMOUNTS, entity)?.amounts ?? [24], n) ?? 24;
      wanted = ZERO_DECIMAL_CURRENCIES.has(this.currency) ? Math.round(amount * 100) : amount;
    } else if (this.kindOf(entity) === "metric" && last === "value") {
      wanted = nth(METRIC_VALUES, n) ?? n;
    } else {
      wanted = nth(NUMBERS.find((entry) => entry.words.includes(last))?.values ?? [12, 25, 40], n) ?? n;
    }
    const range = ruleOn(entity, field.name, "range");
    const low = range?.min ?? Number.NEGATIVE_INFINITY;
    const high = range?.max ?? Number.POSITIVE_INFINITY;
    // Distinct values inside the range: counted up from its floor when the wanted one falls outside it.
    return wanted >= low && wanted <= high ? wanted : Math.min(high, (Number.isFinite(low) ? low : 0) + n - 1);
  }

  /**
   * The n-th date of a field: after or before the date it follows or precedes (by a rule, or by its name:
   * "endsAt" follows "startsAt"); else in the past when a rule or its name says so ("placedAt"), upcoming otherwise.
   */
  private date(entity: Entity, field: Field, n: number, seen: readonly string[] = []): string {
    const dates = rulesOf(entity, field.name).flatMap((rule) => (rule.kind === "date" ? [rule] : []));
    const relative = dates.find((rule) => rule.to !== "now" && !seen.includes(rule.to)) ?? (dates.length === 0 ? this.impliedStart(entity, field, seen) : undefined);
    const anchorField = relative ? entity.fields.find((candidate) => candidate.name === relative.to) : undefined;
    if (relative && anchorField) {
      const anchor = Date.parse(this.date(entity, anchorField, n, [...seen, field.name]));
      const step = timeOfDay(field) && timeOfDay(anchorField) ? HOUR_MS : 6 * DAY_MS;
      return new Date(anchor + (relative.relation === "after" ? step : -step)).toISOString();
    }
    const now = dates.find((rule) => rule.to === "now");
    const past = now ? now.relation === "before" : wordsOf(field.name).some((word) => PAST_DATE_WORDS.has(word));
    const hour = timeOfDay(field) ? (nth(past ? PAST_HOURS : FUTURE_HOURS, n) ?? 12) : 12;
    const day = past ? PAST - (n - 1) * DAY_MS : FUTURE + (n - 1) * DAY_MS;
    return new Date(day + hour * HOUR_MS).toISOString();
  }

  /** The start an end date follows by its name ("endsAt" -> "startsAt", "periodEnd" -> "periodStart"), when the record has it. */
  private impliedStart(entity: Entity, field: Field, seen: readonly string[]): { to: string; relation: "after" } | undefined {
    const words = wordsOf(field.name);
    const at = words.findIndex((word) => END_WORDS[word] !== undefined);
    if (at < 0) return undefined;
    const start = camelCase([...words.slice(0, at), END_WORDS[words[at] ?? ""] ?? "", ...words.slice(at + 1)].join(" "));
    const other = entity.fields.find((candidate) => candidate.name === start && candidate.kind === "date");
    if (!other || seen.includes(other.name) || rulesOf(entity, other.name).some((rule) => rule.kind === "date" && rule.to === field.name)) return undefined;
    return { to: other.name, relation: "after" };
  }

  /** A number kept for drama and examples: Ofcom's London range for an app in pounds, the North American 555-01xx otherwise. */
  phone(n: number): string {
    const line = String(n).padStart(2, "0");
    return this.currency === "GBP" ? `+44 20 7946 01${line}` : `+1 202 555 01${line}`;
  }

  private text_(entity: Entity, field: Field, n: number, samples: SamplesOf): string {
    const person = this.isPerson(entity);
    const name = nth(this.namesOf(entity, samples), n) ?? `${entity.label} ${n}`;
    const last = lastWord(field.name);
    const words = wordsOf(field.name);
    if (field.format === "email") {
      const local = person ? wordsOf(name).join(".") : kebabCase(name);
      return `${local || `${kebabCase(entity.name)}-${n}`}@example.com`;
    }
    if (field.format === "url") {
      const slug = kebabCase(name) || String(n);
      return ["website", "site", "homepage", "web"].includes(last) ? `https://${slug}.example.com` : `https://example.com/${entity.route}/${slug}`;
    }
    if (field.format === "long") {
      // A note's body is its notes.
      const about = lastWord(entity.name) === "note" && ["body", "text", "content"].includes(last) ? "notes" : last;
      const entry = this.fitting(LONG_TEXTS.filter((texts) => texts.words.length === 0 || texts.words.includes(about)), entity);
      return (nth(entry?.values ?? [], n) ?? `About ${name}.`).replace("{first}", name.split(" ")[0] ?? name);
    }
    if (person && words[0] === "first") return name.split(" ")[0] ?? name;
    if (person && words[0] === "last") return name.split(" ").slice(1).join(" ") || name;
    // What a field's name says it holds comes first: an order shown by its status shows a status.
    if (last === "status" || last === "stage") return nth(this.fitting(STATES, entity)?.states ?? [], n) ?? "new";
    if (["phone", "mobile", "telephone", "tel"].includes(last)) return this.phone(n);
    if (["identifier", "serial", "sku"].includes(last) || (this.kindOf(entity) === "equipment" && ["code", "number"].includes(last))) return `SN-${20430 + n}`;
    if (["reference", "ref", "number", "code"].includes(last)) return `${lastWord(entity.label).slice(0, 3).toUpperCase() || "REF"}-${1040 + n}`;
    if (["kind", "type"].includes(last)) return nth(this.kindOf(entity) === "source" ? SOURCE_KINDS : KINDS, n) ?? "standard";
    const text = TEXTS.find((entry) => entry.words.includes(last));
    if (text) return nth(text.values, n) ?? name;
    if (field.name === entity.displayField || ["name", "title", "label", "heading", "subject"].includes(last)) return name;
    const sentence = this.fitting(LONG_TEXTS.filter((texts) => texts.words.includes(last)), entity);
    if (sentence) return (nth(sentence.values, n) ?? name).replace("{first}", name.split(" ")[0] ?? name);
    return nth(ATTRIBUTES, n) ?? name;
  }
}

/** The samples already settled for an entity (targets before the records that point at them), by name. */
export type SamplesOf = (entityName: string) => readonly SampleRecord[] | undefined;

/** The states a state field can reach from its first one, nearest first. */
export function reachableStates(states: readonly string[], moves: readonly { from: string; to: string }[]): string[] {
  const reached = states[0] === undefined ? [] : [states[0]];
  for (let index = 0; index < reached.length; index += 1) {
    for (const move of moves) if (move.from === reached[index] && !reached.includes(move.to)) reached.push(move.to);
  }
  return reached;
}

/** Whether a date field holds a time of day ("startsAt", "pickupTime") rather than a day ("periodStart", "closeDate"). */
const timeOfDay = (field: Field) => /At$/.test(field.name) || /time|hour/i.test(field.name);

/** The natural value made to fit a named format: a name in letters only, as a code or a slug; the format's own sample otherwise. */
function fitPattern(pattern: PatternName, natural: SampleRecord[string], n: number): string {
  const text = typeof natural === "string" ? natural : String(natural ?? "");
  const fits = (value: string) => new RegExp(PATTERNS[pattern].regex).test(value);
  const candidates: Record<PatternName, string[]> = {
    digits: [`10020${n}`],
    letters: [text, text.replace(/[^A-Za-z ]+/g, " ").replace(/\s+/g, " ").trim(), `Sample ${"ABCDEFGHIJ"[n % 10] ?? "A"}`],
    phone: [text, `+1 202 555 01${String(n).padStart(2, "0")}`],
    code: [text, kebabCase(text).toUpperCase().slice(0, 20).replace(/-+$/, ""), `SAMPLE-${n}`],
    slug: [text, kebabCase(text), `sample-${n}`],
  };
  return candidates[pattern].find((value) => value.length > 0 && fits(value)) ?? PATTERNS[pattern].sample;
}

/**
 * Instances the answers list after a noun: "breads such as sourdough, rye and focaccia" gives the bread noun
 * ["Sourdough", "Rye", "Focaccia"]. Only after "such as", "including", "e.g." and "for example": "like" is a verb too often.
 */
export function listedInstances(texts: readonly string[]): { noun: string; items: string[] }[] {
  const found: { noun: string; items: string[] }[] = [];
  const cue = /([\p{L}][\p{L}-]*)\s*,?\s+(?:such as|including|e\.g\.,?|for example,?)\s+([^.;:!?\n()]+)/giu;
  for (const text of texts) {
    for (const match of text.matchAll(cue)) {
      const noun = singularWord((match[1] ?? "").toLowerCase());
      const items = (match[2] ?? "")
        .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
        .map((item) => item.trim().replace(/^(?:a|an|the|some|our|fresh)\s+/i, ""))
        .filter((item) => item.length > 0 && item.split(/\s+/).length <= 4 && /^[\p{L}\d][\p{L}\p{M}\d' &-]*$/u.test(item))
        .map((item) => {
          const words = item.split(/\s+/);
          const last = words.pop() ?? "";
          return capital([...words, singularWord(last)].join(" "));
        });
      if (items.length > 0) found.push({ noun, items });
    }
  }
  return found;
}

