import { z } from "zod";
import { itemsOf } from "./requirements";
import { isTransliterated, labelWords, pascalCase, sentenceCase, singularWord, snakeCase, wordsOf } from "./naming";
import { ROLE_NAME, type Role } from "./part-schemas";
import type { Entity } from "./schema";

/**
 * Who uses the app and what each may change. Every signed-in account reads every record; a role writes
 * (creates, changes, deletes) only the records it lists. A role may own record types: of those it sees and
 * changes only the records its account created (a customer's own orders), and another account's are "not
 * found" to it. One role manages: the first account registered takes it, it writes and sees every record and
 * it assigns roles to the other accounts. New accounts take the sign-up role. The generated backends enforce
 * this when the app has sign-in.
 */

export const MAX_ROLES = 6;

// The role shape is in part-schemas.ts (the app model's schema is built from it); it is named here too.
export { roleSchema, type Role } from "./part-schemas";

/** How a language model names the roles: in the user's words, with the records each may change. */
export const designRoleSchema = z.object({
  name: z.string().describe("A kind of user in the business's words, e.g. Baker"),
  description: z.string().describe("What this kind of user does in the app, one sentence"),
  manages: z.boolean().describe("True for exactly one role: it runs the app, changes every record and assigns roles"),
  signUp: z.boolean().describe("True for at most one role: the role a person who registers on their own gets"),
  writes: z.array(z.string()).describe("Names of the entities whose records this role may create, change and delete"),
  owns: z
    .array(z.string())
    .optional()
    .describe(
      "Names of entities (among those it writes) whose records this role sees and changes only when it created them, e.g. a pet owner's own pets and appointments; staff and the managing role own none",
    ),
});
export type DesignRole = z.infer<typeof designRoleSchema>;

/** Words that name the person who runs the app, and words that name its customers rather than its staff. */
const MANAGING_WORDS = new Set(["owner", "admin", "administrator", "manager", "founder", "director", "boss", "superuser", "supervisor"]);
const CUSTOMER_WORDS = new Set([
  "customer",
  "client",
  "guest",
  "visitor",
  "buyer",
  "shopper",
  "patient",
  "diner",
  "passenger",
  "tenant",
  "subscriber",
  "attendee",
  "donor",
  "applicant",
  "public",
]);

const MAX_ROLE_WORDS = 3;
const ARTICLES = new Set(["the", "a", "an", "our", "my", "their", "some", "all"]);

const lastWord = (label: string) => singularWord(wordsOf(label).at(-1) ?? "");

/** "Shoppers (they order cakes)" -> { label: "Shopper", description: "they order cakes" }. */
function readUserType(item: string): { label: string; description: string } {
  const [head = "", ...rest] = item.split(/\s*(?::|\(|\s-\s|\s–\s)\s*/);
  const words = labelWords(head)
    .map((word) => word.toLowerCase())
    .filter((word, index) => index > 0 || !ARTICLES.has(word));
  // A kind of user is named in a few words; a longer item is a sentence about users, not a name.
  if (words.length > MAX_ROLE_WORDS) return { label: "", description: "" };
  const last = words.length > 0 ? singularWord(words[words.length - 1] ?? "") : "";
  const label = sentenceCase([...words.slice(0, -1), last].join(" "));
  return { label, description: rest.join(" ").replace(/\)$/, "").trim() };
}

/**
 * The role names of labels, in order: snake_case, transliterated from another script. Labels that come out
 * alike ("买家" and "卖家" are both mai_jia) are numbered (mai_jia_2); a label seen before gets null.
 */
function roleNames(labels: readonly string[]): (string | null)[] {
  const seen: string[] = [];
  const taken = new Set<string>();
  return labels.map((label) => {
    const key = snakeCase(label);
    if (seen.includes(label.toLowerCase()) || (taken.has(key) && !isTransliterated(label))) return null;
    let name = key;
    for (let n = 2; taken.has(name); n += 1) name = `${key}_${n}`;
    seen.push(label.toLowerCase());
    taken.add(name);
    return name;
  });
}

