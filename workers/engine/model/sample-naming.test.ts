import { describe, expect, it } from "vitest";
import { wizardDataSchema, type WizardDataInput } from "../../contract/projects";
import { shownValue } from "../generators/samples";
import { BAKERY } from "../generators/test-inputs";
import { appModelSchema, buildAppModel, type AppModel, type Entity } from ".";
import { buildEntities, foldNearDuplicates } from "./entities";
import type { NounPhrase } from "./extract";
import { currencyOf, formatMoney, isMoneyField } from "./money";
import { reachableStates, sampleProblems } from "./sample-records";
import { businessOf, listedInstances } from "./sample-values";

/**
 * Built-in sample records in the business's words, on four businesses (a bakery, a dental clinic, a bike repair
 * shop, a CRM), and near-duplicate record types folded or told apart.
 */

const model = (name: string, description: string, wizard: WizardDataInput): AppModel =>
  buildAppModel({ name, description, techStack: ["react", "nodejs", "postgresql"], wizardData: wizardDataSchema.parse(wizard), messages: [] });

/** The bakery the bug was found on: products named in the answers, prices in pounds, "pickups" and "pickup slots". */
const crumb = model("Crumb & Co", "Pre-orders for a neighbourhood bakery", {
  projectType: "ecommerce",
  problemStatement: "Customers pre-order sourdough loaves and almond croissants online and choose a pickup slot. Staff see today's pickups and print a production list.",
  userFlows: "A customer orders breads such as sourdough, seeded rye and focaccia.\nThe baker marks pickups as collected.",
  businessRules: "Prices are in £\nOrders go from pending to baked to collected\nAn order's total must be between 1 and 500",
});

const dental = model("Bright Smile Dental", "Appointments for a family dental clinic", {
  projectType: "custom",
  problemStatement: "Patients book appointments with a dentist; the clinic sends reminders and keeps treatment notes.",
  userFlows: "A patient books an appointment for a check-up or a cleaning.\nThe receptionist confirms the bookings.",
  businessRules: "Appointments go from requested to confirmed to completed\nA patient's email must be unique",
  budget: "€8,000",
});

const bikes = model("Spoke & Chain", "Repair tracking for a bike repair shop", {
  projectType: "custom",
  problemStatement: "Riders drop off bikes for repairs; mechanics log each repair job and its price.",
  userFlows: "A rider books a repair job.\nThe mechanic orders parts and marks the repair job done.",
});

const crm = model("Pipeline", "A small CRM for a design studio", { projectType: "crm", problemStatement: "The team tracks clients, contacts and deals." });

const BUSINESSES = { crumb, dental, bikes, crm, bakery: buildAppModel(BAKERY) };

const entityOf = (built: AppModel, name: string): Entity => {
  const found = built.entities.find((entity) => entity.name === name);
  if (!found) throw new Error(`No ${name} in ${built.entities.map((entity) => entity.name).join(", ")}`);
  return found;
};
const valuesOf = (built: AppModel, entity: string, field: string) => entityOf(built, entity).samples.map((sample) => sample[field]);
const hourOf = (iso: unknown) => new Date(String(iso)).getUTCHours();
const NOW = Date.parse("2026-11-25T12:00:00.000Z");

