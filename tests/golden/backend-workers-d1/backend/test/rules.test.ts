import { describe, expect, it } from "vitest";
import { customerInput, orderInput, pickupSlotInput, productInput, productionListInput } from "./fixtures.js";
import { createTestClient, type TestClient } from "./helpers.js";

interface RuleCase {
  title: string;
  route: string;
  fixture: (client: TestClient) => Promise<Record<string, unknown>>;
  action: "create" | "create twice" | "update";
  changes: Record<string, unknown>;
  status: number;
}

/** Each rule of docs/ARCHITECTURE.md ("Business rules"), broken and kept. */
const CASES: RuleCase[] = [
  { title: "RULE-1: order total is between 1 and 500; refuses one with total 0", route: "/api/orders", fixture: orderInput, action: "create", changes: {"total":0}, status: 400 },
  { title: "RULE-1: order total is between 1 and 500; allows one with total 1", route: "/api/orders", fixture: orderInput, action: "create", changes: {"total":1}, status: 201 },
  { title: "RULE-1: order total is between 1 and 500; refuses one with total 501", route: "/api/orders", fixture: orderInput, action: "create", changes: {"total":501}, status: 400 },
  { title: "RULE-1: order total is between 1 and 500; allows one with total 500", route: "/api/orders", fixture: orderInput, action: "create", changes: {"total":500}, status: 201 },
  { title: "RULE-2: product stock is at least 0; refuses one with stock -1", route: "/api/products", fixture: productInput, action: "create", changes: {"stock":-1}, status: 400 },
  { title: "RULE-2: product stock is at least 0; allows one with stock 0", route: "/api/products", fixture: productInput, action: "create", changes: {"stock":0}, status: 201 },
  { title: "RULE-3: product name is unique; refuses the same one twice", route: "/api/products", fixture: productInput, action: "create twice", changes: {}, status: 409 },
  { title: "RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); refuses one with phone \"call me\"", route: "/api/customers", fixture: customerInput, action: "create", changes: {"phone":"call me"}, status: 400 },
  { title: "RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); allows one with phone \"+44 20 7946 0999\"", route: "/api/customers", fixture: customerInput, action: "create", changes: {"phone":"+44 20 7946 0999"}, status: 201 },
  { title: "RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses one with status \"paid\"", route: "/api/orders", fixture: orderInput, action: "create", changes: {"status":"paid"}, status: 400 },
  { title: "RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses a change to status \"collected\"", route: "/api/orders", fixture: orderInput, action: "update", changes: {"status":"collected"}, status: 400 },
  { title: "RULE-5: order status starts as pending and moves pending → paid, paid → collected; allows a change to status \"paid\"", route: "/api/orders", fixture: orderInput, action: "update", changes: {"status":"paid"}, status: 200 },
  { title: "RULE-6: pickup slot endsAt is after startsAt; refuses one with endsAt \"2030-01-14T10:00:00.000Z\", startsAt \"2030-01-15T10:00:00.000Z\"", route: "/api/pickup-slots", fixture: pickupSlotInput, action: "create", changes: {"endsAt":"2030-01-14T10:00:00.000Z","startsAt":"2030-01-15T10:00:00.000Z"}, status: 400 },
  { title: "RULE-6: pickup slot endsAt is after startsAt; allows one with endsAt \"2030-01-17T10:00:00.000Z\", startsAt \"2030-01-15T10:00:00.000Z\"", route: "/api/pickup-slots", fixture: pickupSlotInput, action: "create", changes: {"endsAt":"2030-01-17T10:00:00.000Z","startsAt":"2030-01-15T10:00:00.000Z"}, status: 201 },
  { title: "RULE-7: order placedAt is in the past; refuses one with placedAt \"2999-01-01T00:00:00.000Z\"", route: "/api/orders", fixture: orderInput, action: "create", changes: {"placedAt":"2999-01-01T00:00:00.000Z"}, status: 400 },
  { title: "RULE-7: order placedAt is in the past; allows a valid one", route: "/api/orders", fixture: orderInput, action: "create", changes: {}, status: 201 },
  { title: "RULE-8: production list title is one of Morning bake or Afternoon bake; refuses one with title \"none of these\"", route: "/api/production-lists", fixture: productionListInput, action: "create", changes: {"title":"none of these"}, status: 400 },
  { title: "RULE-8: production list title is one of Morning bake or Afternoon bake; allows one with title \"Afternoon bake\"", route: "/api/production-lists", fixture: productionListInput, action: "create", changes: {"title":"Afternoon bake"}, status: 201 },
  { title: "RULE-9: customer email is unique; refuses the same one twice", route: "/api/customers", fixture: customerInput, action: "create twice", changes: {}, status: 409 },
];

describe("the business rules", () => {
  it.each(CASES)("$title", async ({ route, fixture, action, changes, status }) => {
    const client = await createTestClient();
    const input = await fixture(client);
    if (action === "update") {
      const created = await client.post(route).send(input).expect(201);
      const id = (created.body as { id: string }).id;
      const response = await client.put(`${route}/${id}`).send({ ...input, ...changes });
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      return;
    }
    if (action === "create twice") await client.post(route).send(input).expect(201);
    const response = await client.post(route).send({ ...input, ...changes });
    expect(response.status, JSON.stringify(response.body)).toBe(status);
  });
});
