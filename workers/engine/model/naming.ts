import pluralize from "pluralize";
import type { transliterate as Transliterate } from "transliteration";

/**
 * Name forms used across the app model and the generated code. Labels keep the user's words in any script;
 * identifiers, routes, tables and slugs are ASCII, transliterated from those words ("Заказ" -> Zakaz,
 * "面包" -> MianBao). Plurals come from pluralize. The same words always give the same names.
 */

/** The words of a text as written, in any script: "PickupSlot" -> ["Pickup", "Slot"], "Пекарня Анны" -> ["Пекарня", "Анны"]. */
export function labelWords(text: string): string[] {
  return text
    .normalize("NFC")
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

let transliterate: typeof Transliterate | null = null;

/**
 * Loads transliteration, which builds its tables for every script as it loads (about 25 ms, more than the rest of
 * AppForge's start): the Worker awaits it before the engine runs rather than at every cold start (decision 025).
 */
export async function namingReady(): Promise<void> {
  transliterate ??= (await import("transliteration")).transliterate;
}

function loadedTransliterate(): typeof Transliterate {
  if (!transliterate) throw new Error("Names in another script need transliteration: await namingReady() before the engine runs");
  return transliterate;
}

/** One word in ASCII letters: "Заказ" -> "Zakaz", "面包" -> "Mian Bao"; characters with no reading are dropped. */
const asciiOf = (word: string) =>
  /^[A-Za-z0-9]*$/.test(word)
    ? word
    : loadedTransliterate()(word, { unknown: "", trim: true, fixChineseSpacing: true, ignore: [], replace: [], replaceAfter: [] });

/** The ASCII words identifiers are made of: "PickupSlot", "pickup-slot" -> ["pickup", "slot"]; "Пекарня Анны" -> ["pekarnya", "anny"]. */
export function wordsOf(text: string): string[] {
  return labelWords(text)
    .flatMap((word) => asciiOf(word).toLowerCase().split(/[^a-z0-9]+/))
    .filter((word) => word.length > 0);
}

/** Whether a text needs transliterating to become a name: it has letters outside ASCII. */
export const isTransliterated = (text: string) => labelWords(text).some((word) => !/^[A-Za-z0-9]*$/.test(word));

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const pascalCase = (text: string) => wordsOf(text).map(capital).join("");
export const kebabCase = (text: string) => wordsOf(text).join("-");
export const snakeCase = (text: string) => wordsOf(text).join("_");

export function camelCase(text: string): string {
  const [first = "", ...rest] = wordsOf(text);
  return first + rest.map(capital).join("");
}

/** A PascalCase type name for a label in any script that starts with a letter: "1С" -> "Record1s". */
export function typeName(label: string): string {
  const name = pascalCase(label);
  return /^[A-Z]/.test(name) ? name : `Record${name}`;
}

/** A camelCase member name for a label in any script that starts with a letter: "Цена" -> "cena", "2-й" -> "field2I". */
export function memberName(label: string): string {
  const name = camelCase(label);
  return /^[a-z]/.test(name) ? name : `field${capital(name)}`;
}

/** "PickupSlot" -> "Pickup slot", "Crème brûlée" -> "Crème brûlée": how a screen heading or a sentence names it, in its own script. */
export function sentenceCase(text: string): string {
  const words = labelWords(text).map((word) => word.toLowerCase());
  return words.length === 0 ? "" : capital(words.join(" "));
}

/** The plural of one word ("loaf" -> "loaves", "person" -> "people"); words pluralize does not know stay as they are. */
export const pluralWord = (word: string) => pluralize.plural(word);

/**
 * The singular of one word (a word that is not plural is returned as it is). Short words and acronyms (SMS,
 * GPS), and words whose -s is not a plural (logistics, analysis, status, address), are kept: pluralize would
 * make them "Sm", "Gp", "logistic", "analysi".
 */
export function singularWord(word: string): string {
  if (word.length <= 3 || (word.length > 1 && word === word.toUpperCase()) || /(ss|us|is|ics)$/i.test(word)) return word;
  return pluralize.singular(word);
}

/** Pluralises the last word of a name: "PickupSlot" -> "PickupSlots", "Category" -> "Categories". */
export function pluralName(name: string): string {
  const words = wordsOf(name);
  const last = words.pop();
  if (last === undefined) return name;
  return pascalCase([...words, pluralWord(last)].join(" "));
}

/** The plural of a label, its spelling kept: "Pickup slot" -> "Pickup slots"; a word pluralize cannot inflect ("Заказ") stays. */
export const pluralLabel = (label: string) => label.replace(/[\p{L}\p{M}]+(?=[^\p{L}\p{M}]*$)/u, (word) => pluralWord(word));

/**
 * A record's type names from its label: "Pickup slot" -> PickupSlot, PickupSlots. A label pluralize cannot inflect,
 * in another script ("Заказ"), takes Records for its plural (ZakazRecords): an English ending on a transliteration
 * ("Zakazs", "PekarnyaAnnies") would be neither language. `suffix` tells apart names that came out the same.
 */
export function recordNaming(label: string, suffix = ""): { name: string; plural: string } {
  const name = typeName(label);
  const plural = isTransliterated(label) && pluralLabel(label) === label ? `${name}Records` : pluralName(name);
  return { name: `${name}${suffix}`, plural: `${plural}${suffix}` };
}

/** A package-safe slug: lower-case letters, digits and dashes, starting with a letter, at most 50 characters. */
export function slugify(name: string): string {
  const slug = kebabCase(name).slice(0, 50).replace(/-+$/, "");
  if (slug.length === 0) return "app";
  return /^[a-z]/.test(slug) ? slug : `app-${slug}`.slice(0, 50).replace(/-+$/, "");
}