describe("sample records in the business's words", () => {
  it.each(Object.entries(BUSINESSES))("%s: no placeholder names, every rule kept, the schema valid", (_name, built) => {
    const counts = new Map(built.entities.map((entity) => [entity.name, entity.samples.length]));
    for (const entity of built.entities) {
      expect(entity.samples, entity.name).toHaveLength(3);
      expect(sampleProblems(entity, entity.samples, counts, NOW), entity.name).toEqual([]);
      for (const sample of entity.samples) {
        for (const field of entity.fields) {
          const value = sample[field.name];
          if (typeof value !== "string") continue;
          // Never "Product 1", "Last name 2", "Notes on product 3." or "SAMPLE-1".
          for (const label of [entity.label, entity.pluralLabel, field.label]) {
            expect(value, `${entity.name}.${field.name}`).not.toMatch(new RegExp(`^${label} \\d+$`, "i"));
          }
          expect(value, `${entity.name}.${field.name}`).not.toMatch(/^Notes on |^sample|\d@example\.com$/i);
        }
      }
    }
    expect(() => appModelSchema.parse(built)).not.toThrow();
  });

  it("names a bakery's products from the answers, in order, fuller names first", () => {
    expect(valuesOf(crumb, "Product", "name")).toEqual(["Sourdough loaf", "Almond croissant", "Seeded rye"]);
    // Without names in the answers, a bakery's own vocabulary.
    expect(valuesOf(BUSINESSES.bakery, "Product", "name")).toEqual(["Sourdough loaf", "Almond croissant", "Cinnamon bun"]);
  });

  it("names a dental clinic's appointments after the treatments the answers name and the patients", () => {
    expect(valuesOf(dental, "Appointment", "title")).toEqual(["Check-up for Maria Lopez", "Cleaning for James Carter", "Scale and polish for Aisha Khan"]);
    expect(valuesOf(dental, "Patient", "name")).toEqual(["Maria Lopez", "James Carter", "Aisha Khan"]);
    expect(valuesOf(dental, "TreatmentNote", "title")).toEqual(["Treatment note for Maria Lopez", "Treatment note for James Carter", "Treatment note for Aisha Khan"]);
  });

  it("names a bike shop's jobs as a bike shop would, and its bikes", () => {
    expect(valuesOf(bikes, "RepairJob", "title")).toEqual(["Puncture repair for Maria Lopez", "Brake adjustment for James Carter", "Full service for Aisha Khan"]);
    expect(valuesOf(bikes, "Bike", "name")).toEqual(["Commuter hybrid", "Gravel bike", "Cargo bike"]);
  });

  it("gives a CRM people, companies and deals, with emails and websites made from their names", () => {
    expect(valuesOf(crm, "Contact", "firstName")).toEqual(["Maria", "James", "Aisha"]);
    expect(valuesOf(crm, "Contact", "email")).toEqual(["maria.lopez@example.com", "james.carter@example.com", "aisha.khan@example.com"]);
    expect(valuesOf(crm, "Company", "website")).toEqual(["https://northwind-traders.example.com", "https://bluebell-catering.example.com", "https://harbour-logistics.example.com"]);
    expect(valuesOf(crm, "Deal", "title")).toEqual(["Annual supply contract", "Website redesign", "Office catering"]);
    // Two kinds of people get different people.
    expect(valuesOf(crm, "Client", "name")).toEqual(["Tom Becker", "Priya Nair", "Lucas Martin"]);
  });

  it("walks statuses through the record's lifecycle in order, the rule's where there is one", () => {
    expect(valuesOf(crumb, "Order", "status")).toEqual(["pending", "baked", "collected"]);
    expect(valuesOf(dental, "Appointment", "status")).toEqual(["requested", "confirmed", "completed"]);
    expect(valuesOf(bikes, "RepairJob", "status")).toEqual(["booked in", "in progress", "ready for pickup"]);
    expect(valuesOf(crm, "Deal", "stage")).toEqual(["qualified", "proposal", "won"]);
    // A job is done when its status says so.
    expect(valuesOf(bikes, "RepairJob", "done")).toEqual([false, false, true]);
    const order = entityOf(crumb, "Order");
    const rule = order.rules.find((candidate) => candidate.kind === "transitions");
    expect(rule?.kind === "transitions" && reachableStates(rule.states, rule.moves)).toEqual(valuesOf(crumb, "Order", "status"));
  });

  it("puts upcoming times on business hours of consecutive days, and what happened in the past", () => {
    for (const built of [crumb, BUSINESSES.bakery]) {
      const slot = entityOf(built, "PickupSlot");
      for (const sample of slot.samples) {
        const starts = Date.parse(String(sample.startsAt));
        const ends = Date.parse(String(sample.endsAt));
        expect(starts).toBeGreaterThan(NOW);
        expect(hourOf(sample.startsAt)).toBeGreaterThanOrEqual(8);
        expect(hourOf(sample.endsAt)).toBeLessThanOrEqual(18);
        // A slot lasts an hour, not a day.
        expect(ends - starts).toBe(60 * 60 * 1000);
      }
      expect(new Set(slot.samples.map((sample) => String(sample.startsAt).slice(0, 10))).size).toBe(3);
      expect(valuesOf(built, "Order", "placedAt").every((placed) => Date.parse(String(placed)) < NOW)).toBe(true);
    }
    for (const time of valuesOf(dental, "Appointment", "startsAt")) expect(hourOf(time)).toBeGreaterThanOrEqual(8);
  });

  it("gives money fields amounts for that kind of thing, and the app a currency from the answers", () => {
    expect([crumb.currency, dental.currency, bikes.currency, crm.currency, BUSINESSES.bakery.currency]).toEqual(["GBP", "EUR", "USD", "USD", "USD"]);
    const price = entityOf(crumb, "Product").fields.find((field) => field.name === "price");
    expect(price?.money).toBe(true);
    expect(entityOf(crumb, "Order").fields.find((field) => field.name === "total")?.money).toBe(true);
    expect(entityOf(crm, "Deal").fields.find((field) => field.name === "value")?.money).toBe(true);
    expect(entityOf(crumb, "Product").fields.find((field) => field.name === "stock")?.money).toBeUndefined();
    expect(valuesOf(crumb, "Product", "price")).toEqual([4.5, 3.25, 2.75]);
    expect(valuesOf(crm, "Deal", "value")).toEqual([12000, 4500, 27500]);
    if (price) expect(valuesOf(crumb, "Product", "price").map((value) => shownValue(price, value as number, crumb.currency))).toEqual(["£4.50", "£3.25", "£2.75"]);
  });
});

