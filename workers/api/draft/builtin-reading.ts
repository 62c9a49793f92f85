import type { DraftAnswers } from "../../contract/drafts";
import {
  BACKEND_STACK,
  DATABASE_STACK,
  DEPLOYMENT_PLATFORMS,
  DESIGN_STYLES,
  DESCRIPTION_MAX,
  FEATURES,
  FRONTEND_STACK,
  NAME_MAX,
  PROJECT_TYPE_OPTIONS,
  TECH_STACK_OPTIONS,
  optionLabel,
  type DeploymentPlatform,
  type DesignStyle,
  type ProjectType,
  type TechStackId,
} from "../../contract/projects";
import { recordKind } from "../../engine/model/catalog";
import { ARTICLES, DETERMINERS, GENERIC_HEADS, NOUN_EXCEPTIONS, NOUN_OR_VERB, VERB_CUES, VERBS } from "../../engine/model/lexicon";
import { pascalCase, singularWord } from "../../engine/model/naming";
import { tracesOf } from "../../engine/model/requirements";
import { PERSON_ROLES } from "../../engine/model/sample-words";

/**
 * The built-in reading of one sentence: what its words say about the wizard's answers, by small deterministic
 * rules and the engine's own word lists (no model, no network, nothing spent). It fills an answer only where
 * the words say it; every other answer is left out, for the wizard to mark.
 *
 * - name: the sentence's leading noun phrase ("A bakery app where ..." -> "Bakery App"), with its audience when
 *   it is one word ("A CRM for my plumbing business" -> "Plumbing Business CRM");
 * - description and problem statement: the sentence;
 * - target users (and user types when two kinds are named): the people who act in it ("customers order ...")
 *   or whom it is for ("for dog walkers");
 * - system behaviors: its actions, one per line, each with who does it; user flows: one line per person who
 *   does two or more of them;
 * - project type: the type whose words it uses most (none on a tie or without any);
 * - features: the features its words name (the engine's own list, which traces requirements to features);
 * - tech stack, deployment, design style, compliance, authentication and volume: only when named.
 */

export interface Reading {
  answers: Partial<DraftAnswers>;
  /** What the user should know about the reading (a tie between project types, a stack choice not kept). */
  notes: string[];
}

interface Token {
  /** As written, punctuation around it removed. */
  text: string;
  /** Lower case, without a possessive 's. */
  word: string;
}

interface Segment {
  tokens: Token[];
  /** The words that joined it to the segment before ("", "and", "where", "that", ","). */
  joiner: string;
}

interface Action {
  /** Who does it, as written ("customers"), when the sentence says. */
  subject: Token[] | null;
  /** The verb and what follows it, as written. */
  rest: string;
}

const WORD_LIMIT = 4;
/** A clause opens after these; "that", "which" and "who" refer back to the noun phrase before them. */
const JOINERS = /(\s*[,;:]\s*|\s+(?:and then|then|and|or|but|where|while|whereby|so that|so|that|which|who)\s+)/i;
const RELATIVE = new Set(["that", "which", "who"]);
const CLAUSE_WORDS = new Set(["where", "when", "while", "whereby", "so", "if", "because", "then"]);

/** People a sentence can name as its users, besides the engine's person records and roles. */
const PEOPLE = new Set(
  `people person user team staff owner member family parent freelancer creator artist manager employee volunteer
  neighbour neighbor friend fan player coach homeowner landlord tenant admin organiser organizer host kid child
  gardener`.split(/\s+/),
);
/** Organisations an app can be "for": users after "for", never as the one acting. */
const ORGANISATIONS = new Set(
  `business company shop store restaurant bakery cafe clinic practice school agency startup studio salon gym club
  charity nonprofit firm office`.split(/\s+/),
);

