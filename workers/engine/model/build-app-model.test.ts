import { describe, expect, it } from "vitest";
import { PROJECT_TYPES, type ProjectType } from "../../contract/project-options";
import { wizardDataSchema, type WizardDataInput } from "../../contract/projects";
import { appModelSchema, buildAppModel, type AppModel } from ".";
import { extractPhrases, entityPhrases } from "./extract";
import { pluralName, singularWord, slugify } from "./naming";

function model(wizard: Partial<WizardDataInput> = {}, extra: { name?: string; techStack?: string[]; messages?: AppModel["messages"] } = {}) {
  return buildAppModel({
    name: extra.name ?? "Test App",
    description: "An app for tests",
    techStack: extra.techStack ?? ["react", "nodejs", "postgresql"],
    wizardData: wizardDataSchema.parse({ projectType: "custom", ...wizard }),
    messages: extra.messages ?? [],
  });
}

const names = (built: AppModel) => built.entities.map((entity) => entity.name);
const entity = (built: AppModel, name: string) => built.entities.find((candidate) => candidate.name === name);

describe("buildAppModel: project types", () => {
  it.each([
    ["ecommerce", ["Product", "Order", "Customer"]],
    ["crm", ["Contact", "Company", "Deal"]],
    ["analytics", ["Metric", "Report", "DataSource"]],
    ["content", ["Article", "Category", "Author"]],
    ["mobile", ["Profile", "Activity", "Reminder"]],
  ] as const)("starts a %s app from its entities", (projectType, expected) => {
    const built = model({ projectType });
    expect(names(built)).toEqual(expected);
    expect(built.entities.every((candidate) => candidate.source === "project-type")).toBe(true);
  });

  it("gives a custom app with no description one starting entity", () => {
    const built = model({ projectType: "custom" });
    expect(names(built)).toEqual(["Item"]);
    expect(built.entities[0]?.source).toBe("fallback");
  });

  it.each(PROJECT_TYPES)("builds a valid model for %s with every field typed", (projectType: ProjectType) => {
    const built = model({ projectType, features: ["auth", "dashboard", "search"] });
    expect(appModelSchema.safeParse(built).success).toBe(true);
    for (const candidate of built.entities) {
      expect(candidate.fields.length).toBeGreaterThan(0);
      expect(candidate.fields.map((field) => field.name)).not.toContain("id");
      for (const field of candidate.fields.filter((item) => item.kind === "reference")) {
        expect(names(built)).toContain(field.target);
      }
    }
  });

  it("links the project type's entities: an order belongs to a customer, a deal to a company", () => {
    expect(entity(model({ projectType: "ecommerce" }), "Order")?.relations).toContainEqual({
      kind: "belongs-to",
      target: "Customer",
      field: "customerId",
    });
    expect(entity(model({ projectType: "ecommerce" }), "Customer")?.relations).toContainEqual({
      kind: "has-many",
      target: "Order",
      field: "customerId",
    });
    expect(entity(model({ projectType: "crm" }), "Deal")?.fields.map((field) => field.name)).toContain("companyId");
  });
});

describe("buildAppModel: names from the free text", () => {
  const bakery = model({
    problemStatement: "customers place orders and pick a pickup slot; the bakery prints a production list",
  });

  it("turns the nouns of the description into entities", () => {
    expect(names(bakery)).toEqual(["Customer", "Order", "PickupSlot", "ProductionList"]);
    expect(entity(bakery, "PickupSlot")).toMatchObject({
      label: "Pickup slot",
      pluralLabel: "Pickup slots",
      route: "pickup-slots",
      table: "pickup_slots",
      camel: "pickupSlot",
      source: "free-text",
    });
  });

  it("gives each named entity sensible typed fields", () => {
    const slot = entity(bakery, "PickupSlot");
    expect(slot?.fields.map((field) => [field.name, field.kind])).toEqual([
      ["startsAt", "date"],
      ["endsAt", "date"],
      ["capacity", "number"],
      ["available", "boolean"],
    ]);
    expect(entity(bakery, "ProductionList")?.fields.map((field) => field.name)).toEqual(["title", "date", "notes"]);
    expect(entity(bakery, "Customer")?.fields.find((field) => field.name === "email")?.format).toBe("email");
  });

  it("reads relations from the sentences: customers own orders, orders are filed under a slot", () => {
    const order = entity(bakery, "Order");
    expect(order?.fields.filter((field) => field.kind === "reference").map((field) => field.target)).toEqual([
      "Customer",
      "PickupSlot",
    ]);
  });

  it("reads every free-text answer, not only the problem statement", () => {
    const built = model({ keyWorkflows: "Volunteers sign up for shifts.", coreInterfaces: "A calendar of shifts for volunteers" });
    expect(names(built)).toEqual(expect.arrayContaining(["Volunteer", "Shift"]));
  });

  it("adds text nouns to the project type's entities without duplicates", () => {
    const built = model({ projectType: "ecommerce", problemStatement: "Customers place orders for cakes and pick delivery slots." });
    expect(names(built).slice(0, 3)).toEqual(["Product", "Order", "Customer"]);
    expect(names(built)).toEqual(expect.arrayContaining(["Cake", "DeliverySlot"]));
    expect(new Set(names(built)).size).toBe(names(built).length);
  });

  it("leaves out generic words, verbs and the business itself", () => {
    const built = model({
      problemStatement: "Users need an easy app to manage the system. The team wants a fast dashboard and a simple list.",
    });
    expect(names(built)).toEqual(["Item"]);
  });

  it("caps the entities taken from the text", () => {
    const built = model({
      problemStatement:
        "Members book rooms, rent bikes, borrow books, join classes, buy tickets, rate trainers, pay invoices and share photos.",
    });
    expect(built.entities.length).toBeLessThanOrEqual(6);
  });

  it("keeps names that features own for the features (users, payments, notifications)", () => {
    const built = model({
      projectType: "custom",
      features: ["auth", "payments", "notifications"],
      problemStatement: "Users get notifications about payments and invoices.",
    });
    expect(names(built)).not.toEqual(expect.arrayContaining(["User"]));
    expect(names(built)).not.toContain("Payment");
    expect(names(built)).not.toContain("Notification");
  });

  it("never names an identifier after a JavaScript keyword", () => {
    const built = model({ problemStatement: "Coaches run classes; members book classes." });
    expect(entity(built, "Class")?.camel).toBe("classRecord");
  });
});

