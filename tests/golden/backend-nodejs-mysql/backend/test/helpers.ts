import { randomUUID } from "node:crypto";
import { MANAGING_ROLE } from "../src/features/auth/roles.js";
import type { Express } from "express";
import request from "supertest";
import { createApp } from "../src/app.js";
import { readConfig } from "../src/config.js";
import { createMemoryRepositories, type Repositories } from "../src/repositories/index.js";
import { createServices, type Services } from "../src/services.js";

/** Calls the app in-process, signed in when the app has accounts. */
export interface TestClient {
  app: Express;
  services: Services;
  /** The headers a signed-in call carries (for clients other than supertest). */
  headers: Record<string, string>;
  get(path: string): request.Test;
  post(path: string): request.Test;
  put(path: string): request.Test;
  delete(path: string): request.Test;
}

export async function createTestClient(repositories: Repositories = createMemoryRepositories()): Promise<TestClient> {
  const client = anonymousClient(repositories);
  const email = `tester-${randomUUID()}@example.com`;
  const registered = await request(client.app)
    .post("/api/auth/register")
    .send({ name: "Tester", email, password: "correct horse battery" })
    .expect(201);
  const { token, user } = registered.body as { token: string; user: { id: string } };
  // The tester changes every record type: on a store that already has accounts it is made the managing role.
  const stored = await repositories.users.get(user.id);
  if (stored && stored.role !== MANAGING_ROLE.name) {
    const { id, ...account } = stored;
    await repositories.users.update(id, { ...account, role: MANAGING_ROLE.name });
  }
  client.headers.Authorization = `Bearer ${token}`;
  return client;
}

/** Calls the app in-process with no one signed in, on an empty in-memory store unless given repositories. */
export function anonymousClient(repositories: Repositories = createMemoryRepositories()): TestClient {
  const services = createServices(repositories, readConfig({ AUTH_SECRET: "test-secret" }));
  const app = createApp(services);
  const headers: Record<string, string> = {};
  const signed = (call: request.Test) => call.set(headers);
  return {
    app,
    services,
    headers,
    get: (path) => signed(request(app).get(path)),
    post: (path) => signed(request(app).post(path)),
    put: (path) => signed(request(app).put(path)),
    delete: (path) => signed(request(app).delete(path)),
  };
}
