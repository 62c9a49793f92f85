import type { ProjectType } from "../../contract/project-options";
import type { RecordKind } from "./catalog";

/**
 * The small built-in vocabulary sample records are written in when no model writes them (see sample-values.ts):
 * what kind of business the answers describe, and plausible names, states, amounts and notes for each kind of
 * record. It only has to read as real for a first look at a new app; the user's own words, where the answers
 * give them, come first.
 */

/** Businesses the answers can be recognised as, by the words they use; earlier ones win a tie ("dental clinic" is dental). */
export const BUSINESS_WORDS = {
  bakery: "bakery bakeries baker bakers bake bakes baking bread breads loaf loaves pastry pastries patisserie croissant croissants sourdough",
  food: "restaurant restaurants cafe cafes café bistro diner coffee takeaway pizzeria pizza dishes meals chef chefs waiter waiters",
  dental: "dental dentist dentists dentistry teeth tooth orthodontist orthodontics hygienist hygienists clinic patient patients",
  clinic: "clinic clinics patient patients doctor doctors physio physiotherapy therapist therapists therapy medical nurse nurses",
  bike: "bike bikes bicycle bicycles cycling cyclist cyclists puncture punctures",
  salon: "salon salons hair hairdresser hairdressers barber barbers barbershop stylist stylists nails beauty",
  fitness: "gym gyms fitness yoga pilates workout workouts",
  tutoring: "tutor tutors tutoring pupil pupils lesson lessons homework exam exams",
} as const;
export type Business = keyof typeof BUSINESS_WORDS;

/** Who the person records are: first and last names of many origins, each giving an email (maria.lopez@example.com). */
export const PEOPLE = [
  "Maria Lopez", "James Carter", "Aisha Khan", "Tom Becker", "Priya Nair", "Lucas Martin", "Emma Wilson", "Kenji Sato", "Fatima Haddad",
];

/** Heads of labels that are people even where the record's fields are not a person's ("Editor", "Mechanic"). */
export const PERSON_ROLES = new Set(
  `editor reader writer reviewer mechanic technician dentist hygienist stylist barber cleaner mentor athlete artist
  photographer physician surgeon pharmacist engineer developer designer accountant lawyer consultant contractor plumber
  electrician cashier waiter host speaker guide person rep salesperson`.split(/\s+/),
);

/** Which records a vocabulary entry fits: the most specific fitting entry is used (a head word, then a business, then a kind). */
export interface Fits {
  kind?: RecordKind;
  heads?: readonly string[];
  business?: Business | ProjectType;
  /** A head word's fallback: above its kind's plain entry, below its business's ("Repair job" in a bike shop is the shop's task). */
  weak?: boolean;
}

/**
 * Names for records. `{label}` is the record's label in lower case ("morning {label}" -> "Morning pickup slot");
 * `forPerson` names a person's record after them ("Check-up for Maria Lopez"). `instances` are the last words of
 * phrases in the answers that name such records ("sourdough loaves" is a bakery's product).
 */
export interface Names extends Fits {
  names: readonly string[];
  instances?: readonly string[];
  forPerson?: boolean;
}