const TYPE_WORDS: Record<Exclude<ProjectType, "custom">, string[]> = {
  ecommerce: ["shop", "shops", "store", "stores", "webshop", "e-commerce", "ecommerce", "sell", "sells", "selling", "cart", "checkout", "product", "products", "catalog", "catalogue", "marketplace", "order", "orders", "ordering"],
  crm: ["crm", "lead", "leads", "deal", "deals", "pipeline", "pipelines", "contacts", "prospects", "follow-up", "follow-ups", "sales team", "customer relationships"],
  analytics: ["analytics", "metrics", "kpi", "kpis", "dashboard", "dashboards", "report", "reports", "reporting", "charts", "insights", "statistics", "stats"],
  content: ["blog", "blogs", "article", "articles", "posts", "publish", "publishes", "publishing", "newsletter", "magazine", "cms", "content"],
  mobile: ["mobile app", "phone app", "iphone", "android", "home screen", "installable", "pwa", "on their phones", "on the go"],
};

/** Words that name a technology; the ones that are also plain English words count only when capitalised. */
const TECH_WORDS: Record<TechStackId, { plain: string[]; capitalised?: string[] }> = {
  react: { plain: ["react.js", "reactjs"], capitalised: ["React"] },
  vue: { plain: ["vue", "vue.js", "vuejs", "nuxt"] },
  angular: { plain: ["angularjs"], capitalised: ["Angular"] },
  nextjs: { plain: ["next.js", "nextjs"] },
  nodejs: { plain: ["node.js", "nodejs"], capitalised: ["Node", "Express"] },
  python: { plain: ["python", "django", "fastapi"], capitalised: ["Flask"] },
  php: { plain: ["php", "laravel", "symfony"] },
  java: { plain: ["spring boot"], capitalised: ["Java", "Spring"] },
  workers: { plain: ["cloudflare workers", "cloudflare worker", "hono"] },
  postgresql: { plain: ["postgres", "postgresql"] },
  mongodb: { plain: ["mongo", "mongodb"] },
  mysql: { plain: ["mysql", "mariadb"] },
  d1: { plain: ["cloudflare d1"] },
};

const DEPLOYMENT_SIGNS: Record<DeploymentPlatform, RegExp> = {
  render: /\b(?:on|to|with|via|using) render\b|\brender\.com\b|(?<=\S\s)Render\b/,
  vercel: /\bvercel\b/i,
  aws: /\baws\b|\bamazon web services\b/i,
  digitalocean: /\bdigital ?ocean\b/i,
};

const DESIGN_SIGNS: Record<DesignStyle, RegExp> = {
  modern: /\b(?:modern|sleek)\b/i,
  professional: /\bprofessional(?:-looking)?\b(?!s)/i,
  creative: /\b(?:creative|playful|colou?rful)\b/i,
  minimal: /\b(?:minimal|minimalist|minimalistic)\b/i,
};

