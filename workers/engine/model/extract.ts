import {
  ARTICLES,
  DETERMINERS,
  GENERIC_HEADS,
  GENERIC_NOUNS,
  NOUN_EXCEPTIONS,
  NOUN_OR_VERB,
  PLURAL_MODIFIERS,
  STOP_WORDS,
  VERB_CUES,
  VERBS,
} from "./lexicon";
import { singularWord } from "./naming";

/**
 * Domain nouns from the user's free text, by a small deterministic heuristic: runs of content words
 * between function words and verbs are noun phrases ("pick a pickup slot" -> "pickup slot"); a phrase
 * counts as an entity when it is a compound, is seen in the plural, or comes up more than once.
 */

export interface NounPhrase {
  /** Singular, lower-case words: ["pickup", "slot"]. */
  words: string[];
  count: number;
  plural: boolean;
  /** Position of the first mention across all the text, for stable tie-breaking. */
  first: number;
}

/** The phrases of one sentence, in order: what the relation heuristic reads. */
export type Sentence = string[];

export interface Extraction {
  phrases: NounPhrase[];
  sentences: Sentence[];
}

const MAX_WORDS_PER_PHRASE = 2;

/** Scripts written without spaces between words, or with words of one or two signs: their words are found by Intl.Segmenter. */
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const isLatin = (word: string) => /^[\p{Script=Latin}\p{M}\d'-]+$/u.test(word);

/** A word's letters in any script ("crème", "заказ", "面包"), kept whole; numbers on their own. */
const WORD = /\p{L}[\p{L}\p{M}'-]*[\p{L}\p{M}]|\p{L}|\d+/gu;
/** Made by the first dense-script word, not when the module loads: creating one loads the runtime's word-break data. */
let segmenter: Intl.Segmenter | null | undefined;
const wordSegmenter = () => (segmenter ??= typeof Intl.Segmenter === "function" ? new Intl.Segmenter("und", { granularity: "word" }) : null);

/** The words of a clause: a run of Chinese, Japanese or Thai is split into its words where the runtime can. */
function wordsIn(clause: string): string[] {
  return (clause.match(WORD) ?? []).flatMap((word) => {
    const dense = DENSE_SCRIPT.test(word) ? wordSegmenter() : null;
    return dense ? [...dense.segment(word)].filter((part) => part.isWordLike).map((part) => part.segment) : [word];
  });
}

function isContent(word: string): boolean {
  if (STOP_WORDS.has(word) || DETERMINERS.has(word) || VERB_CUES.has(word) || VERBS.has(word)) return false;
  // Words of one sign in a dense script are particles ("的", "の"); elsewhere short words are function words.
  if (/^\d/.test(word) || word.length < (DENSE_SCRIPT.test(word) ? 2 : 3)) return false;
  if (NOUN_EXCEPTIONS.has(word)) return true;
  return !/(ing|ly)$/.test(word) && !(word.length > 4 && word.endsWith("ed"));
}

const looksPlural = (word: string) => singularWord(word) !== word || PLURAL_MODIFIERS.has(word);

/** A word that is a noun or a verb by position: a verb after a subject or a cue when an object follows. */
function actsAsVerb(previous: string | undefined, next: string | undefined, inRun: boolean): boolean {
  const determinerFollows = next !== undefined && ARTICLES.has(next);
  const objectFollows = determinerFollows || (next !== undefined && (isContent(next) || VERB_CUES.has(next)));
  if (previous === "to") return objectFollows;
  if (previous !== undefined && VERB_CUES.has(previous)) return true;
  if (inRun) return objectFollows && !(next !== undefined && VERBS.has(next));
  if (previous === "and" || previous === "or") return determinerFollows || (next !== undefined && isContent(next) && looksPlural(next));
  return false;
}

function phrasesOf(sentence: string[]): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  let afterPlural = false;
  let afterNoun = false;
  sentence.forEach((word, index) => {
    const previous = sentence[index - 1];
    const next = sentence[index + 1];
    const nextStartsObject = next !== undefined && (ARTICLES.has(next) || isContent(next));
    const content = NOUN_OR_VERB.has(word)
      ? !actsAsVerb(previous, next, run.length > 0 || afterNoun)
      : // A word between a plural subject and its object is the verb ("teachers grade assignments").
        isContent(word) && !(afterPlural && nextStartsObject);
    afterPlural = false;
    afterNoun = content;
    if (!content) return close();
    // A plural inside a run after a noun is a verb ("bakery bakes bread"); first in a run it is its own noun.
    if (run.length > 0 && next !== undefined && isContent(next) && looksPlural(word) && !PLURAL_MODIFIERS.has(word)) {
      close();
      return;
    }
    run.push(word);
    if (looksPlural(word) && !PLURAL_MODIFIERS.has(word)) {
      close();
      afterPlural = true;
    }
  });
  close();
  // Outside English the lexicon cannot tell a verb or an adjective from a noun: a run gives its last word only.
  return runs.map((words) =>
    words.filter((word) => !GENERIC_NOUNS.has(word) || word === words.at(-1)).slice(words.every(isLatin) ? -MAX_WORDS_PER_PHRASE : -1),
  );
}

function isGenericPhrase(words: string[]): boolean {
  if (words.length === 1) return GENERIC_NOUNS.has(words[0] as string) || GENERIC_HEADS.has(words[0] as string);
  return GENERIC_HEADS.has(words.at(-1) as string);
}

export function extractPhrases(texts: readonly string[]): Extraction {
  const found = new Map<string, NounPhrase>();
  const sentences: Sentence[] = [];
  let position = 0;
  for (const text of texts) {
    for (const raw of text.normalize("NFC").toLowerCase().split(/[.;:!?\n()[\]{}"。！？；：（）「」]+|,\s|[，、]|\s[-–—]\s/)) {
      const words = wordsIn(raw);
      const keys: string[] = [];
      for (const run of phrasesOf(words.map((word) => word.replace(/'s$/, "")))) {
        position += 1;
        const singular = run.map((word) => (PLURAL_MODIFIERS.has(word) ? word : singularWord(word)));
        if (run.length === 0 || isGenericPhrase(singular)) continue;
        const key = singular.join(" ");
        const entry = found.get(key) ?? { words: singular, count: 0, plural: false, first: position };
        entry.count += 1;
        entry.plural ||= looksPlural(run.at(-1) as string);
        found.set(key, entry);
        keys.push(key);
      }
      if (keys.length > 0) sentences.push(keys);
    }
  }
  return { phrases: mergeHeads([...found.values()]), sentences };
}

/** "slots" mentioned on its own after "pickup slot" is the same thing: fold it into the compound. */
function mergeHeads(phrases: NounPhrase[]): NounPhrase[] {
  const compounds = phrases.filter((phrase) => phrase.words.length > 1);
  return phrases.flatMap((phrase) => {
    if (phrase.words.length > 1) return [phrase];
    const owners = compounds.filter((compound) => compound.words.at(-1) === phrase.words[0]);
    const owner = owners[0];
    if (owners.length !== 1 || !owner) return [phrase];
    owner.count += phrase.count;
    owner.plural ||= phrase.plural;
    owner.first = Math.min(owner.first, phrase.first);
    return [];
  });
}

/** The phrases that name entities, strongest first: compounds, plurals and repeated nouns. */
export function entityPhrases(phrases: NounPhrase[], limit: number): NounPhrase[] {
  const score = (phrase: NounPhrase) => phrase.count + (phrase.words.length > 1 ? 1 : 0) + (phrase.plural ? 1 : 0);
  return phrases
    .filter((phrase) => phrase.words.length > 1 || phrase.plural || phrase.count > 1)
    .sort((a, b) => score(b) - score(a) || a.first - b.first)
    .slice(0, limit);
}

/** The key a sentence uses for a merged phrase: "slot" points at "pickup slot" once merged. */
export function keyAliases(phrases: NounPhrase[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const phrase of phrases) {
    const key = phrase.words.join(" ");
    aliases.set(key, key);
    if (phrase.words.length > 1) {
      const head = phrase.words.at(-1) as string;
      if (!aliases.has(head)) aliases.set(head, key);
    }
  }
  return aliases;
}
