import type { Feature, ProjectType } from "../../contract/project-options";
import { blueprintFor, FALLBACK_ENTITY, PROJECT_TYPE_ENTITIES, ref, type Blueprint } from "./catalog";
import { entityPhrases, extractPhrases, keyAliases, type Sentence } from "./extract";
import { camelCase, kebabCase, pascalCase, pluralName, sentenceCase, snakeCase, wordsOf } from "./naming";
import type { Entity, Relation } from "./schema";

/** At most this many entities come from the free text, and at most this many in all. */
export const MAX_TEXT_ENTITIES = 6;
export const MAX_ENTITIES = 8;
const MAX_TEXT_REFERENCES = 3;

/** Records the features keep for themselves (their tables and routes): an entity may not take the name. */
const FEATURE_RECORDS: Partial<Record<Feature, string[]>> = {
  auth: ["Auth"],
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

export interface Draft {
  name: string;
  source: Entity["source"];
  print: Blueprint;
}

/** The entities of the app: the project type's, then the nouns of the free text, with their relations. */
export function buildEntities(projectType: ProjectType, texts: readonly string[], features: readonly Feature[]): Entity[] {
  const reserved = reservedNames(features);
  const extraction = extractPhrases(texts);
  const drafts: Draft[] = PROJECT_TYPE_ENTITIES[projectType].map((name) => ({
    name,
    source: "project-type",
    print: blueprintFor(name),
  }));
  const fromText = entityPhrases(extraction.phrases, MAX_TEXT_ENTITIES * 2)
    .map((phrase) => pascalCase(phrase.words.join(" ")))
    .filter((name) => !reserved.has(name) && !drafts.some((draft) => draft.name === name))
    .slice(0, Math.min(MAX_TEXT_ENTITIES, MAX_ENTITIES - drafts.length));
  drafts.push(...fromText.map((name): Draft => ({ name, source: "free-text", print: blueprintFor(name) })));
  if (drafts.length === 0) drafts.push({ name: FALLBACK_ENTITY, source: "fallback", print: blueprintFor(FALLBACK_ENTITY) });

  const names = new Set(drafts.map((draft) => draft.name));
  for (const draft of drafts) {
    draft.print.fields = draft.print.fields.filter((field) => field.kind !== "reference" || names.has(field.target ?? ""));
  }
  linkFromText(drafts, extraction.sentences, keyAliases(extraction.phrases));
  return entitiesOf(drafts);
}

/** The entities of finished drafts: names in every case the generators use, relations both ways. */
export const entitiesOf = (drafts: readonly Draft[]): Entity[] => drafts.map((draft) => toEntity(draft, drafts));

/**
 * Relations the text implies, per sentence: what a person does belongs to them ("customers place orders"
 * -> Order.customerId; shared things like slots and courses do not), and a record belongs to a container
 * named after it ("orders ... a pickup slot" -> Order.pickupSlotId).
 */
function linkFromText(drafts: Draft[], sentences: Sentence[], aliases: Map<string, string>): void {
  const byKey = new Map(drafts.map((draft) => [wordsOf(draft.name).join(" "), draft]));
  for (const sentence of sentences) {
    const mentioned: Draft[] = [];
    for (const key of sentence) {
      const draft = byKey.get(aliases.get(key) ?? key) ?? byKey.get(key);
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
  from.print.fields.push(ref(to.name, false));
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
  const { name, print } = draft;
  const plural = pluralName(name);
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
    label: sentenceCase(name),
    pluralLabel: sentenceCase(plural),
    camel: identifier(name),
    camelPlural: identifier(plural),
    route: kebabCase(plural),
    table: snakeCase(plural),
    source: draft.source,
    displayField: display?.name ?? "id",
    fields: print.fields,
    relations,
    rules: [],
    samples: [],
  };
}