describe("buildAppModel: stack, defaults and choices", () => {
  it("takes the first choice of each group", () => {
    const built = model({}, { techStack: ["react", "nodejs", "postgresql", "vue"] });
    expect(built.stack).toMatchObject({ frontend: "react", backend: "nodejs", database: "postgresql", defaulted: [] });
    expect(built.stack.notes).toEqual(["Frontend: you chose React and Vue.js. One app is built with one frontend, so AppForge builds React (the first you chose) and not Vue.js."]);
  });

  it("picks a sensible default for a missing group and says so", () => {
    const built = model({}, { techStack: ["angular"] });
    expect(built.stack).toMatchObject({ frontend: "angular", backend: "nodejs", database: "postgresql" });
    expect(built.stack.defaulted).toEqual(["backend", "database"]);
    expect(built.stack.notes).toEqual([
      expect.stringMatching(/^No backend was chosen, so the app uses Node\.js: /),
      expect.stringMatching(/^No database was chosen, so the app uses PostgreSQL: /),
    ]);
  });

  it("generates every stack the wizard offers, as chosen", () => {
    const built = model({}, { techStack: ["vue", "python", "mongodb"] });
    expect(built.stack).toEqual({ frontend: "vue", backend: "python", database: "mongodb", defaulted: [], notes: [] });
  });

  it("builds the first of two frontends (or backends) chosen and says plainly which is not built", () => {
    const built = model({}, { techStack: ["vue", "react", "python", "java", "nodejs", "mongodb"] });
    expect(built.stack).toMatchObject({ frontend: "vue", backend: "python", database: "mongodb", defaulted: [] });
    expect(built.stack.notes).toEqual([
      "Frontend: you chose Vue.js and React. One app is built with one frontend, so AppForge builds Vue.js (the first you chose) and not React.",
      "Backend: you chose Python, Java and Node.js. One app is built with one backend, so AppForge builds Python (the first you chose) and not Java or Node.js.",
    ]);
  });

    it("uses the wizard's database when the tech stack names none", () => {
    expect(model({ database: "postgresql" }, { techStack: ["react", "nodejs"] }).stack.defaulted).toEqual([]);
  });

  it("defaults the deployment to Render and the design to modern", () => {
    const built = model();
    expect([built.deployment, built.design]).toEqual(["render", "modern"]);
    expect(model({ deployment: "aws", design: "minimal" })).toMatchObject({ deployment: "aws", design: "minimal" });
  });

  it("makes a package-safe slug", () => {
    expect(model({}, { name: "Crumb & Co. Bakery!" }).slug).toBe("crumb-co-bakery");
    expect(slugify("2024 Plan")).toBe("app-2024-plan");
    expect(slugify("***")).toBe("app");
    expect(slugify("Café Olé")).toBe("cafe-ole");
  });

  it("puts features in one canonical order", () => {
    expect(model({ features: ["search", "auth", "dashboard"] }).features).toEqual(["auth", "dashboard", "search"]);
  });
});

