import { describe, expect, it } from "vitest";
import { BAKERY, BAKERY_DESIGN } from "../generators/test-inputs";
import { buildAppModel, designSampleProblems, type AppDesign } from ".";
import { reachableStates, sampleProblems, type SampleRecord } from "./sample-records";
import type { AppModel, Entity } from "./schema";

const bakery = buildAppModel(BAKERY);
const entityOf = (model: AppModel, name: string): Entity => {
  const found = model.entities.find((entity) => entity.name === name);
  if (!found) throw new Error(`No ${name}`);
  return found;
};
const countsOf = (model: AppModel) => new Map(model.entities.map((entity) => [entity.name, entity.samples.length]));
const NOW = Date.parse("2026-11-25T12:00:00.000Z");

describe("built-in sample records", () => {
  it("gives every record type three that keep its rules, in different states, pointing at existing samples", () => {
    for (const entity of bakery.entities) {
      expect(entity.samples, entity.name).toHaveLength(3);
      expect(sampleProblems(entity, entity.samples, countsOf(bakery), NOW)).toEqual([]);
    }
    const order = entityOf(bakery, "Order");
    expect(order.samples.map((sample) => sample.status)).toEqual(["pending", "paid", "collected"]);
    expect(order.samples.map((sample) => sample.customerId)).toEqual([1, 2, 3]);
    expect(order.samples.every((sample) => Date.parse(String(sample.placedAt)) < NOW)).toBe(true);
    const slot = entityOf(bakery, "PickupSlot");
    expect(slot.samples.every((sample) => Date.parse(String(sample.endsAt)) > Date.parse(String(sample.startsAt)))).toBe(true);
    expect(new Set(entityOf(bakery, "Customer").samples.map((sample) => sample.email)).size).toBe(3);
  });

  it("lists the states a record can reach, nearest first", () => {
    expect(reachableStates(["new", "paid", "shipped", "lost"], [{ from: "paid", to: "shipped" }, { from: "new", to: "paid" }])).toEqual(["new", "paid", "shipped"]);
  });
});

describe("checking samples", () => {
  const order = entityOf(bakery, "Order");
  const counts = countsOf(bakery);
  const valid = order.samples[0] as SampleRecord;
  it.each([
    ["an unknown field", { ...valid, colour: "red" }, 'Order has no field "colour"'],
    ["a missing required value", { ...valid, total: null }, "Order sample 1.total: required"],
    ["a value of the wrong kind", { ...valid, total: "ten" }, "Order sample 1.total: must be a number"],
    ["a broken range", { ...valid, total: 900 }, "Order sample 1.total: must be RULE-1 wants it 1 to 500"],
    ["a state no record can reach", { ...valid, status: "refunded" }, "Order sample 1.status: must be RULE-5 wants a state a record can reach: pending, paid, collected"],
    ["a date on the wrong side of now", { ...valid, placedAt: "2031-01-01T00:00:00.000Z" }, "Order sample 1.placedAt: must be RULE-7 wants it before now"],
    ["a reference to no sample", { ...valid, customerId: 9 }, "Order sample 1.customerId: must be a reference gives the number (1 to 3) of one of Customer's samples"],
  ])("refuses %s", (_what, sample, problem) => {
    expect(sampleProblems(order, [sample], counts, NOW).join("\n")).toContain(problem);
  });

  it("refuses two samples sharing a unique value", () => {
    const customer = entityOf(bakery, "Customer");
    const [first] = customer.samples;
    expect(sampleProblems(customer, [first ?? {}, { ...first, name: "Other" }], counts, NOW)).toEqual(["Customer.email: unique, but two samples share a value"]);
  });
});

describe("samples from a model's design", () => {
  const withSamples: AppDesign = {
    ...BAKERY_DESIGN,
    entities: BAKERY_DESIGN.entities.map((entity) =>
      entity.name === "Cake"
        ? { ...entity, samples: [{ title: "Sourdough loaf", price: 6.5, glutenFree: false }, { title: "Almond tart", price: 18, glutenFree: true }] }
        : entity,
    ),
  };

  it("uses the model's samples where they keep every rule, the built-in ones elsewhere", () => {
    const model = buildAppModel({ ...BAKERY, design: withSamples });
    expect(entityOf(model, "Cake").samples.map((sample) => sample.title)).toEqual(["Sourdough loaf", "Almond tart"]);
    expect(entityOf(model, "Customer").samples).toHaveLength(3);
    // Cake orders point at one of the two cakes.
    expect(entityOf(model, "CakeOrder").samples.map((sample) => sample.cakeId)).toEqual([1, 2, 2]);
    expect(designSampleProblems(withSamples, BAKERY.wizardData)).toEqual([]);
  });

  it("names what is wrong with them, and the app falls back to the built-in ones", () => {
    const wrong: AppDesign = {
      ...withSamples,
      entities: withSamples.entities.map((entity) => (entity.name === "Cake" ? { ...entity, samples: [{ title: "Loaf", price: "cheap" }] } : entity)),
    };
    expect(designSampleProblems(wrong, BAKERY.wizardData)).toEqual(["Cake sample 1.price: must be a number"]);
    // The built-in ones name cakes as a bakery would, not "Cake 1".
    expect(entityOf(buildAppModel({ ...BAKERY, design: wrong }), "Cake").samples.map((sample) => sample.title)).toEqual(["Lemon drizzle cake", "Carrot cake", "Chocolate fudge cake"]);
  });
});