/** The kinds of user the answer lists, with their role names: "Customer, staff, owner" or one per line. */
function userTypesOf(text: string): { name: string; label: string; description: string }[] {
  const items = itemsOf(text)
    .flatMap((item) => item.split(/\s*(?:,|;|\band\b|\/)\s*/))
    .map(readUserType)
    .filter(({ label }) => label && ROLE_NAME.test(snakeCase(label)));
  const names = roleNames(items.map((item) => item.label));
  return items.flatMap((item, index) => (names[index] ? [{ ...item, name: names[index] }] : [])).slice(0, MAX_ROLES);
}

const points = (entity: Entity, target?: string) =>
  entity.fields.some((field) => field.kind === "reference" && (target === undefined || field.target === target));

/** The entity named like a kind of user ("Pet owners" and Owner) and the entities that point at it. */
function namedRecords(label: string, entities: readonly Entity[]): Entity[] {
  const named = entities.find((entity) => lastWord(entity.label) === lastWord(label));
  return named ? entities.filter((entity) => entity === named || points(entity, named.name)) : [];
}

/**
 * The records that are a customer's own: the entity named like them and the ones pointing at it; with no such
 * entity, the records that point at others and that nothing points at (orders, bookings, reviews).
 */
function customerRecords(label: string, entities: readonly Entity[]): string[] {
  const named = namedRecords(label, entities);
  const own = named.length > 0 ? named : entities.filter((entity) => points(entity) && !entities.some((other) => points(other, entity.name)));
  return (own.length > 0 ? own : entities).map((entity) => entity.name);
}

const pluralsOf = (names: readonly string[], entities: readonly Entity[]) =>
  entities.filter((entity) => names.includes(entity.name)).map((entity) => entity.pluralLabel.toLowerCase());

const describeWrites = (writes: readonly string[], owns: readonly string[], entities: readonly Entity[]) => {
  const own = owns.length > 0 ? `sees and changes only its own ${pluralsOf(owns, entities).join(", ")}` : "";
  const shared = writes.filter((name) => !owns.includes(name));
  if (writes.length === entities.length && !own) return "changes every record";
  if (writes.length === 0) return "reads every record and changes none";
  const changes = shared.length === entities.length - owns.length ? "changes the rest" : shared.length > 0 ? `changes ${pluralsOf(shared, entities).join(", ")}; reads the rest` : "reads the rest";
  return own ? `${own}; ${changes}` : changes;
};

