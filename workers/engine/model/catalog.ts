import type { ProjectType } from "../../contract/project-options";
import type { Field, FieldKind } from "./schema";
import { sentenceCase, wordsOf } from "./naming";

/** How an entity looks before naming is applied: its fields and its role in relations. */
export interface Blueprint {
  fields: Field[];
  /** A person or organisation records belong to (a customer, a member): the owner of what they do. */
  person: boolean;
  /** Something other records are filed under (a slot, a category, a location). */
  container: boolean;
}

type FieldOptions = Partial<Pick<Field, "required" | "format" | "target">>;

function field(name: string, kind: FieldKind, options: FieldOptions = {}): Field {
  return {
    name,
    label: sentenceCase(name.replace(/Id$/, "")),
    kind,
    required: options.required ?? true,
    ...(options.format ? { format: options.format } : {}),
    ...(options.target ? { target: options.target } : {}),
  };
}

const str = (name: string, options: FieldOptions = {}) => field(name, "string", { format: "plain", ...options });
const long = (name: string) => field(name, "string", { format: "long", required: false });
const num = (name: string, required = true) => field(name, "number", { required });
const bool = (name: string) => field(name, "boolean");
const date = (name: string, required = true) => field(name, "date", { required });
/** A reference to `target`, labelled with the target's label when it has one in the user's words ("Заказ"). */
export const ref = (target: string, required = true, label?: string): Field => ({
  ...field(`${target.charAt(0).toLowerCase()}${target.slice(1)}Id`, "reference", { target, required }),
  ...(label ? { label } : {}),
});

const blueprint = (fields: Field[], role: Partial<Omit<Blueprint, "fields">> = {}): Blueprint => ({
  fields,
  person: role.person ?? false,
  container: role.container ?? false,
});

const personFields = () => [str("name"), str("email", { format: "email" }), str("phone", { required: false })];

/** Entities the project types start from, with the fields a product owner would expect. */
const KNOWN: Record<string, Blueprint> = {
  Product: blueprint([str("name"), long("description"), num("price"), num("stock"), bool("active")], {
    container: true,
  }),
  Order: blueprint([ref("Customer"), str("status"), num("total"), date("placedAt")]),
  Customer: blueprint(personFields(), { person: true }),
  Contact: blueprint(
    [str("firstName"), str("lastName"), str("email", { format: "email" }), str("phone", { required: false }), ref("Company", false)],
    { person: true },
  ),
  Company: blueprint([str("name"), str("website", { format: "url", required: false }), str("industry", { required: false })], {
    person: true,
  }),
  Deal: blueprint([str("title"), num("value"), str("stage"), date("closeDate", false), ref("Company"), ref("Contact", false)]),
  Metric: blueprint([str("name"), num("value"), str("unit", { required: false }), date("recordedAt"), ref("DataSource", false)]),
  Report: blueprint([str("title"), long("summary"), date("periodStart"), date("periodEnd")]),
  DataSource: blueprint([str("name"), str("kind"), str("url", { format: "url", required: false }), bool("active")], {
    container: true,
  }),
  Article: blueprint([str("title"), long("body"), bool("published"), date("publishedAt", false), ref("Category", false), ref("Author")]),
  Category: blueprint([str("name"), long("description")], { container: true }),
  Author: blueprint([str("name"), str("email", { format: "email" }), long("bio")], { person: true }),
  Profile: blueprint([str("displayName"), str("email", { format: "email" }), long("bio")], { person: true }),
  Activity: blueprint([str("title"), long("notes"), date("occurredAt"), ref("Profile")]),
  Reminder: blueprint([str("title"), date("dueAt"), bool("done"), ref("Profile", false)]),
  Item: blueprint([str("name"), long("description"), bool("active")]),
};

export const PROJECT_TYPE_ENTITIES: Record<ProjectType, string[]> = {
  ecommerce: ["Product", "Order", "Customer"],
  crm: ["Contact", "Company", "Deal"],
  analytics: ["Metric", "Report", "DataSource"],
  content: ["Article", "Category", "Author"],
  mobile: ["Profile", "Activity", "Reminder"],
  // Derived from the user's own words; "Item" only when the text names nothing.
  custom: [],
};

export const FALLBACK_ENTITY = "Item";

/**
 * What kind of record an entity is, by its shape: what its sample records are named after (a person gets a
 * person's name, a slot a time of day) and whether a word names a record of its own (see entities.ts).
 */
export type RecordKind =
  | "person" | "company" | "slot" | "booking" | "list" | "order" | "deal" | "item" | "review" | "message"
  | "task" | "place" | "group" | "document" | "equipment" | "metric" | "source" | "article" | "activity";

const KNOWN_KINDS: Record<string, RecordKind> = {
  Product: "item", Order: "order", Customer: "person", Contact: "person", Company: "company", Deal: "deal",
  Metric: "metric", Report: "list", DataSource: "source", Article: "article", Category: "group", Author: "person",
  Profile: "person", Activity: "activity", Reminder: "task", Item: "item",
};