export const NAMES: readonly Names[] = [
  // Things sold or used.
  { kind: "item", business: "bakery", names: ["Sourdough loaf", "Almond croissant", "Cinnamon bun", "Seeded rye", "Lemon tart", "Chocolate brownie"],
    instances: ["loaf", "croissant", "bun", "tart", "cake", "bread", "cookie", "muffin", "pie", "roll", "baguette", "brownie", "scone", "pastry", "focaccia", "bagel", "doughnut", "donut", "eclair", "macaron", "sourdough", "rye", "biscuit", "flapjack"] },
  { kind: "item", business: "food", names: ["Margherita pizza", "Caesar salad", "Tiramisu", "Flat white", "Tomato soup"],
    instances: ["pizza", "salad", "burger", "soup", "pasta", "sandwich", "coffee", "latte", "cappuccino", "tea", "curry", "risotto", "wrap", "bowl", "dessert"] },
  { kind: "item", business: "dental", names: ["Electric toothbrush", "Whitening kit", "Floss picks"], instances: ["toothbrush", "toothpaste", "floss", "mouthwash", "kit"] },
  { kind: "item", business: "bike", names: ["Inner tube 700c", "Brake pads", "11-speed chain", "Bike light set"],
    instances: ["tube", "tyre", "tire", "chain", "pad", "light", "helmet", "lock", "saddle", "pedal", "cassette", "cable", "brake", "wheel"] },
  { kind: "item", business: "salon", names: ["Argan oil shampoo", "Styling cream", "Hair mask"], instances: ["shampoo", "conditioner", "cream", "mask", "spray", "oil", "gel"] },
  { kind: "item", business: "fitness", names: ["Monthly membership", "10-class pass", "Water bottle"], instances: ["membership", "pass", "bottle", "mat"] },
  { kind: "item", business: "tutoring", names: ["Maths workbook", "Exam practice pack", "Reading set"], instances: ["workbook", "pack", "book", "set"] },
  { heads: ["cake"], names: ["Lemon drizzle cake", "Carrot cake", "Chocolate fudge cake"], instances: ["cake"] },
  { heads: ["bread"], names: ["Sourdough", "Seeded rye", "Focaccia"], instances: ["sourdough", "rye", "focaccia", "baguette", "loaf"] },
  { heads: ["ingredient", "material"], business: "bakery", names: ["Strong white flour", "Unsalted butter", "Fresh yeast"], instances: ["flour", "butter", "yeast", "sugar", "egg"] },
  { heads: ["ingredient", "material"], names: ["Plain flour", "Olive oil", "Sea salt"], instances: ["flour", "oil", "salt", "sugar", "butter"] },
  { heads: ["dish", "meal", "recipe"], names: ["Tomato soup", "Chicken curry", "Mushroom risotto"] },
  { heads: ["ticket"], names: ["Early bird ticket", "Standard ticket", "VIP ticket"] },
  { heads: ["book"], names: ["The Quiet Garden", "Small Business Basics", "Night Trains"] },
  { heads: ["part"], names: ["Spare battery", "Power cable", "Mounting bracket"] },
  { heads: ["batch"], names: ["Morning batch", "Afternoon batch", "Weekend batch"] },
  { heads: ["asset"], names: ["Delivery van", "Laptop", "Card reader"] },
  { kind: "item", business: "ecommerce", names: ["Canvas tote bag", "Ceramic mug", "Scented candle"] },
  { kind: "item", names: ["Ceramic mug", "Canvas tote bag", "Desk lamp"] },
  // People's organisations.
  { kind: "company", names: ["Northwind Traders", "Bluebell Catering", "Harbour Logistics", "Maple & Oak Interiors"] },
  { heads: ["account"], names: ["Northwind Traders", "Bluebell Catering", "Harbour Logistics"] },
  // Times and bookings.
  { kind: "slot", heads: ["shift"], names: ["Early {label}", "Late {label}", "Weekend {label}"] },
  { kind: "slot", names: ["Morning {label}", "Midday {label}", "Afternoon {label}"] },
  { kind: "booking", business: "dental", forPerson: true, names: ["Check-up", "Scale and polish", "Filling", "Cleaning", "Whitening consultation"],
    instances: ["check-up", "checkup", "filling", "whitening", "extraction", "crown", "implant", "x-ray", "polish"] },
  { kind: "booking", business: "clinic", forPerson: true, names: ["Consultation", "Follow-up", "Annual check"], instances: ["consultation", "follow-up", "check-up", "checkup", "scan"] },
  { kind: "booking", business: "bike", forPerson: true, names: ["Full service", "Puncture repair", "Gear tune-up", "Wheel truing"], instances: ["service", "tune-up", "repair"] },
  { kind: "booking", business: "salon", forPerson: true, names: ["Haircut", "Colour and cut", "Blow-dry", "Beard trim"], instances: ["haircut", "cut", "colour", "color", "blow-dry", "trim", "manicure"] },
  { kind: "booking", business: "fitness", names: ["Spin class", "Yoga flow", "Personal training"], instances: ["class", "training", "session", "yoga", "pilates"] },
  { kind: "booking", business: "tutoring", forPerson: true, names: ["Maths lesson", "Essay review", "Exam practice"], instances: ["lesson", "review", "practice"] },
  { kind: "booking", business: "food", forPerson: true, names: ["Table for two", "Birthday dinner", "Team lunch"] },
  { kind: "booking", business: "bakery", forPerson: true, names: ["Cake tasting", "Wedding cake consultation", "Bread-making class"] },
  { heads: ["event"], names: ["Open day", "Summer party", "Community meetup"] },
  { heads: ["class", "lesson", "session"], names: ["Beginners {label}", "Evening {label}", "Weekend {label}"] },
  { heads: ["trip", "ride"], names: ["Airport transfer", "City tour", "School run"] },
  { heads: ["meeting"], names: ["Weekly check-in", "Supplier meeting", "Quarterly review"] },
  { kind: "booking", forPerson: true, names: ["Consultation", "First visit", "Follow-up visit"] },
  // Lists and reports.
  { heads: ["menu"], names: ["Breakfast {label}", "Lunch {label}", "Weekend {label}"] },
  { heads: ["report", "summary", "plan", "schedule", "roster", "timetable"], names: ["Weekly {label}", "Monthly {label}", "Quarterly {label}"] },
  { kind: "list", names: ["Morning {label}", "Afternoon {label}", "Weekend {label}"] },
  // Deals, reviews, messages.
  { kind: "deal", names: ["Annual supply contract", "Website redesign", "Office catering"] },
  { kind: "review", names: ["Excellent service", "Friendly and quick", "Good, but a long wait"] },
  { heads: ["note"], weak: true, forPerson: true, names: ["{Label}"] },
  { heads: ["comment", "reply"], names: ["Love this!", "Great tip, thanks", "Could you share more?"] },
  { heads: ["question"], names: ["Do you deliver on Sundays?", "Is there parking nearby?", "Can I change my booking?"] },
  { heads: ["announcement"], names: ["Opening hours this weekend", "New autumn menu", "Closed for the holiday"] },
  { kind: "message", names: ["Welcome aboard", "Quick update", "Thanks for your order"] },
  // Work to do.
  { kind: "task", business: "bike", forPerson: true, names: ["Puncture repair", "Brake adjustment", "Full service", "Gear tune-up"], instances: ["adjustment", "tune-up", "puncture"] },
  { kind: "task", business: "dental", names: ["Send recall reminders", "Order impression trays", "Sterilise instruments"] },
  { kind: "task", business: "bakery", names: ["Feed the sourdough starter", "Order flour", "Deep-clean the ovens"] },
  { heads: ["issue"], business: "content", names: ["Spring issue", "Summer issue", "Autumn issue"] },
  { heads: ["project"], names: ["Website refresh", "Shop refit", "Spring campaign"] },
  { heads: ["goal", "milestone"], names: ["Launch online orders", "Reach 500 customers", "Open a second shop"] },
  { heads: ["request", "case", "ticket", "job", "assignment", "reminder"], weak: true, forPerson: true, names: ["{Label}"] },
  { heads: ["reminder"], business: "mobile", names: ["Drink water", "Evening stretch", "Plan tomorrow"] },
  { kind: "task", names: ["Restock the shelves", "Call the supplier", "Update opening hours"] },
  // Places, groups, documents, equipment.
  { kind: "place", names: ["Main Street {label}", "Riverside {label}", "Old Town {label}"] },
  { heads: ["category", "collection", "label", "tag"], business: "bakery", names: ["Breads", "Pastries", "Celebration cakes"] },
  { heads: ["category", "collection", "label", "tag"], business: "food", names: ["Starters", "Mains", "Desserts"] },
  { heads: ["category", "collection", "label", "tag"], business: "bike", names: ["Road", "Mountain", "City"] },
  { heads: ["category", "collection", "label", "tag"], business: "dental", names: ["Preventive care", "Restorative", "Cosmetic"] },
  { heads: ["category", "collection", "label", "tag"], business: "content", names: ["News", "Guides", "Interviews"] },
  { heads: ["team", "department", "group"], names: ["Front of house", "Operations", "Support"] },
  { heads: ["course", "program"], names: ["Beginners", "Intermediate", "Advanced"] },
  { heads: ["campaign"], names: ["Spring sale", "Loyalty week", "Back to school"] },
  { heads: ["channel"], names: ["Email", "Social media", "Website"] },
  { heads: ["pipeline"], names: ["New business", "Renewals", "Partners"] },
  { heads: ["stage"], names: ["Lead", "Proposal", "Won"] },
  { kind: "group", names: ["Featured", "Seasonal", "Best sellers"] },
  { heads: ["photo", "image"], names: ["Shop front", "Team photo", "Product close-up"] },
  { heads: ["contract"], names: ["Supplier agreement", "Cleaning contract", "Shop lease"] },
  { heads: ["policy"], names: ["Privacy policy", "Returns policy", "Allergen policy"] },
  { heads: ["certificate"], names: ["Food hygiene certificate", "Fire safety certificate", "Insurance certificate"] },
  { heads: ["form", "template"], names: ["Intake {label}", "Feedback {label}", "Order {label}"] },
  { kind: "document", names: ["Opening checklist", "Price list", "Staff handbook"] },
  { kind: "equipment", business: "bike", heads: ["bike"], names: ["Commuter hybrid", "Gravel bike", "Cargo bike"], instances: ["bike", "hybrid", "ebike", "e-bike"] },
  { heads: ["bike"], names: ["Commuter hybrid", "Gravel bike", "Cargo bike"] },
  { heads: ["oven"], names: ["Deck oven", "Convection oven", "Proving cabinet"] },
  { heads: ["vehicle", "car", "truck"], names: ["Delivery van", "Electric hatchback", "Box truck"] },
  { heads: ["sensor"], names: ["Freezer sensor", "Door sensor", "Humidity sensor"] },
  { kind: "equipment", names: ["Card reader", "Label printer", "Tablet"] },
  // The project types' own records.
  { kind: "metric", names: ["Weekly orders", "New sign-ups", "Conversion rate"] },
  { kind: "source", names: ["Shop database", "Sales spreadsheet", "Web analytics"] },
  { kind: "article", business: "content", names: ["How we plan a new issue", "Five questions for our editors", "A guide for new readers"] },
  { kind: "article", names: ["Getting started", "What's new this season", "Behind the scenes"] },
  { kind: "activity", names: ["Morning run", "Meditation", "Read 20 pages"] },
];

