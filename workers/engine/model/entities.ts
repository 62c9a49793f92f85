import { FEATURES, type Feature, type ProjectType } from "../../contract/project-options";
import { blueprintFor, FALLBACK_ENTITY, PROJECT_TYPE_ENTITIES, recordKind, ref, type Blueprint } from "./catalog";
import { entityPhrases, extractPhrases, keyAliases, type NounPhrase, type Sentence } from "./extract";
import { canonicalWord } from "./lexicon";
import { instanceWords, type Business } from "./sample-words";
import { isMoneyField } from "./money";
import { camelCase, isTransliterated, kebabCase, labelWords, pascalCase, pluralLabel, recordNaming, sentenceCase, snakeCase } from "./naming";
import type { Entity, Relation } from "./schema";

/** At most this many entities come from the free text, and at most this many in all. */
export const MAX_TEXT_ENTITIES = 6;
export const MAX_ENTITIES = 8;
const MAX_TEXT_REFERENCES = 3;

/** Records the features keep for themselves (their tables and routes): an entity may not take the name. */
const FEATURE_RECORDS: Partial<Record<Feature, string[]>> = {
  auth: ["Auth", "RecordOwner"],
  payments: ["Payment"],
  notifications: ["Notification"],
  "file-upload": ["Upload"],
  analytics: ["AnalyticsEvent", "Analytic", "Analytics"],
  search: ["Search"],
  "real-time": ["Live"],
  api: ["Openapi"],
};

/** Built-in names generated TypeScript must not shadow (a type named Promise breaks async functions). */
const BUILT_IN_NAMES = [
  "Promise", "Object", "Array", "String", "Number", "Boolean", "Symbol", "Function", "Error", "Map", "Set",
  "Json", "Math", "Proxy", "Reflect", "Intl", "Record", "Partial", "Required", "Readonly", "Pick", "Omit",
];

export function reservedNames(features: readonly Feature[]): Set<string> {
  // "Meta" would collide with the frontend's entities/meta.ts.
  return new Set(["User", "Health", "Meta", ...BUILT_IN_NAMES, ...features.flatMap((feature) => FEATURE_RECORDS[feature] ?? [])]);
}

/** Names no transliterated record may take, whatever the features: the app's own records and built-in types. */
const KEPT_BY_ANY_FEATURE = reservedNames(FEATURES);

/** A record's label in the user's words and script ("Pickup slot", "Заказ"), with its type names. */
export interface RecordName {
  label: string;
  name: string;
  plural: string;
}

export interface Draft extends RecordName {
  source: Entity["source"];
  print: Blueprint;
}

/**
 * The names of a record labelled in the user's words, told apart from the ones named before it. A label in
 * another script can transliterate like another one ("买" and "卖" are both Mai) or like a name the app keeps:
 * it is numbered (Mai2, MaiRecords2). A label in plain letters whose name or plural is an earlier one's names
 * that same thing ("People" after "Person"), or one the app keeps (`keeps`): null, as for a label seen before.
 */
export function claimName(label: string, earlier: readonly RecordName[], keeps: (name: string) => boolean): RecordName | null {
  if (earlier.some((other) => other.label.toLowerCase() === label.toLowerCase())) return null;
  const first = { label, ...recordNaming(label) };
  const taken = new Set(earlier.flatMap((other) => [other.name, other.plural]));
  // Irregular plurals reach other words: "People" is Person's plural, so it names the same records.
  if (!isTransliterated(label)) return keeps(first.name) || taken.has(first.name) || taken.has(first.plural) ? null : first;
  const clashes = (names: RecordName) => [names.name, names.plural].some((name) => taken.has(name) || keeps(name) || KEPT_BY_ANY_FEATURE.has(name));
  let names = first;
  for (let n = 2; clashes(names); n += 1) names = { label, ...recordNaming(label, String(n)) };
  return names;
}

/**
 * The entities of the app: the project type's, then the nouns of the free text, with their relations. The
 * business the answers describe, when known, tells a product's name ("almond croissant") from a record type.
 */
