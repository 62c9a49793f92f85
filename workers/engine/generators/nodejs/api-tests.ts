import type { AppModel, Entity } from "../../model";
import { lines, literal, test } from "../files";
import { referencedFirst } from "../records";
import { fieldToUpdate, sampleValue, updatedValue } from "../samples";
import type { GeneratedFile } from "../types";
import { domainNames } from "./domain";

const fixtureName = (entity: Entity) => `${entity.camel}Input`;
const checkName = (entity: Entity) => `check${entity.name}Lifecycle`;
const keepsName = (entity: Entity) => `check${entity.name}KeepsReferences`;
const requiredReference = (entity: Entity) => entity.fields.find((field) => field.kind === "reference" && field.required);
const parentName = (field: string) => `${field.replace(/Id$/, "")}Created`;
const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");
const one = (entity: Entity) => `${article(entity.label)} ${entity.label.toLowerCase()}`;

function helpersFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  return lines(
    auth && `import { randomUUID } from "node:crypto";`,
    `import type { Express } from "express";`,
    `import request from "supertest";`,
    `import { createApp } from "../src/app.js";`,
    `import { readConfig } from "../src/config.js";`,
    `import { createMemoryRepositories, type Repositories } from "../src/repositories/index.js";`,
    `import { createServices, type Services } from "../src/services.js";`,
    "",
    "/** Calls the app in-process, signed in when the app has accounts. */",
    "export interface TestClient {",
    "  app: Express;",
    "  services: Services;",
    "  /** The headers a signed-in call carries (for clients other than supertest). */",
    "  headers: Record<string, string>;",
    "  get(path: string): request.Test;",
    "  post(path: string): request.Test;",
    "  put(path: string): request.Test;",
    "  delete(path: string): request.Test;",
    "}",
    "",
    "export async function createTestClient(repositories: Repositories = createMemoryRepositories()): Promise<TestClient> {",
    `  const services = createServices(repositories, readConfig({ AUTH_SECRET: "test-secret" }));`,
    "  const app = createApp(services);",
    auth
      ? lines(
          "  const email = `tester-${randomUUID()}@example.com`;",
          "  const registered = await request(app)",
          `    .post("/api/auth/register")`,
          `    .send({ name: "Tester", email, password: "correct horse battery" })`,
          "    .expect(201);",
          "  const token = (registered.body as { token: string }).token;",
          "  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };",
        )
      : "  const headers: Record<string, string> = {};",
    "  const signed = (call: request.Test) => call.set(headers);",
    "  return {",
    "    app,",
    "    services,",
    "    headers,",
    "    get: (path) => signed(request(app).get(path)),",
    "    post: (path) => signed(request(app).post(path)),",
    "    put: (path) => signed(request(app).put(path)),",
    "    delete: (path) => signed(request(app).delete(path)),",
    "  };",
    "}",
  );
}

/** test/fixtures.ts: a valid input per entity; required references are created first. */
function fixturesFile(model: AppModel): string {
  const ordered = referencedFirst(model.entities);
  const fixture = (entity: Entity) => {
    const parents = entity.fields.flatMap((field) => {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      if (!target || !field.required) return [];
      return [
        `  const ${parentName(field.name)} = await client.post(${literal(`/api/${target.route}`)}).send(await ${fixtureName(target)}(client)).expect(201);`,
      ];
    });
    const values = entity.fields.map((field) => {
      if (field.kind !== "reference") return `    ${field.name}: ${JSON.stringify(sampleValue(entity, field))},`;
      return field.required
        ? `    ${field.name}: (${parentName(field.name)}.body as { id: string }).id,`
        : `    ${field.name}: null,`;
    });
    const clientName = parents.length > 0 ? "client" : "_client";
    return lines(
      `export async function ${fixtureName(entity)}(${clientName}: TestClient): Promise<${domainNames(entity).inputType}> {`,
      ...parents,
      "  return {",
      ...values,
      "  };",
      "}",
    );
  };
  return lines(
    ...ordered.map((entity) => `import type { ${domainNames(entity).inputType} } from "../src/${domainNames(entity).module.slice(2)}";`),
    `import type { TestClient } from "./helpers.js";`,
    "",
    ordered.map(fixture).join("\n\n"),
  );
}