/** Blueprints for entities named in free text, chosen by the last word of the name ("PickupSlot" -> slot). */
const BY_HEAD: { kind: RecordKind; heads: string[]; make: () => Blueprint }[] = [
  { kind: "person", heads: ["customer", "client", "member", "employee", "student", "patient", "driver", "teacher", "guest", "supplier", "vendor", "owner", "manager", "volunteer", "tenant", "buyer", "seller", "player", "coach", "doctor", "participant", "attendee", "subscriber", "worker", "courier", "instructor", "applicant", "candidate", "donor", "organizer", "partner", "rider", "trainer", "tutor", "visitor", "parent", "farmer", "baker", "chef", "coordinator", "admin", "dispatcher", "receptionist", "nurse", "therapist", "clinician", "caregiver", "landlord", "agent", "representative"],
    make: () => blueprint(personFields(), { person: true }) },
  { kind: "slot", heads: ["slot", "shift", "window", "timeslot"],
    make: () => blueprint([date("startsAt"), date("endsAt"), num("capacity"), bool("available")], { container: true }) },
  { kind: "booking", heads: ["booking", "appointment", "reservation", "visit", "session", "lesson", "class", "meeting", "event", "trip", "ride"],
    make: () => blueprint([str("title"), date("startsAt"), str("status"), long("notes")], { container: true }) },
  { kind: "list", heads: ["list", "report", "summary", "sheet", "plan", "schedule", "log", "checklist", "menu", "roster", "timetable"],
    make: () => blueprint([str("title"), date("date"), long("notes")]) },
  { kind: "order", heads: ["order", "purchase", "invoice", "quote", "receipt", "sale", "transaction", "delivery", "shipment", "payment", "donation", "refund"],
    make: () => blueprint([str("reference"), str("status"), num("total"), date("placedAt")]) },
  { kind: "item", heads: ["item", "product", "ingredient", "dish", "recipe", "part", "material", "asset", "batch", "good", "stock", "cake", "bread", "meal", "book", "ticket"],
    make: () => blueprint([str("name"), long("description"), num("quantity"), num("price", false)]) },
  { kind: "review", heads: ["review", "feedback", "rating", "testimonial"],
    make: () => blueprint([str("title"), long("body"), num("rating")]) },
  { kind: "message", heads: ["message", "comment", "note", "post", "reply", "question", "answer", "announcement"],
    make: () => blueprint([str("title"), long("body")]) },
  { kind: "task", heads: ["task", "issue", "request", "job", "todo", "project", "goal", "milestone", "assignment", "case"],
    make: () => blueprint([str("title"), str("status"), date("dueAt", false), bool("done")], { container: true }) },
  { kind: "place", heads: ["location", "store", "shop", "branch", "venue", "room", "site", "warehouse", "address", "kitchen", "bakery", "office", "restaurant", "farm", "clinic", "school", "route", "zone", "bank", "center", "centre", "hall", "gym", "studio", "library", "hospital", "hotel", "cafe", "salon", "depot"],
    make: () => blueprint([str("name"), str("address", { required: false }), num("capacity", false)], { container: true }) },
  { kind: "group", heads: ["category", "tag", "group", "team", "department", "collection", "label", "course", "program", "campaign", "account", "pipeline", "stage", "channel"],
    make: () => blueprint([str("name"), long("description")], { container: true }) },
  { kind: "document", heads: ["document", "photo", "image", "attachment", "contract", "policy", "certificate", "form", "template"],
    make: () => blueprint([str("title"), str("url", { format: "url" }), long("notes")]) },
  { kind: "equipment", heads: ["vehicle", "device", "equipment", "machine", "car", "bike", "truck", "oven", "sensor"],
    make: () => blueprint([str("name"), str("identifier"), bool("active")], { container: true }) },
];

const copy = (print: Blueprint): Blueprint => ({ ...print, fields: print.fields.map((entry) => ({ ...entry })) });

/** The kind of record an entity name is: a known entity's, else its head word's; undefined for a word with no shape of its own. */
export function recordKind(name: string): RecordKind | undefined {
  const known = KNOWN_KINDS[name];
  if (known) return known;
  const head = wordsOf(name).at(-1) ?? "";
  return BY_HEAD.find((candidate) => candidate.heads.includes(head))?.kind;
}

/** The blueprint for an entity name: a known entity, else by its head word, else a named record. */
export function blueprintFor(name: string): Blueprint {
  const known = KNOWN[name];
  if (known) return copy(known);
  const head = wordsOf(name).at(-1) ?? "";
  const rule = BY_HEAD.find((candidate) => candidate.heads.includes(head));
  if (rule) return rule.make();
  return blueprint([str("name"), long("description"), bool("active")]);
}