/** Last words of phrases that name one of a business's records of a kind ("loaf", "croissant": a bakery's items). */
export function instanceWords(kind: RecordKind, business: Business | undefined): Set<string> {
  return new Set(NAMES.filter((entry) => entry.kind === kind && entry.business === business && business !== undefined).flatMap((entry) => entry.instances ?? []));
}

/** Words for a record that is none of the above, when the app has no person to name it after: "Standard pickup". */
export const QUALIFIERS = ["Standard", "Express", "Weekend"];

/** A short text field the vocabulary knows nothing of ("flavour", "tier"). */
export const ATTRIBUTES = ["Standard", "Special", "Seasonal"];

/** The lifecycle of a status (or stage) field with no rule of its own, in order: sample n is in the n-th state. */
export interface States extends Fits {
  states: readonly string[];
}

export const STATES: readonly States[] = [
  { heads: ["delivery", "shipment"], states: ["scheduled", "out for delivery", "delivered"] },
  { heads: ["invoice"], states: ["draft", "sent", "paid"] },
  { heads: ["quote"], states: ["draft", "sent", "accepted"] },
  { heads: ["payment", "refund", "transaction", "donation"], states: ["pending", "processing", "completed"] },
  { heads: ["issue", "ticket", "case", "request"], states: ["open", "in progress", "resolved"] },
  { heads: ["repair", "job"], states: ["booked in", "in progress", "ready for pickup"] },
  { kind: "order", states: ["pending", "confirmed", "completed"] },
  { kind: "booking", states: ["requested", "confirmed", "completed"] },
  { kind: "task", states: ["open", "in progress", "done"] },
  { kind: "deal", states: ["qualified", "proposal", "won"] },
  { states: ["new", "in progress", "done"] },
];

