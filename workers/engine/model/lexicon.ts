
/**
 * The small word lists the noun-phrase heuristic works with. They only need to be good enough to tell
 * the domain nouns of an app description ("orders", "pickup slot") from the words around them.
 */

const set = (text: string) => new Set(text.split(/\s+/).filter((word) => word.length > 0));

/** Words that end a noun phrase and signal that a noun may follow (articles, possessives, prepositions). */
export const DETERMINERS = set(`
  a an the each every their our your its his her my this that these those any some no another per
  of for with from to into onto on in at by about via without within between through across after before
  during under over until upon than as like and or nor but
`);

/** Words that open a noun phrase: after "orders", "a cake" makes "orders" the verb ("of cakes" does not). */
export const ARTICLES = set("a an the each every their our your its his her my this that these those any some no another all");

/** Words after which a noun-or-verb word is a verb ("they order", "can book", "to schedule"). */
export const VERB_CUES = set(`
  i we you they he she it who which can cannot could will would should must may might shall to
  do does did don't doesn't not also then just always never often usually easily quickly
`);

/** Function words and adjectives: they end a noun phrase and never name an entity. */
export const STOP_WORDS = set(`
  be is are was were been being am has have had having get gets got getting let lets make makes made
  all both few many more most much other others own same such only very too so if when while where whether
  what how why there here then now once again also just not yes well even still already yet soon
  done ready
  one two three four five six seven eight nine ten first second last next new old easy simple fast quick
  online offline daily weekly monthly yearly real current available able free open public private secure
  mobile web digital local small large big multiple single specific important different better best good
  great full main key core basic custom clear early late sure whole entire various several everyone
  anyone someone everything anything nothing something etc e.g i.e up down out off back instead able
`);

/** Nouns too generic to be an entity on their own; they may still be part of one ("production list"). */
export const GENERIC_NOUNS = set(`
  user users people person admin admins administrator system systems app apps application applications
  platform platforms website websites site sites way ways time times thing things data information
  process processes business businesses service services tool tools software solution solutions feature
  features experience level levels basis type types kind kinds number numbers lot lots part parts end
  side use case cases need day days week weeks month months year years hour hours minute minutes
  moment today tomorrow morning evening night screen screens page pages button buttons form forms
  interface interfaces view views api apis database dashboard login logout email emails phone phones
  link links list lists option options detail details status overview access workflow workflows flow
  flows step steps action actions update updates change changes problem problems goal goals result
  results support search stuff team teams staff account accounts
`);

/** Verbs seen in app descriptions; their -s, -es, -ed and -ing forms are generated. */
const VERB_STEMS = `
  place pick print need want see manage track create update delete remove add edit choose select
  browse view pay send receive get give take make show display allow let help keep store save share
  sign log login register book reserve schedule assign approve reject submit review check confirm cancel
  notify remind alert find search filter sort export import upload download generate calculate count
  prepare bake cook deliver ship collect buy sell order rent return refund invite join leave follow like
  rate comment message chat call visit attend enroll complete finish start stop open close plan organize
  handle process run monitor measure report analyse analyze compare predict recommend list publish write
  read draft edit approve moderate tag categorize group link connect sync integrate support provide
  offer enable require ensure include contain use lose miss forget spend arrive wait reach build set
`;

/** Words that are a noun or a verb depending on where they stand ("orders" vs "customer orders a cake"). */
export const NOUN_OR_VERB = set(`
  order orders book books schedule schedules report reports plan plans list lists review reviews comment
  comments message messages note notes request requests ship rate rates return returns visit visits
  call calls chat chats delivery design designs record records post posts ticket tickets
  payment payments booking bookings estimate estimates quote quotes stock stocks refund refunds
  donation donations delivery deliveries mark marks
`);

function inflections(stem: string): string[] {
  const base = stem.endsWith("e") ? stem.slice(0, -1) : stem;
  const third = /(s|x|z|ch|sh)$/.test(stem) ? `${stem}es` : /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ies` : `${stem}s`;
  const past = /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ied` : `${base}ed`;
  return [stem, third, past, `${base}ing`];
}

export const VERBS = new Set(
  VERB_STEMS.split(/\s+/)
    .filter((stem) => stem.length > 0)
    .flatMap(inflections)
    .filter((word) => !NOUN_OR_VERB.has(word)),
);

/** -ing and -ly words that are nouns ("a booking", "supply"); other -ing/-ed/-ly words are not. */
export const NOUN_EXCEPTIONS = set(`
  booking bookings meeting meetings listing listings building buildings wedding weddings clothing
  training setting settings painting paintings topping toppings filling fillings seating offering
  supply family reply assembly anomaly
`);

/** Plural-looking words that can modify a noun ("sales report", "news feed"). */
export const PLURAL_MODIFIERS = set("sales news goods series analytics logistics savings earnings");

/** Heads that make a compound generic ("mobile app", "order page"). */
export const GENERIC_HEADS = set(`
  app application system platform website site page screen button form interface feature experience
  process way time level view api dashboard tool software data information management status detail
  details history overview update updates number type
`);

/**
 * Words that name the same records in an app's answers: "clients" and "customers" are one record type, so are
 * "bookings" and "appointments". Each group's first word is how the group is compared; the label the user gave
 * first is the one kept (see entities.ts). Only words that mean the same thing in any business are grouped:
 * "contact" and "customer", or "ticket" and "issue", can be different records in one app.
 */
const SYNONYM_GROUPS = [
  "customer client shopper",
  "booking appointment reservation",
  "product item good",
  "employee worker",
  "supplier vendor",
  "task todo to-do",
  "note memo",
  "photo picture image",
  "article post",
  "invoice bill",
  "document doc",
];

const SYNONYMS = new Map(
  SYNONYM_GROUPS.flatMap((group) => {
    const [first = "", ...others] = group.split(" ");
    return [first, ...others].map((word) => [word, first] as const);
  }),
);

/** The word a synonym group is compared by: "client" -> "customer", "appointment" -> "booking"; other words as they are. */
export const canonicalWord = (word: string): string => SYNONYMS.get(word) ?? word;