export function buildEntities(projectType: ProjectType, texts: readonly string[], features: readonly Feature[], business?: Business): Entity[] {
  const reserved = reservedNames(features);
  const extraction = extractPhrases(texts);
  const drafts: Draft[] = [];
  const add = (label: string, source: Draft["source"]): boolean => {
    const names = claimName(label, drafts, (name) => reserved.has(name));
    if (names) drafts.push({ ...names, source, print: blueprintFor(names.name) });
    return names !== null;
  };
  PROJECT_TYPE_ENTITIES[projectType].forEach((name) => add(sentenceCase(name), "project-type"));
  const room = Math.min(MAX_TEXT_ENTITIES, MAX_ENTITIES - drafts.length);
  let fromText = 0;
  const aliases = keyAliases(extraction.phrases);
  const folded = foldNearDuplicates(
    drafts.map((draft) => keyOf(draft.label)),
    entityPhrases(extraction.phrases, MAX_TEXT_ENTITIES * 2),
    instanceWords("item", business),
  );
  // A product's name says nothing of how the product relates to the rest: only record types take its sentences.
  for (const [key, into] of folded.into) if (!folded.instances.has(key)) aliases.set(key, into);
  for (const phrase of folded.kept) {
    if (fromText < room && add(sentenceCase(phrase.words.join(" ")), "free-text")) fromText += 1;
  }
  if (drafts.length === 0) add(sentenceCase(FALLBACK_ENTITY), "fallback");

  const names = new Set(drafts.map((draft) => draft.name));
  for (const draft of drafts) {
    draft.print.fields = draft.print.fields.filter((field) => field.kind !== "reference" || names.has(field.target ?? ""));
  }
  linkFromText(drafts, extraction.sentences, aliases);
  return entitiesOf(drafts);
}

/** A phrase's or a label's key: its lower-case words in the user's script ("Pickup slot" -> "pickup slot"). */
const keyOf = (text: string) => labelWords(text).join(" ").toLowerCase();

/**
 * Near-duplicate record types, told apart or folded into one before they are named, so a menu never lists
 * "Pickups" next to "Pickup slots" for one thing:
 * - singular and plural are one record: phrases are singular already, and claimName refuses a label whose names
 *   an earlier one has ("People" after "Person");
 * - synonyms (lexicon.ts: "client" and "customer", "appointment" and "booking") are one record, under the label
 *   met first: the project type's, else the strongest phrase's;
 * - a word on its own that starts exactly one longer phrase ("pickup" and "pickup slot", "repair" and "repair
 *   job") is shorthand for it when the word has no record shape of its own (catalog.ts knows no kind for it):
 *   one record, under the longer, more exact label. A word that is a kind of record on its own ("delivery", an
 *   order; "product") and the longer phrase ("delivery slot", "product category") are two records, and their
 *   labels already tell them apart: the longer one's last word says what it is (a slot, a category);
 * - "customer order", where Customer is a person record and Order a record, is that person's Order: one record;
 * - a phrase that names one of the things the app already has records of ("almond croissant" in a bakery with
 *   products: its last word is one of `instances`, the business's items) is one of those records, not a record
 *   type: it names a sample instead (sample-values.ts). A single word ("cakes") stays a record type: it is a
 *   kind of product the user may want to manage on its own.
 * Folded phrases keep pointing at what they were folded into, so the relations read from the text still land
 * (all but the instances, listed apart: a product's name says nothing of the product's relations).
 */
export function foldNearDuplicates(
  fixed: readonly string[],
  phrases: readonly NounPhrase[],
  instances: ReadonlySet<string> = new Set(),
): { kept: NounPhrase[]; into: Map<string, string>; instances: Set<string> } {
  const named = new Set<string>();
  const keys = [...fixed, ...phrases.map((phrase) => phrase.words.join(" "))];
  const words = (key: string) => key.split(" ");
  const canonical = (key: string) => words(key).map(canonicalWord).join(" ");
  const into = new Map<string, string>();
  const live = (key: string) => !into.has(key);
  phrases.forEach((phrase, index) => {
    const key = phrase.words.join(" ");
    const position = fixed.length + index;
    if (keys.indexOf(key) < position) return;
    const synonym = keys.slice(0, position).find((other) => live(other) && canonical(other) === canonical(key));
    if (synonym) {
      into.set(key, synonym);
      return;
    }
    const [first = "", ...rest] = phrase.words;
    if (rest.length > 0 && instances.has(phrase.words.at(-1) ?? "")) {
      const things = keys.find((other) => other !== key && live(other) && !instances.has(words(other).at(-1) ?? "") && recordKind(pascalCase(other)) === "item");
      if (things) {
        into.set(key, things);
        named.add(key);
        return;
      }
    }
    if (rest.length === 0 && recordKind(pascalCase(first)) === undefined) {
      const longer = keys.filter((other) => other !== key && live(other) && words(other).length > 1 && words(other)[0] === first);
      if (longer.length === 1 && longer[0]) into.set(key, longer[0]);
      return;
    }
    const owner = keys.find((other) => other === first && recordKind(pascalCase(other)) === "person");
    const owned = keys.find((other) => other !== key && live(other) && other === rest.join(" "));
    if (owner && owned) into.set(key, owned);
  });
  // A phrase folded into one that was folded in turn ends where that one did.
  const end = (key: string, seen: Set<string> = new Set()): string => {
    const next = into.get(key);
    return next === undefined || seen.has(next) ? key : end(next, seen.add(key));
  };
  for (const key of into.keys()) into.set(key, end(key));
  return { kept: phrases.filter((phrase) => live(phrase.words.join(" "))), into, instances: named };
}

