import { expect } from "vitest";
import { itemInput } from "./fixtures.js";
import type { TestClient } from "./helpers.js";

export async function checkItemLifecycle(client: TestClient): Promise<void> {
  const input = await itemInput(client);
  const created = await client.post("/api/items").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/items").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/items/${id}`).expect(200);
  const updated = await client.put(`/api/items/${id}`).send({ ...input, ...{ name: "Updated name" } }).expect(200);
  expect(updated.body).toMatchObject({ name: "Updated name" });
  await client.delete(`/api/items/${id}`).expect(204);
  await client.get(`/api/items/${id}`).expect(404);
}

export const ENTITY_CHECKS = [checkItemLifecycle];
export const REFERENCE_CHECKS = [];