describe("money", () => {
  it("marks amounts of money by their names, a metric's value not", () => {
    expect(isMoneyField("Product", { name: "unitPrice", kind: "number" })).toBe(true);
    expect(isMoneyField("Booking", { name: "deliveryFee", kind: "number" })).toBe(true);
    expect(isMoneyField("Deal", { name: "value", kind: "number" })).toBe(true);
    expect(isMoneyField("Metric", { name: "value", kind: "number" })).toBe(false);
    expect(isMoneyField("Product", { name: "price", kind: "string" })).toBe(false);
    expect(isMoneyField("Product", { name: "stock", kind: "number" })).toBe(false);
  });

  it("reads the currency the answers name first, USD when they name none", () => {
    expect(currencyOf(["Cakes from £12"])).toBe("GBP");
    expect(currencyOf(["Prices in €, a budget of $5k"])).toBe("EUR");
    expect(currencyOf(["A$20 a class"])).toBe("AUD");
    expect(currencyOf(["Tickets cost 30 euros"])).toBe("EUR");
    expect(currencyOf(["We use 5 pounds of flour a day"])).toBe("USD");
    expect(currencyOf([""])).toBe("USD");
  });

  it("formats money the same in every locale, whole in a currency with no minor unit", () => {
    expect([formatMoney(4.5, "USD"), formatMoney(18, "GBP"), formatMoney(450, "JPY")]).toEqual(["$4.50", "£18.00", "¥450"]);
    const yen = model("Pan", "A bakery in Kyoto; prices in yen", { projectType: "ecommerce" });
    expect(yen.currency).toBe("JPY");
    expect(valuesOf(yen, "Product", "price")).toEqual([450, 325, 275]);
  });

  it("reads a model stored before there were currencies as USD", () => {
    const { currency: _currency, ...stored } = JSON.parse(JSON.stringify(crm)) as AppModel;
    expect(appModelSchema.parse(stored).currency).toBe("USD");
  });
});