const COMPLIANCE = /\b(?:GDPR|HIPAA|PCI[- ]?DSS|SOC ?2|CCPA|FERPA|COPPA|WCAG)\b/gi;
const AUTHENTICATION = [
  /\b(?:sign[- ]?in|log[- ]?in|login)s? (?:with|via|through) (?:google|github|apple|facebook|microsoft)\b/gi,
  /\b(?:google|github|apple|facebook|microsoft) (?:sign[- ]?in|log[- ]?in|login)\b/gi,
  /\b(?:two[- ]factor(?: authentication)?|2fa|mfa|single sign[- ]on|sso|magic links?|passwordless(?: sign[- ]?in)?)\b/gi,
];
const VOLUME = /\b\d[\d,.]*\s?(?:k|thousand|million)?\s+(?:[a-z-]+\s){0,2}?(?:a|per|each|every)\s+(?:day|week|month|hour|year|minute)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Where `phrase` stands in `text` as whole words (-1: nowhere); case-sensitive when asked. */
function positionOf(text: string, phrase: string, caseSensitive = false): number {
  const match = new RegExp(`(^|[^\\p{L}\\p{N}.])${escape(phrase)}(?=[^\\p{L}\\p{N}]|$)`, caseSensitive ? "u" : "iu").exec(text);
  return match ? match.index + (match[1]?.length ?? 0) : -1;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Title case, keeping words already in capitals (CRM, GDPR). */
const titleCase = (tokens: readonly Token[]) => tokens.map((token) => (token.text === token.text.toUpperCase() ? token.text : capital(token.word))).join(" ");
const phrase = (tokens: readonly Token[]) => tokens.map((token) => token.text).join(" ");

function tokensOf(text: string): Token[] {
  return text
    .split(/\s+/)
    .map((raw) => raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ text: raw, word: raw.toLowerCase().replace(/['’]s$/, "") }));
}

function segmentsOf(sentence: string): Segment[] {
  const parts = sentence.split(JOINERS);
  const segments: Segment[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const tokens = tokensOf(parts[index] ?? "");
    const joiner = index === 0 ? "" : (parts[index - 1] ?? "").trim().toLowerCase();
    if (tokens.length > 0) segments.push({ tokens, joiner });
  }
  return segments;
}

const isPlural = (word: string) => singularWord(word) !== word;
const isFunctionWord = (word: string) => DETERMINERS.has(word) || VERB_CUES.has(word) || CLAUSE_WORDS.has(word);

/** A person who can use the app: a person record of the engine, a role, or one of the people words. */
function isPerson(word: string, acting: boolean): boolean {
  const one = singularWord(word);
  if (PEOPLE.has(one) || PERSON_ROLES.has(one) || recordKind(pascalCase(one)) === "person") return true;
  // "Dog walkers book walks": an agent noun, in the plural, doing something.
  return acting && isPlural(word) && /(?:er|or|ist)$/.test(one) && !NOUN_OR_VERB.has(word) && !NOUN_OR_VERB.has(one);
}

/**
 * The index of the clause's verb: a known verb where a verb can stand (not right after an article, nor between an
 * article's adjective and the clause's verb: "an online store selling"), a noun-or-verb word after a subject or a
 * cue ("customers order", "to schedule"), or the word after a plural person ("teachers grade") or a relative
 * pronoun ("who grade").
 */
function verbIndex(tokens: readonly Token[], opening: "relative" | "continuing" | null): number {
  for (let index = 0; index < tokens.length; index += 1) {
    const word = tokens[index]?.word ?? "";
    const previous = tokens[index - 1]?.word;
    const next = tokens[index + 1]?.word;
    const afterArticle = previous !== undefined && (ARTICLES.has(previous) || (tokens[index - 2] !== undefined && ARTICLES.has(tokens[index - 2]?.word ?? "") && !isFunctionWord(previous)));
    if (VERBS.has(word) && !NOUN_EXCEPTIONS.has(word) && !(afterArticle && !word.endsWith("ing"))) return index;
    if (next === undefined || isFunctionWord(word)) continue;
    // "who grade homework"; "and book a walk" (a noun-or-verb word, not a plural: "and reports" is a list).
    if (index === 0 && opening === "relative" && !isPlural(word)) return index;
    if (index === 0 && opening === "continuing" && NOUN_OR_VERB.has(word) && !isPlural(word)) return index;
    if (NOUN_OR_VERB.has(word) && previous !== undefined && (previous === "to" || VERB_CUES.has(previous) || (isPlural(previous) && !isFunctionWord(previous)))) return index;
    // "Teachers grade homework": after a plural person at the clause's start, the next word is what they do.
    if (index > 0 && !isFunctionWord(next) && !isPlural(word) && tokens.slice(0, index).every((token) => !isFunctionWord(token.word) || ARTICLES.has(token.word))) {
      const head = tokens[index - 1]?.word ?? "";
      if (isPlural(head) && isPerson(head, true)) return index;
    }
  }
  return -1;
}

/** The words before the verb, without articles, when they are a plain noun phrase; null otherwise. */
function subjectOf(tokens: readonly Token[], verb: number): Token[] | null {
  const before = tokens.slice(0, verb);
  let start = 0;
  while (start < before.length && DETERMINERS.has(before[start]?.word ?? "")) start += 1;
  const words = before.slice(start);
  if (words.length === 0 || words.length > 3 || words.some((token) => isFunctionWord(token.word) || VERBS.has(token.word))) return null;
  return words;
}

/** The noun phrase a clause ends with ("an app for teachers" -> "teachers"), for a relative clause after it. */
function trailingNoun(tokens: readonly Token[]): Token[] | null {
  const words: Token[] = [];
  for (let index = tokens.length - 1; index >= 0 && words.length < 3; index -= 1) {
    const token = tokens[index];
    if (!token || isFunctionWord(token.word) || VERBS.has(token.word)) break;
    words.unshift(token);
  }
  return words.length > 0 ? words : null;
}

/** Segments about how the app is built, not what it does ("built with React", "GDPR compliant"): read elsewhere. */
const BUILT = /^(?:built|made|written|hosted|deployed|running|powered|using|with)\b/i;

/** The actions of the sentence, each with who does it where the sentence says; plus the noun phrase it opens with. */
function actionsOf(segments: readonly Segment[], isSpec: (text: string) => boolean): { actions: Action[]; lead: Token[] | null } {
  const actions: Action[] = [];
  let lead: Token[] | null = null;
  let previousTokens: Token[] | null = null;
  segments.forEach((segment, index) => {
    const text = phrase(segment.tokens);
    if (index > 0 && (isSpec(text) || BUILT.test(text))) {
      previousTokens = null;
      return;
    }
    const last = actions.at(-1);
    const continuing = last !== undefined && ["and", "or", "then", "and then", ","].includes(segment.joiner);
    const relative = RELATIVE.has(segment.joiner);
    const verb = verbIndex(segment.tokens, relative && previousTokens !== null ? "relative" : continuing ? "continuing" : null);
    if (verb === -1) {
      // A list goes on ("cakes, cookies and bread"): it belongs to the action before it, unless a clause about
      // it follows ("and parents who see the marks").
      const antecedent = RELATIVE.has(segments[index + 1]?.joiner ?? "");
      if (last && continuing && !antecedent) last.rest += `${segment.joiner === "," ? "," : ` ${segment.joiner}`} ${text}`;
      else if (actions.length === 0) lead ??= segment.tokens;
      previousTokens = segment.tokens;
      return;
    }
    let subject = subjectOf(segment.tokens, verb);
    if (!subject && verb === 0 && relative && previousTokens) subject = trailingNoun(previousTokens);
    if (!subject && verb === 0 && continuing) subject = last.subject;
    if (actions.length === 0 && lead === null && verb > 0) lead = segment.tokens.slice(0, verb);
    actions.push({ subject, rest: phrase(segment.tokens.slice(verb)) });
    previousTokens = segment.tokens;
  });
  return { actions, lead };
}

const headOf = (tokens: readonly Token[]) => tokens.at(-1)?.word ?? "";
const actsAsPerson = (action: Action) => action.subject !== null && isPerson(headOf(action.subject), true);

/** "For dog walkers", "for my plumbing business", "used by nurses": whom the app is for. */
function audiencesOf(tokens: readonly Token[]): Token[][] {
  const found: Token[][] = [];
  tokens.forEach((token, index) => {
    const usedBy = token.word === "by" && tokens[index - 1]?.word === "used";
    if (token.word !== "for" && !usedBy) return;
    const words: Token[] = [];
    for (let at = index + 1; at < tokens.length && words.length < 3; at += 1) {
      const next = tokens[at];
      if (!next) break;
      if (DETERMINERS.has(next.word) && words.length === 0) continue;
      if (isFunctionWord(next.word) || VERBS.has(next.word)) break;
      words.push(next);
    }
    const head = headOf(words);
    if (words.length > 0 && (isPerson(head, false) || ORGANISATIONS.has(singularWord(head)))) found.push(words);
  });
  return found;
}

/** "Customers", "Dog walkers": a kind of user as the sentence says it, the first word capitalised. */
const userLabel = (tokens: readonly Token[]) => capital(tokens.map((token) => (token.text === token.text.toUpperCase() ? token.text : token.word)).join(" "));

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Letters of scripts written with spaces between words: a name is read from those only. */
const SPACED_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}\p{N}'’.&-]+$/u;
const isDesignWord = (word: string) => Object.values(DESIGN_SIGNS).some((pattern) => pattern.test(word));

/**
 * The app's name from the phrase the sentence opens with ("A bakery app where" -> "Bakery App"), with whom it is
 * for when that phrase is one word or ends in a generic one ("A booking site for my salon" -> "Salon Booking
 * Site"); null when it opens with the people who act, or names nothing.
 */
function nameOf(lead: Token[] | null, first: Action | undefined, tokens: readonly Token[]): string | null {
  if (!lead) return null;
  const words: Token[] = [];
  let end = -1;
  for (const token of lead) {
    end = tokens.indexOf(token);
    if (DETERMINERS.has(token.word) && words.length === 0) continue;
    if (isFunctionWord(token.word)) break;
    end += 1;
    if (!SPACED_WORD.test(token.text)) return null;
    // A style is not a name ("A minimal booking site").
    if (!isDesignWord(token.word)) words.push(token);
    // A longer run without a function word is not a name (or not English: the word lists cannot tell).
    if (words.length > WORD_LIMIT) return null;
  }
  const head = words.at(-1);
  if (!head) return null;
  if (first?.subject?.some((token) => words.includes(token)) && actsAsPerson(first)) return null;
  const audience = tokens[end]?.word === "for" ? audiencesOf(tokens.slice(end))[0] : undefined;
  if (audience && (words.length === 1 || GENERIC_HEADS.has(head.word))) return titleCase([...audience, ...words]).slice(0, NAME_MAX);
  if (words.length === 1 && GENERIC_HEADS.has(head.word)) return null;
  return titleCase(words).slice(0, NAME_MAX);
}

/** An action as a line of the system behaviors: who does it, when a person does ("Customers pick a pickup slot"). */
function behaviourOf(action: Action): string {
  if (!action.subject) return capital(action.rest);
  if (actsAsPerson(action)) return `${userLabel(action.subject)} ${action.rest}`;
  // "An online store selling candles": the selling is the behaviour.
  if (/ing$/i.test(action.rest.split(" ")[0] ?? "")) return capital(action.rest);
  return `The ${action.subject.map((token) => (token.text === token.text.toUpperCase() ? token.text : token.word)).join(" ")} ${action.rest}`;
}

/** The project type whose words the sentence uses most; a tie or no word at all decides nothing. */
function projectTypeOf(sentence: string): { type: ProjectType | null; tied: ProjectType[] } {
  const scores = (Object.entries(TYPE_WORDS) as [Exclude<ProjectType, "custom">, string[]][])
    .map(([type, words]) => ({ type, hits: words.filter((word) => positionOf(sentence, word) >= 0).length }))
    .filter((score) => score.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  const best = scores[0];
  if (!best) return { type: null, tied: [] };
  const tied = scores.filter((score) => score.hits === best.hits).map((score) => score.type);
  return tied.length > 1 ? { type: null, tied } : { type: best.type, tied: [] };
}

/** The technologies named, the first of each layer kept; the others are named in a note. */
function techStackOf(sentence: string): { stack: TechStackId[]; dropped: TechStackId[] } {
  const named = (Object.entries(TECH_WORDS) as [TechStackId, { plain: string[]; capitalised?: string[] }][])
    .map(([id, words]) => {
      const positions = [...words.plain.map((word) => positionOf(sentence, word)), ...(words.capitalised ?? []).map((word) => positionOf(sentence, word, true))];
      return { id, at: Math.min(...positions.filter((at) => at >= 0), Number.POSITIVE_INFINITY) };
    })
    .filter((entry) => Number.isFinite(entry.at))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.id);
  const stack: TechStackId[] = [];
  const dropped: TechStackId[] = [];
  for (const layer of [FRONTEND_STACK, BACKEND_STACK, DATABASE_STACK] as readonly (readonly TechStackId[])[]) {
    const [kept, ...others] = named.filter((id) => layer.includes(id));
    if (kept) stack.push(kept);
    dropped.push(...others);
  }
  return { stack, dropped };
}

function firstMatch<K extends string>(sentence: string, signs: Record<K, RegExp>): K | null {
  let best: { key: K; at: number } | null = null;
  for (const [key, pattern] of Object.entries(signs) as [K, RegExp][]) {
    const at = pattern.exec(sentence)?.index;
    if (at !== undefined && (best === null || at < best.at)) best = { key, at };
  }
  return best?.key ?? null;
}

const allMatches = (sentence: string, patterns: readonly RegExp[]) =>
  uniqueBy(
    patterns.flatMap((pattern) => [...sentence.matchAll(pattern)].map((match) => match[0])),
    (text) => text.toLowerCase(),
  );

const techLabel = (id: TechStackId) => optionLabel(TECH_STACK_OPTIONS, id);

export function readSentence(given: string): Reading {
  const sentence = given.trim().replace(/\s+/g, " ");
  const segments = segmentsOf(sentence.replace(/[.!?]+$/, ""));
  const isSpec = (text: string) =>
    techStackOf(text).stack.length > 0 ||
    firstMatch(text, DEPLOYMENT_SIGNS) !== null ||
    allMatches(text, [COMPLIANCE, ...AUTHENTICATION]).length > 0 ||
    VOLUME.test(text) ||
    // A style on its own ("..., minimal, ..."), not a style inside a clause.
    (text.split(" ").length <= 2 && firstMatch(text, DESIGN_SIGNS) !== null);
  const { actions, lead } = actionsOf(segments, isSpec);
  const answers: Partial<DraftAnswers> = {};
  const notes: string[] = [];

  const name = nameOf(lead, actions[0], segments.find((segment) => lead !== null && segment.tokens.includes(lead[0] as Token))?.tokens ?? []);
  if (name) answers.name = name;
  answers.description = capital(sentence).slice(0, DESCRIPTION_MAX);
  answers.problemStatement = capital(sentence);

  // People named come first; an organisation the app is for ("for my plumbing business") only when no one is.
  const audiences = segments.flatMap((segment) => audiencesOf(segment.tokens));
  const named = [...actions.filter(actsAsPerson).flatMap((action) => (action.subject ? [action.subject] : [])), ...audiences.filter((words) => isPerson(headOf(words), false))];
  const people = uniqueBy(named.length > 0 ? named : audiences, (words) => singularWord(userLabel(words).toLowerCase()));
  if (people.length > 0) answers.targetUsers = people.map(userLabel).join(", ");
  const actingKinds = uniqueBy(actions.filter(actsAsPerson), (action) => singularWord(headOf(action.subject ?? [])));
  if (actingKinds.length > 1) answers.userTypes = actingKinds.map((action) => capital(singularWord(userLabel(action.subject ?? [])))).join("\n");

  const behaviours = actions.map(behaviourOf);
  if (behaviours.length > 0) answers.systemBehaviors = behaviours.join("\n");
  const flows = uniqueBy(actions.filter(actsAsPerson), (action) => userLabel(action.subject ?? []).toLowerCase()).flatMap((first) => {
    const label = userLabel(first.subject ?? []);
    const steps = actions.filter((action) => action.subject && userLabel(action.subject).toLowerCase() === label.toLowerCase()).map((action) => action.rest);
    return steps.length > 1 ? [`${label} ${steps.join(", then ")}`] : [];
  });
  if (flows.length > 0) answers.userFlows = flows.join("\n");

  const { type, tied } = projectTypeOf(sentence);
  if (type) answers.projectType = type;
  if (tied.length > 1) {
    notes.push(`Your sentence fits more than one project type (${tied.map((id) => optionLabel(PROJECT_TYPE_OPTIONS, id)).join(", ")}): choose one on step 4.`);
  }
  const features = tracesOf(sentence, [], FEATURES).features;
  if (features.length > 0) answers.features = features;

  const { stack, dropped } = techStackOf(sentence);
  if (stack.length > 0) answers.techStack = stack;
  if (dropped.length > 0) {
    notes.push(
      `One app is built with one frontend, one backend and one database, so the first your sentence names of each is kept: ${stack.map(techLabel).join(", ")}; not ${dropped.map(techLabel).join(", ")}. Change it on step 7.`,
    );
  }
  const deployment = firstMatch(sentence, DEPLOYMENT_SIGNS);
  if (deployment && (DEPLOYMENT_PLATFORMS as readonly string[]).includes(deployment)) answers.deployment = deployment;
  const design = firstMatch(sentence, DESIGN_SIGNS);
  if (design && (DESIGN_STYLES as readonly string[]).includes(design)) answers.design = design;

  const compliance = allMatches(sentence, [COMPLIANCE]);
  if (compliance.length > 0) answers.complianceNeeds = compliance.map((text) => text.toUpperCase()).join(", ");
  const authentication = allMatches(sentence, AUTHENTICATION);
  if (authentication.length > 0) answers.authenticationNeeds = capital(authentication.join(", "));
  const volume = VOLUME.exec(sentence)?.[0];
  if (volume) answers.scalabilityExpectations = capital(volume);

  return { answers, notes };
}
