import { randomBytes } from "node:crypto";
import { randomUUID } from "node:crypto";
import { MANAGING_ROLE } from "../src/features/auth/roles.js";
import type { Express } from "express";
import supertest from "supertest";
import { createApp } from "../src/app.js";
import { readConfig } from "../src/config.js";
import { createMemoryRepositories, type Repositories } from "../src/repositories/index.js";
import { createServices, type Services } from "../src/services.js";
import { checkAnswer, type Method } from "./api-document.js";

/** Calls to the app in-process; each answer is checked against the OpenAPI document (test/api-document.ts). */
export interface Requests {
  get(path: string): supertest.Test;
  post(path: string): supertest.Test;
  put(path: string): supertest.Test;
  delete(path: string): supertest.Test;
}

/**
 * supertest's request(app), with every answer checked against the OpenAPI document: an undeclared status or a
 * body the document does not describe fails the test. `headers` are sent with every call.
 */
export function request(app: Express, headers: Readonly<Record<string, string>> = {}): Requests {
  const call = (method: Method, path: string) =>
    supertest(app)[method](path)
      .set(headers)
      .expect((response) => checkAnswer(method, path, response));
  return {
    get: (path) => call("get", path),
    post: (path) => call("post", path),
    put: (path) => call("put", path),
    delete: (path) => call("delete", path),
  };
}

/** Calls the app in-process, signed in when the app has accounts. */
export interface TestClient extends Requests {
  app: Express;
  services: Services;
  /** The headers a signed-in call carries (for clients other than supertest). */
  headers: Record<string, string>;
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
  const services = createServices(repositories, readConfig({ AUTH_SECRET: randomBytes(32).toString("hex") }));
  const app = createApp(services);
  const headers: Record<string, string> = {};
  return { app, services, headers, ...request(app, headers) };
}