/** Amounts for money fields, in a currency's main unit (dollars, pounds, euros). */
export interface Amounts extends Fits {
  amounts: readonly number[];
}

export const AMOUNTS: readonly Amounts[] = [
  { kind: "item", business: "bakery", amounts: [4.5, 3.25, 2.75] },
  { kind: "item", business: "food", amounts: [11.5, 9, 6.5] },
  { kind: "item", business: "dental", amounts: [49, 25, 4.5] },
  { kind: "item", business: "bike", amounts: [8.99, 24.5, 32] },
  { kind: "item", business: "salon", amounts: [14, 18.5, 22] },
  { kind: "item", business: "fitness", amounts: [45, 90, 12] },
  { kind: "item", amounts: [12, 24.5, 8] },
  { kind: "booking", business: "dental", amounts: [60, 85, 150] },
  { kind: "booking", business: "bike", amounts: [65, 25, 40] },
  { kind: "booking", amounts: [45, 60, 85] },
  { kind: "task", business: "bike", amounts: [25, 40, 65] },
  { kind: "task", amounts: [35, 60, 120] },
  { kind: "order", business: "bakery", amounts: [18.5, 9.75, 42] },
  { kind: "order", amounts: [36.5, 19.75, 82] },
  { kind: "deal", amounts: [12000, 4500, 27500] },
  { amounts: [24, 9.5, 60] },
];

