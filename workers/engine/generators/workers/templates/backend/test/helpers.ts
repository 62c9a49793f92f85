import { env } from "cloudflare:test";
import type { Hono } from "hono";
import { createApp } from "../src/app.js";
import { readConfig } from "../src/config.js";
import { ChangeEvents } from "../src/events.js";
import type { AppEnv } from "../src/http/errors.js";
import { createD1Repositories, RECORD_SPECS } from "../src/repositories/index.js";
import { createServices, type Services } from "../src/services.js";
import { checkAnswer, type Method } from "./api-document.js";
{{authImports}}

export type App = Hono<AppEnv>;

/** An answer as the tests read it. `body` is the parsed JSON, loosely typed as supertest types it, for short tests. */
export interface TestResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * One call to the app in-process (app.request, no network), written like supertest's: set headers, send a body,
 * add a query, expect a status; awaiting it runs the call. Every answer is checked against the OpenAPI document.
 */
export class TestRequest implements PromiseLike<TestResponse> {
  private readonly app: App;
  private readonly method: Method;
  private readonly path: string;
  private readonly headers: Record<string, string>;
  private readonly checks: ((response: TestResponse) => void)[] = [];
  private body: string | Uint8Array | undefined;
  private search = "";

  constructor(app: App, method: Method, path: string, headers: Readonly<Record<string, string>>) {
    this.app = app;
    this.method = method;
    this.path = path;
    this.headers = { ...headers };
  }

  set(name: string | Readonly<Record<string, string>>, value = ""): this {
    if (typeof name === "string") this.headers[name] = value;
    else Object.assign(this.headers, name);
    return this;
  }

  query(values: Readonly<Record<string, string>>): this {
    this.search = `?${new URLSearchParams(values).toString()}`;
    return this;
  }

  /** Text and bytes are sent as they are; anything else as JSON. */
  send(body: unknown): this {
    if (typeof body === "string" || body instanceof Uint8Array) {
      this.body = body;
      return this;
    }
    this.body = JSON.stringify(body);
    if (!Object.keys(this.headers).some((name) => name.toLowerCase() === "content-type")) this.headers["Content-Type"] = "application/json";
    return this;
  }

  expect(check: number | ((response: TestResponse) => void)): this {
    this.checks.push(
      typeof check === "number"
        ? (response) => {
            if (response.status !== check) throw new Error(`${this.method.toUpperCase()} ${this.path}: expected ${check}, got ${response.status} ${response.text}`);
          }
        : check,
    );
    return this;
  }

  then<A = TestResponse, B = never>(done?: ((response: TestResponse) => A | PromiseLike<A>) | null, failed?: ((reason: unknown) => B | PromiseLike<B>) | null): PromiseLike<A | B> {
    return this.run().then(done, failed);
  }

  private async run(): Promise<TestResponse> {
    const answer = await this.app.request(`${this.path}${this.search}`, { method: this.method.toUpperCase(), headers: this.headers, body: this.body });
    const text = await answer.text();
    const headers = Object.fromEntries(answer.headers.entries());
    const json = (headers["content-type"] ?? "").includes("application/json") && text !== "";
    const response: TestResponse = { status: answer.status, headers, text, body: json ? JSON.parse(text) : {} };
    checkAnswer(this.method, this.path, response);
    for (const check of this.checks) check(response);
    return response;
  }
}

export interface Requests {
  get(path: string): TestRequest;
  post(path: string): TestRequest;
  put(path: string): TestRequest;
  delete(path: string): TestRequest;
}

/** Calls to `app` with `headers` on every call, each answer checked against the OpenAPI document. */
export function request(app: App, headers: Readonly<Record<string, string>> = {}): Requests {
  return {
    get: (path) => new TestRequest(app, "get", path, headers),
    post: (path) => new TestRequest(app, "post", path, headers),
    put: (path) => new TestRequest(app, "put", path, headers),
    delete: (path) => new TestRequest(app, "delete", path, headers),
  };
}

/** Calls the app in-process, signed in when the app has accounts. */
export interface TestClient extends Requests {
  app: App;
  services: Services;
  /** The headers a signed-in call carries (for calls made without this client). */
  headers: Record<string, string>;
}

/** Empties every table of the test database (migrations/ created them in test/setup.ts), referring ones first. */
export async function clearDatabase(): Promise<void> {
  const tables = [{{extraTables}}...[...RECORD_SPECS].reverse().map((spec) => spec.table)];
  await env.DB.batch(tables.map((table) => env.DB.prepare(`DELETE FROM "${table}"`)));
}

/** A client on an emptied database, signed in (as its first account, the managing role) when the app has accounts. */
export async function createTestClient(): Promise<TestClient> {
  await clearDatabase();
  const client = anonymousClient();
  {{signIn}}
  return client;
}

/** A client on the test database as it is, with no one signed in; its app has its own change events. */
export function anonymousClient(): TestClient {
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const services = createServices(createD1Repositories(env.DB), readConfig({ AUTH_SECRET: secret }), new ChangeEvents(), env);
  const app = createApp(services);
  const headers: Record<string, string> = {};
  return { app, services, headers, ...request(app, headers) };
}
