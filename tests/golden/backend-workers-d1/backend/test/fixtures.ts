import type { ProductInput } from "../src/domain/product.js";
import type { CustomerInput } from "../src/domain/customer.js";
import type { PickupSlotInput } from "../src/domain/pickup-slot.js";
import type { OrderInput } from "../src/domain/order.js";
import type { ProductionListInput } from "../src/domain/production-list.js";
import type { TestClient } from "./helpers.js";

/** Unique values differ per fixture, so records made as parents never clash with the record under test. */
let made = 0;

export async function productInput(_client: TestClient): Promise<ProductInput> {
  return {
    name: `Sample name ${(made += 1)}`,
    description: "Sample description",
    price: 1,
    stock: 1,
    active: true,
  };
}

export async function customerInput(_client: TestClient): Promise<CustomerInput> {
  return {
    name: "Sample name",
    email: `customer-${(made += 1)}@example.com`,
    phone: "+44 20 7946 0000",
  };
}

export async function pickupSlotInput(_client: TestClient): Promise<PickupSlotInput> {
  return {
    startsAt: "2030-01-15T10:00:00.000Z",
    endsAt: "2030-01-16T10:00:00.000Z",
    capacity: 1,
    available: true,
  };
}

export async function orderInput(client: TestClient): Promise<OrderInput> {
  const customerCreated = await client.post("/api/customers").send(await customerInput(client)).expect(201);
  return {
    customerId: (customerCreated.body as { id: string }).id,
    status: "pending",
    total: 1,
    placedAt: "2020-01-15T10:00:00.000Z",
    pickupSlotId: null,
  };
}

export async function productionListInput(_client: TestClient): Promise<ProductionListInput> {
  return {
    title: "Morning bake",
    date: "2030-01-15T10:00:00.000Z",
    notes: "Sample notes",
  };
}