describe("buildAppModel: screens and routes", () => {
  const built = model({
    projectType: "ecommerce",
    features: ["auth", "dashboard", "search", "file-upload"],
    problemStatement: "Customers pick a pickup slot.",
  });

  it("has a list and a detail screen per entity, and the screens of the features", () => {
    const paths = built.screens.map((screen) => screen.path);
    expect(paths).toEqual(expect.arrayContaining(["/pickup-slots", "/pickup-slots/:id", "/login", "/register", "/dashboard", "/search", "/files"]));
    expect(built.screens.filter((screen) => screen.kind === "list")).toHaveLength(built.entities.length);
  });

  it("has REST routes per entity, guarded when accounts are on", () => {
    const slotRoutes = built.apiRoutes.filter((route) => route.entity === "PickupSlot");
    expect(slotRoutes.map((route) => `${route.method} ${route.path}`)).toEqual([
      "GET /api/pickup-slots",
      "POST /api/pickup-slots",
      "GET /api/pickup-slots/:id",
      "PUT /api/pickup-slots/:id",
      "DELETE /api/pickup-slots/:id",
    ]);
    expect(slotRoutes.every((route) => route.auth)).toBe(true);
    expect(built.apiRoutes.find((route) => route.path === "/api/auth/login")?.auth).toBe(false);
    expect(new Set(built.apiRoutes.map((route) => `${route.method} ${route.path}`)).size).toBe(built.apiRoutes.length);
  });
});

describe("buildAppModel: requirements", () => {
  const built = model(
    {
      projectType: "ecommerce",
      features: ["auth", "payments"],
      problemStatement: "Customers pick a pickup slot.",
      userFlows: "- Browse products\n- Pay for an order at checkout",
      keyWorkflows: "The baker prints the day's orders.",
      systemBehaviors: "Slots fill up. Orders close at 6pm.",
      businessRules: "An order needs a pickup slot",
      performanceNeeds: "Fast",
      securityRequirements: "Encrypt passwords",
      scalabilityExpectations: "Two shops",
      complianceNeeds: "GDPR",
      implementationPriorities: { high: ["Checkout with card payments"], medium: ["Pickup slots"], low: ["Reports"] },
    },
    { messages: [{ agentType: "frontend", message: "Bigger buttons on orders" }, { agentType: "all", message: "  " }] },
  );
  const byId = (id: string) => built.requirements.find((requirement) => requirement.id === id);

  it("gives every requirement a stable, unique id", () => {
    const ids = built.requirements.map((requirement) => requirement.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        "F-auth",
        "F-payments",
        "ENT-product",
        "ENT-pickup-slot",
        "FLOW-1",
        "FLOW-2",
        "FLOW-3",
        "BEH-1",
        "BEH-2",
        "BIZ-1",
        "SYS-perf",
        "SYS-sec",
        "SYS-scale",
        "SYS-compliance",
        "PRI-H1",
        "PRI-M1",
        "PRI-L1",
        "MSG-1",
      ]),
    );
    expect(ids).not.toContain("MSG-2");
    expect(model({}).requirements.map((requirement) => requirement.id)).toEqual(["ENT-item"]);
  });

  it("traces requirements to the entities and features they name", () => {
    expect(byId("FLOW-2")).toMatchObject({ entities: ["Order"], features: ["payments"] });
    expect(byId("MSG-1")).toMatchObject({ kind: "message", agent: "frontend", entities: ["Order"] });
    expect(byId("BIZ-1")?.entities).toEqual(["Order", "PickupSlot"]);
    expect(byId("F-auth")?.features).toEqual(["auth"]);
  });

  it("ranks requirements by the implementation priorities", () => {
    expect(byId("F-payments")?.priority).toBe("high");
    expect(byId("ENT-pickup-slot")?.priority).toBe("medium");
    expect(byId("PRI-L1")?.priority).toBe("low");
    expect(byId("SYS-sec")?.priority).toBe("high");
    expect(built.priorities).toEqual({ high: ["Checkout with card payments"], medium: ["Pickup slots"], low: ["Reports"] });
  });
});

describe("buildAppModel is pure", () => {
  it("gives equal models for equal answers", () => {
    const wizard = { projectType: "crm" as const, features: ["auth" as const], problemStatement: "Agents call leads and log calls." };
    expect(JSON.stringify(model(wizard))).toBe(JSON.stringify(model(wizard)));
  });
});

describe("naming and phrases", () => {
  it("pluralises and singularises", () => {
    expect(["PickupSlot", "Category", "Address", "Box", "Person", "DataSource"].map(pluralName)).toEqual([
      "PickupSlots",
      "Categories",
      "Addresses",
      "Boxes",
      "People",
      "DataSources",
    ]);
    expect(["orders", "categories", "addresses", "status", "analytics", "boxes"].map(singularWord)).toEqual([
      "order",
      "category",
      "address",
      "status",
      "analytics",
      "box",
    ]);
  });

  it("tells nouns from verbs by position", () => {
    const { phrases } = extractPhrases(["A customer orders a cake. Managers review reports of sales."]);
    const keys = entityPhrases(phrases, 10).map((phrase) => phrase.words.join(" "));
    expect(keys).toContain("report");
    expect(keys).not.toContain("customer order");
    expect(keys).not.toContain("review report");
  });
});