/** Other number fields by the last word of their name, in the order samples take them. */
export const NUMBERS: readonly { words: readonly string[]; values: readonly number[] }[] = [
  { words: ["rating", "stars", "score"], values: [5, 4, 3] },
  { words: ["quantity", "qty", "stock", "count", "units", "inventory"], values: [24, 12, 36] },
  { words: ["capacity", "seats", "spaces", "places", "size", "guests", "people"], values: [12, 8, 20] },
  { words: ["duration", "minutes", "mins", "length"], values: [30, 45, 60] },
  { words: ["hours"], values: [2, 4, 8] },
  { words: ["age"], values: [34, 27, 45] },
  { words: ["percent", "percentage", "rate", "discount"], values: [10, 15, 5] },
  { words: ["year"], values: [2021, 2019, 2023] },
  { words: ["weight", "kg"], values: [1.2, 0.8, 2.5] },
];

/** A metric's value and unit go with its name. */
export const METRIC_UNITS = ["orders", "sign-ups", "%"];
export const METRIC_VALUES = [184, 57, 3.4];

/** Short text fields by the last word of their name. */
export const TEXTS: readonly { words: readonly string[]; values: readonly string[] }[] = [
  { words: ["address", "street"], values: ["12 Market Street", "48 Station Road", "5 Harbour Lane"] },
  { words: ["city", "town"], values: ["Springfield", "Riverton", "Fairview"] },
  { words: ["industry", "sector"], values: ["Retail", "Hospitality", "Logistics"] },
  { words: ["colour", "color"], values: ["Black", "Silver", "Red"] },
  { words: ["size"], values: ["Small", "Medium", "Large"] },
  { words: ["language"], values: ["English", "Spanish", "French"] },
  { words: ["country"], values: ["United States", "Canada", "Ireland"] },
  { words: ["unit"], values: METRIC_UNITS },
];

/** A data source's kind, and any other record's kind or type. */
export const SOURCE_KINDS = ["database", "spreadsheet", "web analytics"];
export const KINDS = ["standard", "express", "custom"];

/** Longer texts by the last word of their field's name (`{first}` is a person's first name). */
export interface Texts extends Fits {
  words: readonly string[];
  values: readonly string[];
}

export const LONG_TEXTS: readonly Texts[] = [
  { words: ["bio", "about", "biography"], values: ["{first} has been with us since 2019.", "{first} looks after the weekend shifts.", "{first} joined us this spring."] },
  { words: ["description", "details"], kind: "item", values: ["Our best seller.", "Made to order; allow a day.", "Seasonal, while stocks last."] },
  { words: ["description", "details"], kind: "group", values: ["Our everyday range.", "For special occasions.", "Back by popular demand."] },
  { words: ["notes", "note", "comments", "instructions"], business: "dental", values: ["No allergies noted.", "Prefers morning appointments.", "Follow-up in six months."] },
  { words: ["notes", "note", "comments", "instructions"], business: "bike", values: ["Rear tyre worn; replace soon.", "Will collect after 5 pm.", "Waiting on parts."] },
  { words: ["notes", "note", "comments", "instructions"], business: "bakery", values: ["Nut-free, please.", "For a birthday on Saturday.", "Ready by 9 am, please."] },
  { words: ["notes", "note", "comments", "instructions"], values: ["Confirmed by phone.", "Call ahead if running late.", "Leave at the front desk."] },
  { words: ["body", "text", "content", "message"], kind: "review", values: ["Everything was ready on time and the staff were lovely.", "Quick and friendly, as always.", "Good, but there was a queue at noon."] },
  { words: ["body", "text", "content"], kind: "article", values: ["A look at how the work gets done, start to finish.", "The questions we hear most, answered.", "Everything a newcomer needs to know."] },
  { words: ["body", "text", "content", "message"], values: ["Thanks, see you then!", "Could we move this to next week?", "All sorted, thank you."] },
  { words: ["summary"], values: ["Orders up 12% on last week.", "Fewer no-shows than last month.", "A steady quarter, with two new suppliers."] },
  { words: [], values: ["Added from the front desk.", "Checked and up to date.", "Needs a second look."] },
];

/** Words in a date field's name that place it in the past when no rule says otherwise ("placedAt", "periodStart"). */
export const PAST_DATE_WORDS = new Set(
  "placed created recorded occurred published joined paid sent received completed signed registered submitted ordered born birth logged updated started visited delivered period last"
    .split(" "),
);

/** Yes/no fields that turn true at the end of a record's life ("done", "paid"): false for the first samples, true for the last. */
export const COMPLETION_WORDS = new Set(
  "done completed complete closed archived cancelled canceled resolved paid sent read collected delivered returned finished".split(" "),
);
