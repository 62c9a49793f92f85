import { recordKind } from "./catalog";
import { wordsOf } from "./naming";

/**
 * Money in the app model: a number field that is an amount (a price, a total) is marked `money`, and the app
 * has one currency (`AppModel.currency`, an ISO 4217 code), read from the answers. Generated screens show a
 * money field in that currency ("$4.50", "£18.00"); the stored value stays a plain number in the currency's
 * main unit (4.5, not 450 cents).
 */

export const DEFAULT_CURRENCY = "USD";

/** Last words of a number field's name that make it an amount of money ("price", "unitPrice", "deliveryFee"). */
const MONEY_WORDS = new Set(
  "price cost total amount fee fees subtotal deposit budget salary wage revenue income expense balance tip rent charge fare payout refund spend tax"
    .split(" "),
);

/** Records whose `value` is an amount of money (a deal's value), not a measurement (a metric's value). */
const VALUED_KINDS = new Set(["deal", "order"]);

/** Whether a field of an entity is an amount of money: decided from the names alone, so a model's design gets the same answer. */
export function isMoneyField(entityName: string, field: { name: string; kind: string }): boolean {
  if (field.kind !== "number") return false;
  const last = wordsOf(field.name).at(-1) ?? "";
  if (MONEY_WORDS.has(last)) return true;
  const kind = recordKind(entityName);
  return last === "value" && kind !== undefined && VALUED_KINDS.has(kind);
}

/** Currencies written with no minor unit: amounts are whole numbers (¥450, not ¥4.50). */
export const ZERO_DECIMAL_CURRENCIES = new Set(["JPY", "KRW", "VND", "CLP", "ISK"]);

/**
 * How the answers name a currency, most specific first: a prefixed dollar ("A$", "CA$") before "$", words before
 * symbols they share. "Pounds" alone is left out: "5 pounds of flour" is a weight.
 */
const CURRENCY_SIGNS: [code: string, pattern: RegExp][] = [
  ["AUD", /\bA\$|\bAU\$|\bAUD\b|\baustralian dollars?\b/i],
  ["CAD", /\bC\$|\bCA\$|\bCAD\b|\bcanadian dollars?\b/i],
  ["NZD", /\bNZ\$|\bNZD\b|\bnew zealand dollars?\b/i],
  ["SGD", /\bS\$|\bSGD\b|\bsingapore dollars?\b/i],
  ["HKD", /\bHK\$|\bHKD\b|\bhong kong dollars?\b/i],
  ["MXN", /\bMX\$|\bMXN\b|\bmexican pesos?\b/i],
  ["BRL", /\bR\$|\bBRL\b|\breais\b|\breal brasileiro\b/i],
  ["GBP", /£|\bGBP\b|\bpounds? sterling\b|\bbritish pounds?\b/i],
  ["EUR", /€|\bEUR\b|\beuros?\b/i],
  ["JPY", /\bJPY\b|\byen\b/i],
  ["CNY", /\bCNY\b|\bRMB\b|\byuan\b/i],
  ["INR", /₹|\bINR\b|\brupees?\b/i],
  ["KRW", /₩|\bKRW\b|\bwon\b(?= *\d)|\bkorean won\b/i],
  ["RUB", /₽|\bRUB\b|\broubles?\b|\brubles?\b|руб/i],
  ["UAH", /₴|\bUAH\b|\bhryvnias?\b/i],
  ["PLN", /zł|\bPLN\b|\bzloty\b|\bzłoty\b/i],
  ["CHF", /\bCHF\b|\bswiss francs?\b/i],
  ["SEK", /\bSEK\b|\bswedish kronor\b|\bswedish krona\b/i],
  ["NOK", /\bNOK\b|\bnorwegian kroner?\b/i],
  ["DKK", /\bDKK\b|\bdanish kroner?\b/i],
  ["ZAR", /\bZAR\b|\brands?\b(?= *\d)|\bsouth african rands?\b/i],
  ["TRY", /₺|\bTRY\b(?= *\d)|\bturkish lira\b/i],
  ["ILS", /₪|\bILS\b|\bshekels?\b/i],
  ["NGN", /₦|\bNGN\b|\bnaira\b/i],
  ["USD", /\$|\bUSD\b|\bUS dollars?\b|\bdollars?\b/i],
];

/**
 * The app's currency, from the answers (the name, the description, the budget, the free text): the sign named
 * earliest in them, so "Prices in €, budget $5k" is EUR; USD when none is named.
 */
export function currencyOf(texts: readonly string[]): string {
  const text = texts.join("\n");
  let best: { code: string; at: number } | undefined;
  for (const [code, pattern] of CURRENCY_SIGNS) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (best === undefined || at < best.at)) best = { code, at };
  }
  return best?.code ?? DEFAULT_CURRENCY;
}

/** An amount as people read it in the app's currency, the same in every locale: "$4.50", "£18.00", "¥450". */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);
}