/** The entities of finished drafts: names in every case the generators use, relations both ways. */
export const entitiesOf = (drafts: readonly Draft[]): Entity[] => drafts.map((draft) => toEntity(draft, drafts));

/**
 * Relations the text implies, per sentence: what a person does belongs to them ("customers place orders"
 * -> Order.customerId; shared things like slots and courses do not), and a record belongs to a container
 * named after it ("orders ... a pickup slot" -> Order.pickupSlotId).
 */
function linkFromText(drafts: Draft[], sentences: Sentence[], aliases: Map<string, string>): void {
  // A phrase's key is its lower-case words in the user's script, as a label's are.
  const byKey = new Map(drafts.map((draft) => [keyOf(draft.label), draft]));
  for (const sentence of sentences) {
    const mentioned: Draft[] = [];
    for (const key of sentence) {
      const draft = byKey.get(keyOf(aliases.get(key) ?? key)) ?? byKey.get(keyOf(key));
      if (draft && !mentioned.includes(draft)) mentioned.push(draft);
    }
    mentioned.forEach((draft, index) => {
      const later = mentioned.slice(index + 1);
      if (draft.print.person) {
        const owned = later.find((other) => !other.print.person && !other.print.container);
        if (owned) addReference(owned, draft, drafts);
      } else {
        const container = later.find((other) => other.print.container && !other.print.person);
        if (container) addReference(draft, container, drafts);
      }
    });
  }
}

function addReference(from: Draft, to: Draft, drafts: Draft[]): void {
  if (from === to || reaches(to, from, drafts)) return;
  const references = from.print.fields.filter((field) => field.kind === "reference");
  if (references.length >= MAX_TEXT_REFERENCES || references.some((field) => field.target === to.name)) return;
  from.print.fields.push(ref(to.name, false, to.label));
}

/** Whether `start` already leads to `goal` through references (adding goal -> start would close a cycle). */
export function reaches(start: Draft, goal: Draft, drafts: readonly Draft[], seen = new Set<string>()): boolean {
  if (start === goal) return true;
  if (seen.has(start.name)) return false;
  seen.add(start.name);
  return start.print.fields.some((field) => {
    const next = drafts.find((draft) => draft.name === field.target);
    return next !== undefined && reaches(next, goal, drafts, seen);
  });
}

export const RESERVED_IDENTIFIERS = new Set(
  ("break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "yield let static implements interface package private protected public await arguments eval").split(" "),
);

/** A camelCase form usable as a variable name in generated code ("class" -> "classRecord"). */
const identifier = (text: string) => (RESERVED_IDENTIFIERS.has(camelCase(text)) ? `${camelCase(text)}Record` : camelCase(text));

function toEntity(draft: Draft, drafts: readonly Draft[]): Entity {
  const { name, plural, label, print } = draft;
  const relations: Relation[] = [
    ...print.fields
      .filter((field) => field.kind === "reference")
      .map((field): Relation => ({ kind: "belongs-to", target: field.target ?? "", field: field.name })),
    ...drafts.flatMap((other) =>
      other.print.fields
        .filter((field) => field.kind === "reference" && field.target === name)
        .map((field): Relation => ({ kind: "has-many", target: other.name, field: field.name })),
    ),
  ];
  const display = print.fields.find((field) => field.kind === "string" && field.format !== "long") ?? print.fields[0];
  return {
    name,
    plural,
    label,
    pluralLabel: pluralLabel(label),
    camel: identifier(name),
    camelPlural: identifier(plural),
    route: kebabCase(plural),
    table: snakeCase(plural),
    source: draft.source,
    displayField: display?.name ?? "id",
    fields: print.fields.map((field) => (isMoneyField(name, field) ? { ...field, money: true } : field)),
    relations,
    rules: [],
    samples: [],
  };
}
