import { describe, expect, it } from "vitest";
import { generateProject } from ".";
import { modelOf } from "./test-inputs";

const model = modelOf("bakery");
const files = generateProject(model);
const read = (path: string) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} was not generated`);
  return file.content;
};

describe("names from the user's words reach the code", () => {
  it("turns the pickup slot of the description into a table, a route, screens and tests", () => {
    expect(read("backend/migrations/001_create_tables.sql")).toContain('CREATE TABLE IF NOT EXISTS "pickup_slots"');
    expect(read("backend/src/domain/pickup-slot.ts")).toContain("export type PickupSlot = PickupSlotInput & { id: string };");
    expect(read("backend/src/app.ts")).toContain('app.use("/api/pickup-slots", pickupSlotRoutes(services));');
    expect(read("backend/test/pickup-slots.test.ts")).toContain('describe("/api/pickup-slots"');
    expect(read("frontend/src/entities/pickup-slot.ts")).toContain('resource<PickupSlot, PickupSlotInput>("pickup-slots")');
    expect(read("frontend/src/App.tsx")).toContain('<Route path="/pickup-slots" element={<PickupSlotsList />} />');
    expect(read("frontend/src/screens/pickup-slots/PickupSlotsList.tsx")).toContain("<h1>Pickup slots</h1>");
    expect(read("frontend/src/components/Layout.tsx")).toContain('"label": "Production lists"');
  });

  it("links an order to its pickup slot in the schema and the form", () => {
    expect(read("backend/migrations/001_create_tables.sql")).toContain(
      '"pickup_slot_id" text REFERENCES "pickup_slots" ("id") ON DELETE RESTRICT',
    );
    expect(read("frontend/src/entities/order.ts")).toContain('target: { route: "pickup-slots"');
  });

  it("serves every API route of the model and routes every screen", () => {
    const app = read("backend/src/app.ts");
    for (const route of model.apiRoutes) {
      const mount = route.path.split("/").slice(0, 3).join("/");
      expect(app, route.path).toContain(`"${mount}"`);
    }
    const router = read("frontend/src/App.tsx");
    for (const screen of model.screens) expect(router, screen.path).toContain(`path="${screen.path}"`);
  });

  it("explains the user's app in the README and traces its requirements", () => {
    const readme = read("README.md");
    expect(readme).toMatch(/^# Crumb & Co Bakery\n\nPre-orders for a neighbourhood bakery/);
    expect(readme).toContain("customers place orders and pick a pickup slot");
    expect(readme).toContain("| Pickup slots | `/pickup-slots` |");
    const report = read("docs/REQUIREMENTS.md");
    for (const requirement of model.requirements) expect(report).toContain(`| ${requirement.id} |`);
    expect(report).toContain("Make the order form simple (message to frontend)");
    expect(report).toMatch(/\| ENT-pickup-slot \| high \|.*`backend\/test\/pickup-slots\.test\.ts`/);
  });

  it("records the app model as data next to the architecture", () => {
    expect(JSON.parse(read("docs/app-model.json"))).toEqual(JSON.parse(JSON.stringify(model)));
    expect(read("docs/ARCHITECTURE.md")).toContain("PickupSlot ||--o{ Order");
  });
});