/** Fills the description of a role from what it may do when none was given. */
function withDescription(role: Omit<Role, "description"> & { description?: string }, entities: readonly Entity[]): Role {
  const parts = [
    role.manages ? "Runs the app and assigns roles (the first account to register)" : "",
    role.signUp && !role.manages ? "New accounts start here" : "",
    describeWrites(role.writes, role.owns, entities),
  ].filter(Boolean);
  const summary = parts.join("; ");
  return { ...role, description: role.description ? `${capitalised(role.description)}. ${capitalised(summary)}` : capitalised(summary) };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The built-in reading of the "User types" answer. The first type named like someone who runs the business
 * (owner, manager, admin) manages; with none, an Owner role is added. Types named like customers change
 * their own records (the entity named like them, and records that refer to another); the rest, staff,
 * change every record. New accounts take the first customer type, else the last staff type, else a Member
 * role added for them.
 */
export function rolesFromUserTypes(userTypes: string, entities: readonly Entity[]): Role[] {
  const all = entities.map((entity) => entity.name);
  const types = userTypesOf(userTypes);
  const managing = types.find((type) => MANAGING_WORDS.has(lastWord(type.label)));
  const listed = managing ? types : [{ name: "owner", label: "Owner", description: "" }, ...types];
  const owner = managing ?? listed[0];
  const customer = listed.find((type) => type !== owner && CUSTOMER_WORDS.has(lastWord(type.label)));
  const staff = listed.filter((type) => type !== owner && type !== customer && !CUSTOMER_WORDS.has(lastWord(type.label)));
  const signUp = customer ?? staff.at(-1);
  const roles = listed.map((type) => {
    const staffLike = type === owner || !CUSTOMER_WORDS.has(lastWord(type.label));
    const writes = staffLike ? all : customerRecords(type.label, entities);
    // A customer's records are their own unless they change every record (an app that is only theirs).
    const owns = staffLike || writes.length === all.length ? [] : writes;
    return withDescription({ name: type.name, label: type.label, description: type.description, manages: type === owner, signUp: type === signUp, writes, owns }, entities);
  });
  // Only the owner was named (or nobody): later accounts are members who change every record but assign no roles.
  return roles.some((role) => role.signUp) ? roles : [...roles, member(entities)];
}

const member = (entities: readonly Entity[]): Role =>
  withDescription({ name: "member", label: "Member", manages: false, signUp: true, writes: entities.map((entity) => entity.name), owns: [] }, entities);

/** Why a model's roles cannot be used, in words it can correct. */
export function designRoleProblems(roles: readonly DesignRole[], entityNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const names = roleNames(roles.map((role) => sentenceCase(role.name)));
  roles.forEach((role, index) => {
    const where = `Role ${index + 1} (${role.name})`;
    const name = names[index];
    if (!ROLE_NAME.test(snakeCase(role.name))) problems.push(`${where}: a role's name is words of letters and digits, starting with a letter`);
    else if (!name) problems.push(`${where}: two roles have that name`);
    for (const entity of role.writes) {
      if (!entityNames.has(pascalCase(entity))) problems.push(`${where}: "${entity}" is not one of the entities`);
    }
    for (const entity of role.manages ? [] : (role.owns ?? [])) {
      if (!role.writes.some((written) => pascalCase(written) === pascalCase(entity))) problems.push(`${where}: it owns "${entity}" but does not write it`);
    }
    if (role.manages && (role.owns ?? []).length > 0) problems.push(`${where}: the managing role sees every record and owns none`);
  });
  if (roles.length > MAX_ROLES) problems.push(`Name at most ${MAX_ROLES} roles`);
  const managing = roles.filter((role) => role.manages).length;
  if (managing !== 1) problems.push(`Exactly one role manages (runs the app and assigns roles); ${managing} do`);
  if (roles.filter((role) => role.signUp).length > 1) problems.push("At most one role is the one new accounts get");
  if (roles.some((role) => role.manages && role.signUp)) problems.push("The managing role is not the one new accounts get");
  return problems;
}

/** A model's roles (checked with `designRoleProblems` first) as the app model's: the managing one writes everything. */
export function rolesFromDesign(roles: readonly DesignRole[], entities: readonly Entity[]): Role[] {
  const all = entities.map((entity) => entity.name);
  const signUp = roles.find((role) => role.signUp && !role.manages) ?? roles.findLast((role) => !role.manages);
  const names = roleNames(roles.map((role) => sentenceCase(role.name)));
  const chosen = roles.map((role, index) => {
    const writes = role.manages ? all : all.filter((name) => role.writes.some((entity) => pascalCase(entity) === name));
    return withDescription(
      {
        name: names[index] ?? snakeCase(role.name),
        label: sentenceCase(role.name),
        description: role.description.trim().replace(/\.$/, ""),
        manages: role.manages,
        signUp: role === signUp,
        writes,
        owns: role.manages ? [] : designOwns(role, role === signUp, writes, entities),
      },
      entities,
    );
  });
  return signUp ? chosen : [...chosen, member(entities)];
}

/**
 * The record types a designed role owns: the ones the design names; when it names none, the sign-up role that
 * is named like an entity owns that entity and those pointing at it (a pet owner's Owner
 * record, pets and appointments), as far as it writes them.
 */
function designOwns(role: DesignRole, signUp: boolean, writes: readonly string[], entities: readonly Entity[]): string[] {
  if (role.owns) return writes.filter((name) => role.owns?.some((entity) => pascalCase(entity) === name));
  if (!signUp) return [];
  return namedRecords(sentenceCase(role.name), entities)
    .map((entity) => entity.name)
    .filter((name) => writes.includes(name));
}

/** The roles as a design shows them: what the model sees as the built-in reading to improve on. */
export const designRolesOf = (roles: readonly Role[]): DesignRole[] =>
  roles.map((role) => ({ name: role.label, description: role.description, manages: role.manages, signUp: role.signUp, writes: role.writes, owns: role.owns }));

/** The role the first account takes, and the one later accounts take. */
export function roleOf(roles: readonly Role[], kind: "manages" | "signUp"): Role {
  const role = roles.find((candidate) => candidate[kind]);
  if (!role) throw new Error(`The app model has no ${kind === "manages" ? "managing" : "sign-up"} role`);
  return role;
}
