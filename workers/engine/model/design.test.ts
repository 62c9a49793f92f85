import { describe, expect, it } from "vitest";
import { BACKEND_STACK, FRONTEND_STACK } from "../../contract/project-options";
import { emittersFor } from "../generators";
import { BAKERY, BAKERY_DESIGN } from "../generators/test-inputs";
import { QA_EMITTER_ID, runQaChecks } from "../qa/qa-task";
import { buildAppModel, designOf, designProblems, type AppDesign } from ".";

const withDesign = (design: AppDesign, techStack: string[] = BAKERY.techStack) => buildAppModel({ ...BAKERY, techStack, design });

describe("an app model from a model's design", () => {
  it("takes the records, names and references from the design", () => {
    expect(designProblems(BAKERY_DESIGN, BAKERY.wizardData.features)).toEqual([]);
    const model = withDesign(BAKERY_DESIGN);
    expect(model.entities.map((entity) => [entity.name, entity.route, entity.table, entity.source])).toEqual([
      ["Customer", "customers", "customers", "model"],
      ["Cake", "cakes", "cakes", "model"],
      ["CakeOrder", "cake-orders", "cake_orders", "model"],
    ]);
    const order = model.entities[2];
    expect(order?.displayField).toBe("reference");
    expect(order?.relations).toEqual([
      { kind: "belongs-to", target: "Customer", field: "customerId" },
      { kind: "belongs-to", target: "Cake", field: "cakeId" },
    ]);
    expect(model.entities[0]?.relations).toEqual([{ kind: "has-many", target: "CakeOrder", field: "customerId" }]);
    expect(model.requirements.filter((requirement) => requirement.kind === "entity").map((requirement) => requirement.id)).toEqual([
      "ENT-customer",
      "ENT-cake",
      "ENT-cake-order",
    ]);
    // Round trip: the built-in reading, shown to the model as a design, gives the same entities back.
    const builtin = buildAppModel(BAKERY);
    expect(withDesign({ entities: designOf(builtin.entities).entities, rules: [] }).entities.map((entity) => entity.fields)).toEqual(
      builtin.entities.map((entity) => entity.fields),
    );
  });

  // Each backend once, each with a different frontend.
  it.each(BACKEND_STACK.map((backend, index) => [FRONTEND_STACK[index] ?? "react", backend]))(
    "gives a project that passes qa's checks (%s + %s)",
    async (frontend, backend) => {
      const model = withDesign(BAKERY_DESIGN, [frontend, backend, "mysql"]);
      const emitters = emittersFor(model);
      const stored = emitters
        .filter((emitter) => emitter.id !== QA_EMITTER_ID && emitter.id !== "deployment")
        .flatMap((emitter) =>
          emitter.emit(model).map((file) => ({ path: file.path, type: file.type, content: file.content, taskKey: emitter.id, taskName: emitter.name })),
        );
      const qa = emitters.find((emitter) => emitter.id === QA_EMITTER_ID);
      if (!qa) throw new Error("no qa emitter");
      const outcome = await runQaChecks(model, emitters, stored, qa.emit(model));
      expect(outcome.failure?.message ?? null).toBeNull();
      expect(stored.some((file) => file.content.includes("cake_orders"))).toBe(true);
    },
  );
});

describe("designProblems", () => {
  const entity = (name: string, fields: AppDesign["entities"][number]["fields"]) => ({ name, fields });
  const title = { name: "title", label: "Title", kind: "string" as const, required: true };

  it("names what the generated code cannot take, in words a model can correct", () => {
    const problems = designProblems(
      {
        rules: [],
        entities: [
          entity("User", [title]),
          entity("Cake", [title, { name: "class", label: "Class", kind: "string", required: true }]),
          entity("Cake", [title]),
          entity("Slot", [
            { name: "startsAt", label: "Starts", kind: "date", required: true },
            { name: "bakeryId", label: "Bakery", kind: "reference", required: true, target: "Bakery" },
            { name: "slotId", label: "Slot", kind: "reference", required: true, target: "Slot" },
            { name: "owner", label: "Owner", kind: "reference", required: true, target: "Cake" },
            { name: "count", label: "Count", kind: "number", required: true, format: "email" },
            { name: "count", label: "Count", kind: "number", required: true },
          ]),
        ],
      },
      ["auth"],
    );
    expect(problems).toEqual([
      'Entity "User": the app keeps that name for itself (accounts, the chosen features, built-in types)',
      'Entity "Cake" appears twice',
      'Cake.class: "class" is taken (every record has id and createdAt; keywords of the generated languages are not names)',
      'Slot.bakeryId: the target "Bakery" is not one of the entities',
      "Slot.slotId: an entity may not reference itself",
      "Slot.owner: a reference's name ends in Id",
      "Slot.count: only a string has a format",
      "Slot.count: two fields of Slot have that name",
      "Slot: give it a one-line text field (a name or a title) for lists and pickers to show",
    ]);
  });

  it("accepts the records the built-in reading names, SQL's words included (Order is stored in orders)", () => {
    const reading = buildAppModel({ ...BAKERY, design: null });
    const offered = designOf(reading.entities, reading.roles);
    expect(offered.entities.map((entity) => entity.name)).toContain("Order");
    expect(designProblems(offered, BAKERY.wizardData.features).filter((problem) => problem.includes("keeps that name"))).toEqual([]);
    const order = { rules: [], entities: [entity("Order", [title]), entity("Group", [title])] };
    expect(designProblems(order, [])).toEqual([]);
    // A field is a column: SQL's words stay refused there.
    expect(designProblems({ rules: [], entities: [entity("Cake", [title, { name: "order", label: "Order", kind: "number", required: false }])] }, [])).toEqual([
      'Cake.order: "order" is taken (every record has id and createdAt; keywords of the generated languages are not names)',
    ]);
  });

  it("refuses references that go round in a cycle", () => {
    const problems = designProblems(
      {
        rules: [],
        entities: [
          entity("Cake", [title, { name: "trayId", label: "Tray", kind: "reference", required: false, target: "Tray" }]),
          entity("Tray", [title, { name: "cakeId", label: "Cake", kind: "reference", required: false, target: "Cake" }]),
        ],
      },
      [],
    );
    expect(problems).toEqual([
      "Cake.trayId: the references between entities form a cycle",
      "Tray.cakeId: the references between entities form a cycle",
    ]);
  });
});
