import { expect } from "vitest";
import { customerInput, orderInput, pickupSlotInput, productInput, productionListInput } from "./fixtures.js";
import type { TestClient } from "./helpers.js";

export async function checkProductLifecycle(client: TestClient): Promise<void> {
  const input = await productInput(client);
  const created = await client.post("/api/products").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/products").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/products/${id}`).expect(200);
  const updated = await client.put(`/api/products/${id}`).send({ ...input, ...{ name: "Updated name" } }).expect(200);
  expect(updated.body).toMatchObject({ name: "Updated name" });
  await client.delete(`/api/products/${id}`).expect(204);
  await client.get(`/api/products/${id}`).expect(404);
}

export async function checkOrderLifecycle(client: TestClient): Promise<void> {
  const input = await orderInput(client);
  const created = await client.post("/api/orders").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/orders").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/orders/${id}`).expect(200);
  const updated = await client.put(`/api/orders/${id}`).send({ ...input, ...{ status: "paid" } }).expect(200);
  expect(updated.body).toMatchObject({ status: "paid" });
  await client.delete(`/api/orders/${id}`).expect(204);
  await client.get(`/api/orders/${id}`).expect(404);
}

export async function checkCustomerLifecycle(client: TestClient): Promise<void> {
  const input = await customerInput(client);
  const created = await client.post("/api/customers").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/customers").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/customers/${id}`).expect(200);
  const updated = await client.put(`/api/customers/${id}`).send({ ...input, ...{ name: "Updated name" } }).expect(200);
  expect(updated.body).toMatchObject({ name: "Updated name" });
  await client.delete(`/api/customers/${id}`).expect(204);
  await client.get(`/api/customers/${id}`).expect(404);
}

export async function checkPickupSlotLifecycle(client: TestClient): Promise<void> {
  const input = await pickupSlotInput(client);
  const created = await client.post("/api/pickup-slots").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/pickup-slots").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/pickup-slots/${id}`).expect(200);
  const updated = await client.put(`/api/pickup-slots/${id}`).send({ ...input, ...{ capacity: 2 } }).expect(200);
  expect(updated.body).toMatchObject({ capacity: 2 });
  await client.delete(`/api/pickup-slots/${id}`).expect(204);
  await client.get(`/api/pickup-slots/${id}`).expect(404);
}

export async function checkProductionListLifecycle(client: TestClient): Promise<void> {
  const input = await productionListInput(client);
  const created = await client.post("/api/production-lists").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/production-lists").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/production-lists/${id}`).expect(200);
  const updated = await client.put(`/api/production-lists/${id}`).send({ ...input, ...{ title: "Afternoon bake" } }).expect(200);
  expect(updated.body).toMatchObject({ title: "Afternoon bake" });
  await client.delete(`/api/production-lists/${id}`).expect(204);
  await client.get(`/api/production-lists/${id}`).expect(404);
}

/** The customer an order refers to cannot be deleted while it does. */
export async function checkOrderKeepsReferences(client: TestClient): Promise<void> {
  const input = await orderInput(client);
  await client.post("/api/orders").send(input).expect(201);
  await client.delete(`/api/customers/${input.customerId}`).expect(409);
}

export const ENTITY_CHECKS = [checkProductLifecycle, checkOrderLifecycle, checkCustomerLifecycle, checkPickupSlotLifecycle, checkProductionListLifecycle];
export const REFERENCE_CHECKS = [checkOrderKeepsReferences];
