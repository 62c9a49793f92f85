import { describe, expect, it } from "vitest";
import { wizardDataSchema, type WizardDataInput } from "../../contract/projects";
import { appDesignSchema, buildAppModel, designProblems, type AppModel } from ".";
import { describeRule, type Rule } from "./rules";

function model(wizard: Partial<WizardDataInput>, design?: unknown): AppModel {
  return buildAppModel({
    name: "Rules",
    description: "",
    techStack: [],
    wizardData: wizardDataSchema.parse({ projectType: "ecommerce", ...wizard }),
    messages: [],
    ...(design ? { design: appDesignSchema.parse(design) } : {}),
  });
}

const rules = (built: AppModel) => built.entities.flatMap((entity) => entity.rules.map((rule) => ({ entity: entity.name, ...rule })));
const termsOf = (rule: Rule) => {
  const { id: _id, source: _source, text: _text, ...terms } = rule;
  return terms;
};

describe("business rules: the built-in reading", () => {
  it.each([
    ["An order's total must be between 5 and 500", "Order", { kind: "range", field: "total", min: 5, max: 500 }],
    ["Product stock cannot be negative", "Product", { kind: "range", field: "stock", min: 0 }],
    ["A product's price is at most 1000", "Product", { kind: "range", field: "price", max: 1000 }],
    ["Customer email must be unique", "Customer", { kind: "unique", field: "email" }],
    ["A customer's phone is required", "Customer", { kind: "required", field: "phone" }],
    ["Customer phone must be a valid phone number", "Customer", { kind: "pattern", field: "phone", pattern: "phone" }],
    ["The order placed at date cannot be in the future", "Order", { kind: "date", field: "placedAt", relation: "before", to: "now" }],
    ["Order status is one of pending, paid or shipped", "Order", { kind: "one-of", field: "status", values: ["pending", "paid", "shipped"] }],
    [
      "Orders go from pending to baking to ready to collected",
      "Order",
      {
        kind: "transitions",
        field: "status",
        states: ["pending", "baking", "ready", "collected"],
        moves: [
          { from: "pending", to: "baking" },
          { from: "baking", to: "ready" },
          { from: "ready", to: "collected" },
        ],
      },
    ],
  ] as const)("reads %j", (sentence, entity, terms) => {
    const built = model({ businessRules: sentence });
    const [rule, ...others] = rules(built);
    expect(others).toEqual([]);
    expect(rule).toMatchObject({ id: "RULE-1", source: "BIZ-1", text: sentence, entity });
    expect(rule && termsOf(rule)).toEqual({ entity, ...terms });
    expect(built.rulesForPeople).toEqual([]);
  });

  it("sets required and unique on the field itself, so every emitter renders them", () => {
    const built = model({ businessRules: "A customer's phone is required\nProduct names must be unique" });
    const customer = built.entities.find((entity) => entity.name === "Customer");
    const product = built.entities.find((entity) => entity.name === "Product");
    expect(customer?.fields.find((field) => field.name === "phone")?.required).toBe(true);
    expect(product?.fields.find((field) => field.name === "name")?.unique).toBe(true);
  });

  it("adds a status field when a record walks through states it has no field for", () => {
    const built = model({
      projectType: "custom",
      problemStatement: "Customers place cake orders",
      businessRules: "A cake order goes from ordered to baked to collected",
    });
    const order = built.entities.find((entity) => entity.name === "CakeOrder");
    expect(order?.fields.find((field) => field.name === "status")).toMatchObject({ kind: "string", required: true });
    expect(order?.rules[0]).toMatchObject({ kind: "transitions", field: "status", states: ["ordered", "baked", "collected"] });
  });

  it("lists what it cannot express for a person, never drops it", () => {
    const built = model({
      businessRules: "Refunds need a manager's approval\nProduct price must be between 10 and 5\nAn order's total is checked by hand on Fridays",
    });
    expect(rules(built)).toEqual([]);
    expect(built.rulesForPeople.map((rule) => rule.source)).toEqual(["BIZ-1", "BIZ-2", "BIZ-3"]);
    expect(built.rulesForPeople[1]?.reason).toMatch(/min no larger than its max/);
    expect(built.rulesForPeople[2]?.reason).toMatch(/vocabulary/);
  });

  it("does not put a rule about a record the app lacks on another record's field of that name", () => {
    const built = model({ businessRules: "A production list's title is one of Morning bake or Afternoon bake" }, {
      entities: [{ name: "Cake", fields: [{ name: "title", label: "Title", kind: "string", required: true }] }],
    });
    expect(rules(built)).toEqual([]);
    expect(built.rulesForPeople[0]?.reason).toBe("it names production list, which is not one of the app's records");
  });

  it("takes only state transitions from workflows, and does not list the other flows", () => {
    const built = model({ keyWorkflows: "A customer browses products\nOrders go from new to paid" });
    expect(rules(built).map((rule) => [rule.source, rule.kind])).toEqual([["FLOW-2", "transitions"]]);
    expect(built.rulesForPeople).toEqual([]);
  });

  it("describes each kind for people", () => {
    expect(describeRule({ kind: "range", field: "total", min: 1, max: 5 })).toBe("is between 1 and 5");
    expect(describeRule({ kind: "date", field: "at", relation: "after", to: "now" })).toBe("is in the future");
    expect(describeRule({ kind: "one-of", field: "size", values: ["S", "M", "L"] })).toBe("is one of S, M or L");
  });
});

describe("business rules: a model fills what the built-in reading cannot", () => {
  const design = {
    entities: [
      {
        name: "Cake order",
        fields: [
          { name: "reference", label: "Reference", kind: "string", required: true },
          { name: "size", label: "Size", kind: "string", required: true },
          { name: "orderedAt", label: "Ordered at", kind: "date", required: true },
          { name: "pickupAt", label: "Pickup", kind: "date", required: true },
        ],
      },
    ],
    rules: [
      { entity: "Cake order", field: "pickupAt", source: "BIZ-2", kind: "date", relation: "after", to: "orderedAt" },
      { entity: "Cake order", field: "size", source: "BIZ-1", kind: "one-of", values: ["small", "large"] },
    ],
  };

  it("uses the model's rules for the sentences the built-in reading left", () => {
    const built = model({ businessRules: "Cake order size must be one of small or large\nPickup comes a day after ordering at the earliest" }, design);
    // BIZ-1 is read by the built-in rules; the model's reading of it is not used twice.
    expect(rules(built).map((rule) => [rule.id, rule.source, rule.kind])).toEqual([
      ["RULE-1", "BIZ-1", "one-of"],
      ["RULE-2", "BIZ-2", "date"],
    ]);
    expect(built.rulesForPeople).toEqual([]);
  });

  it("tells a model what is wrong with its rules", () => {
    const wrong = appDesignSchema.parse({
      ...design,
      rules: [
        { entity: "Cake order", field: "size", source: "BIZ-1", kind: "range", min: 1 },
        { entity: "Cake", field: "size", source: "BIZ-1", kind: "required" },
        { entity: "Cake order", field: "pickupAt", source: "BIZ-2", kind: "date", relation: "after", to: "reference" },
      ],
    });
    expect(designProblems(wrong, [])).toEqual([
      "Rule 1 (BIZ-1): CakeOrder.size: a range rule needs a number field",
      'Rule 2: "Cake" is not one of the entities',
      'Rule 3 (BIZ-2): CakeOrder.pickupAt: a date rule needs "now" or another date field of CakeOrder',
    ]);
  });
});