describe("reading the answers for samples", () => {
  it("recognises the business by the words it uses", () => {
    expect(businessOf(["Pre-orders for a neighbourhood bakery"])).toBe("bakery");
    expect(businessOf(["Appointments for a family dental clinic"])).toBe("dental");
    expect(businessOf(["Repair tracking for a bike shop"])).toBe("bike");
    expect(businessOf(["A CRM"])).toBeUndefined();
  });

  it("lists instances after 'such as', 'including' and 'e.g.'", () => {
    expect(listedInstances(["We bake breads such as sourdough, seeded rye and focaccia."])).toEqual([{ noun: "bread", items: ["Sourdough", "Seeded rye", "Focaccia"] }]);
    expect(listedInstances(["Treatments, including check-ups or fillings"])).toEqual([{ noun: "treatment", items: ["Check-up", "Filling"] }]);
    expect(listedInstances(["Customers like fresh bread"])).toEqual([]);
  });
});

describe("near-duplicate record types", () => {
  const phrase = (text: string, first: number): NounPhrase => ({ words: text.split(" "), count: 1, plural: true, first });
  const labels = (projectType: "custom" | "ecommerce", text: string) => buildEntities(projectType, [text], []).map((entity) => entity.label);

  it("folds a word with no record shape of its own into the one longer phrase it starts: 'pickups' are the pickup slots", () => {
    expect(labels("custom", "Customers choose a pickup slot. Staff see the day's pickups.")).toEqual(["Customer", "Pickup slot"]);
    expect(crumb.entities.map((entity) => entity.label)).not.toContain("Pickup");
    expect(labels("custom", "Riders drop off bikes for repairs; mechanics log each repair job.")).toEqual(["Rider", "Bike", "Repair job"]);
    expect(foldNearDuplicates([], [phrase("pickup", 1), phrase("pickup slot", 2)]).into).toEqual(new Map([["pickup", "pickup slot"]]));
  });

  it("keeps a word that is a record of its own apart from the longer phrase: their last words tell them apart", () => {
    // "delivery" is an order on its own, "delivery slot" a time window.
    const folded = foldNearDuplicates([], [phrase("delivery", 1), phrase("delivery slot", 2)]);
    expect(folded.kept.map((kept) => kept.words.join(" "))).toEqual(["delivery", "delivery slot"]);
    // A word starting two longer phrases is no one's shorthand: "Pickups", "Pickup slots" and "Pickup points".
    expect(labels("custom", "Customers book pickups. Each pickup has a pickup slot and a pickup point.")).toEqual(["Pickup", "Customer", "Pickup slot", "Pickup point"]);
  });

  it("folds synonyms into the label met first, and singulars into plurals", () => {
    expect(labels("ecommerce", "Clients place orders.")).toEqual(["Product", "Order", "Customer"]);
    expect(labels("custom", "Clients book appointments; the receptionist confirms bookings.")).toEqual(["Client", "Appointment"]);
    expect(labels("custom", "Volunteers pick a shift. Each volunteer sees their shifts.")).toEqual(["Volunteer", "Shift"]);
  });

  it("folds a person's record into the record it names ('customer orders' are Orders) and keeps the relation", () => {
    const entities = buildEntities("ecommerce", ["Customers place customer orders for a pickup slot."], []);
    expect(entities.map((entity) => entity.label)).toEqual(["Product", "Order", "Customer", "Pickup slot"]);
    expect(entities.find((entity) => entity.name === "Order")?.fields.filter((field) => field.kind === "reference").map((field) => field.target)).toEqual(["Customer", "PickupSlot"]);
  });

  it("reads a named product as one of the products, not a record type of its own", () => {
    expect(crumb.entities.map((entity) => entity.name)).toEqual(["Product", "Order", "Customer", "PickupSlot", "ProductionList", "Bread"]);
    // Without a product record, the same words are a record type.
    expect(buildEntities("custom", ["Customers pre-order almond croissants."], [], "bakery").map((entity) => entity.label)).toContain("Almond croissant");
  });
});
