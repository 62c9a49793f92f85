
/**
 * Name forms used across the app model and the generated code. Everything is ASCII and deterministic:
 * the same words always give the same identifiers, routes and table names.
 */

/** Splits "PickupSlot", "pickup slot", "pickup-slot" and "pickup_slot" into ["pickup", "slot"]. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const pascalCase = (text: string) => wordsOf(text).map(capital).join("");
export const kebabCase = (text: string) => wordsOf(text).join("-");
export const snakeCase = (text: string) => wordsOf(text).join("_");

export function camelCase(text: string): string {
  const [first = "", ...rest] = wordsOf(text);
  return first + rest.map(capital).join("");
}

/** "PickupSlot" -> "Pickup slot": how a screen heading or a sentence names it. */
export function sentenceCase(text: string): string {
  const words = wordsOf(text);
  return words.length === 0 ? "" : capital(words.join(" "));
}

const UNCOUNTABLE = new Set(["analytics", "news", "series", "species", "equipment", "information", "feedback"]);
const IRREGULAR_PLURALS: Record<string, string> = {
  person: "people",
  child: "children",
  man: "men",
  woman: "women",
  staff: "staff",
  datum: "data",
};
const IRREGULAR_SINGULARS = Object.fromEntries(Object.entries(IRREGULAR_PLURALS).map(([one, many]) => [many, one]));

/** The plural of one lower-case English word. */
export function pluralWord(word: string): string {
  if (UNCOUNTABLE.has(word)) return word;
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The singular of one lower-case English word (a word that is not plural is returned as it is). */
export function singularWord(word: string): string {
  if (UNCOUNTABLE.has(word) || word.length <= 3) return word;
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) return irregular;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Pluralises the last word of a name: "PickupSlot" -> "PickupSlots", "Category" -> "Categories". */
export function pluralName(name: string): string {
  const words = wordsOf(name);
  const last = words.pop();
  if (last === undefined) return name;
  return pascalCase([...words, pluralWord(last)].join(" "));
}

/** A package-safe slug: lower-case letters, digits and dashes, starting with a letter, at most 50 characters. */
export function slugify(name: string): string {
  const slug = kebabCase(name).slice(0, 50).replace(/-+$/, "");
  if (slug.length === 0) return "app";
  return /^[a-z]/.test(slug) ? slug : `app-${slug}`.slice(0, 50).replace(/-+$/, "");
}