/** test/entity-checks.ts: the full lifecycle of each entity, shared by the route tests and the database test. */
function checksFile(model: AppModel): string {
  const check = (entity: Entity) => {
    const base = `/api/${entity.route}`;
    const changed = fieldToUpdate(entity);
    const change = changed ? `{ ${changed.name}: ${JSON.stringify(updatedValue(entity, changed))} }` : "{}";
    return lines(
      `export async function ${checkName(entity)}(client: TestClient): Promise<void> {`,
      `  const input = await ${fixtureName(entity)}(client);`,
      `  const created = await client.post(${literal(base)}).send(input).expect(201);`,
      "  const id = (created.body as { id: string }).id;",
      "  expect(created.body).toMatchObject(input);",
      `  const list = await client.get(${literal(base)}).expect(200);`,
      "  expect((list.body as { id: string }[]).map((record) => record.id)).toContain(id);",
      `  await client.get(\`${base}/\${id}\`).expect(200);`,
      `  const updated = await client.put(\`${base}/\${id}\`).send({ ...input, ...${change} }).expect(200);`,
      `  expect(updated.body).toMatchObject(${change});`,
      `  await client.delete(\`${base}/\${id}\`).expect(204);`,
      `  await client.get(\`${base}/\${id}\`).expect(404);`,
      "}",
    );
  };
  const keeps = (entity: Entity) => {
    const field = requiredReference(entity);
    const target = model.entities.find((candidate) => candidate.name === field?.target);
    if (!field || !target) return "";
    return lines(
      `/** The ${target.label.toLowerCase()} ${one(entity)} refers to cannot be deleted while it does. */`,
      `export async function ${keepsName(entity)}(client: TestClient): Promise<void> {`,
      `  const input = await ${fixtureName(entity)}(client);`,
      `  await client.post(${literal(`/api/${entity.route}`)}).send(input).expect(201);`,
      `  await client.delete(\`/api/${target.route}/\${input.${field.name}}\`).expect(409);`,
      "}",
    );
  };
  const keeping = model.entities.filter((entity) => requiredReference(entity));
  return lines(
    `import { expect } from "vitest";`,
    `import { ${model.entities.map(fixtureName).sort().join(", ")} } from "./fixtures.js";`,
    `import type { TestClient } from "./helpers.js";`,
    "",
    [...model.entities.map(check), ...keeping.map(keeps)].join("\n\n"),
    "",
    `export const ENTITY_CHECKS = [${model.entities.map(checkName).join(", ")}];`,
    `export const REFERENCE_CHECKS = [${keeping.map(keepsName).join(", ")}];`,
  );
}

function entityTestFile(model: AppModel, entity: Entity): GeneratedFile {
  const base = `/api/${entity.route}`;
  const required = entity.fields.filter((field) => field.required && field.kind !== "boolean").map((field) => field.name);
  const reference = entity.fields.find((field) => field.kind === "reference");
  const referenceTarget = (name: string | undefined) => model.entities.find((candidate) => candidate.name === name);
  const usesFixture = Boolean(reference);
  return test(
    `backend/test/${entity.route}.test.ts`,
    lines(
      `import { ${required.length > 0 ? "describe, expect, it" : "describe, it"} } from "vitest";`,
      `import { ${[checkName(entity), ...(requiredReference(entity) ? [keepsName(entity)] : [])].join(", ")} } from "./entity-checks.js";`,
      usesFixture && `import { ${fixtureName(entity)} } from "./fixtures.js";`,
      `import { createTestClient } from "./helpers.js";`,
      "",
      `describe(${literal(base)}, () => {`,
      `  it(${literal(`creates, lists, reads, updates and deletes ${one(entity)}`)}, async () => {`,
      `    await ${checkName(entity)}(await createTestClient());`,
      "  });",
      required.length > 0 &&
        lines(
          "",
          `  it(${literal(`rejects ${one(entity)} without its required fields`)}, async () => {`,
          "    const client = await createTestClient();",
          `    const response = await client.post(${literal(base)}).send({}).expect(400);`,
          "    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);",
          `    expect(paths).toEqual(expect.arrayContaining(${JSON.stringify(required)}));`,
          "  });",
        ),
      "",
      `  it(${literal(`answers 404 for ${one(entity)} that does not exist`)}, async () => {`,
      "    const client = await createTestClient();",
      `    await client.get(${literal(`${base}/missing`)}).expect(404);`,
      `    await client.delete(${literal(`${base}/missing`)}).expect(404);`,
      "  });",
      reference &&
        lines(
          "",
          `  it(${literal(`rejects ${one(entity)} whose ${referenceTarget(reference.target)?.label.toLowerCase()} does not exist`)}, async () => {`,
          "    const client = await createTestClient();",
          `    const input = await ${fixtureName(entity)}(client);`,
          `    await client.post(${literal(base)}).send({ ...input, ${reference.name}: "missing" }).expect(400);`,
          "  });",
        ),
      requiredReference(entity) &&
        lines(
          "",
          `  it(${literal(`keeps what ${one(entity)} refers to`)}, async () => {`,
          `    await ${keepsName(entity)}(await createTestClient());`,
          "  });",
        ),
      "});",
    ),
  );
}

const appTest = `
import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

describe("the API", () => {
  it("answers the health check", async () => {
    const client = await createTestClient();
    const response = await client.get("/api/health").expect(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it("answers an unknown route with 404 and a JSON error", async () => {
    const client = await createTestClient();
    const response = await client.get("/api/no-such-thing").expect(404);
    expect(response.body).toEqual({ error: "No route for GET /api/no-such-thing" });
  });

  it("answers malformed JSON with 400", async () => {
    const client = await createTestClient();
    await client.post("/api/health").set("Content-Type", "application/json").send("{not json").expect(400);
  });
});
`;

export function apiTestFiles(model: AppModel): GeneratedFile[] {
  return [
    test("backend/test/helpers.ts", helpersFile(model)),
    test("backend/test/fixtures.ts", fixturesFile(model)),
    test("backend/test/entity-checks.ts", checksFile(model)),
    test("backend/test/app.test.ts", appTest),
    ...model.entities.map((entity) => entityTestFile(model, entity)),
  ];
}
