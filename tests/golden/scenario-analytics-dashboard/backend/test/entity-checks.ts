import { expect } from "vitest";
import { dataSourceInput, metricInput, reportInput } from "./fixtures.js";
import type { TestClient } from "./helpers.js";

export async function checkMetricLifecycle(client: TestClient): Promise<void> {
  const input = await metricInput(client);
  const created = await client.post("/api/metrics").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/metrics").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/metrics/${id}`).expect(200);
  const updated = await client.put(`/api/metrics/${id}`).send({ ...input, ...{ name: "Updated name" } }).expect(200);
  expect(updated.body).toMatchObject({ name: "Updated name" });
  await client.delete(`/api/metrics/${id}`).expect(204);
  await client.get(`/api/metrics/${id}`).expect(404);
}

export async function checkReportLifecycle(client: TestClient): Promise<void> {
  const input = await reportInput(client);
  const created = await client.post("/api/reports").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/reports").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/reports/${id}`).expect(200);
  const updated = await client.put(`/api/reports/${id}`).send({ ...input, ...{ title: "Updated title" } }).expect(200);
  expect(updated.body).toMatchObject({ title: "Updated title" });
  await client.delete(`/api/reports/${id}`).expect(204);
  await client.get(`/api/reports/${id}`).expect(404);
}

export async function checkDataSourceLifecycle(client: TestClient): Promise<void> {
  const input = await dataSourceInput(client);
  const created = await client.post("/api/data-sources").send(input).expect(201);
  const id = (created.body as { id: string }).id;
  expect(created.body).toMatchObject(input);
  const list = await client.get("/api/data-sources").expect(200);
  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);
  await client.get(`/api/data-sources/${id}`).expect(200);
  const updated = await client.put(`/api/data-sources/${id}`).send({ ...input, ...{ name: "Updated name" } }).expect(200);
  expect(updated.body).toMatchObject({ name: "Updated name" });
  await client.delete(`/api/data-sources/${id}`).expect(204);
  await client.get(`/api/data-sources/${id}`).expect(404);
}

export const ENTITY_CHECKS = [checkMetricLifecycle, checkReportLifecycle, checkDataSourceLifecycle];
export const REFERENCE_CHECKS = [];
