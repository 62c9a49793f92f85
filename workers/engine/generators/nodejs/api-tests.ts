import type { AppModel, Entity, Field } from "../../model";
import { lines, literal, test } from "../files";
import { referencedFirst } from "../records";
import { countedSample, fieldToUpdate, sampleValue, updatedValue } from "../samples";
import { NOT_RFC_3339 } from "../shared/backend/openapi";
import type { GeneratedFile } from "../types";
import { domainNames } from "./domain";
import { nodeRuleTests } from "./rule-tests";
import { fillBlocks } from "../fill-blocks";
import { templateText } from "../template-texts";

const fixtureName = (entity: Entity) => `${entity.camel}Input`;
const checkName = (entity: Entity) => `check${entity.name}Lifecycle`;
const keepsName = (entity: Entity) => `check${entity.name}KeepsReferences`;
const requiredReference = (entity: Entity) => entity.fields.find((field) => field.kind === "reference" && field.required);
const parentName = (field: string) => `${field.replace(/Id$/, "")}Created`;
const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");
const one = (entity: Entity) => `${article(entity.label)} ${entity.label.toLowerCase()}`;

/** test/helpers.ts: clients that call the app in-process: anonymous, or registered and signed in when the app has accounts. */
function helpersFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  return fillBlocks(templateText("nodejs/templates/backend/test/helpers.ts"), {
    authImports: auth
      ? lines(`import { randomUUID } from "node:crypto";`, `import { MANAGING_ROLE } from "../src/features/auth/roles.js";`)
      : "",
    signIn: auth
      ? lines(
          "const email = `tester-${randomUUID()}@example.com`;",
          "const registered = await request(client.app)",
          `  .post("/api/auth/register")`,
          `  .send({ name: "Tester", email, password: "correct horse battery" })`,
          "  .expect(201);",
          "const { token, user } = registered.body as { token: string; user: { id: string } };",
          "// The tester changes every record type: on a store that already has accounts it is made the managing role.",
          "const stored = await repositories.users.get(user.id);",
          "if (stored && stored.role !== MANAGING_ROLE.name) {",
          "  const { id, ...account } = stored;",
          "  await repositories.users.update(id, { ...account, role: MANAGING_ROLE.name });",
          "}",
          "client.headers.Authorization = `Bearer ${token}`;",
        )
      : "",
  });
}

/** A fixture's value: the sample, or for a unique text the sample with the fixture counter in it. */
function fixtureValue(entity: Entity, field: Field): string {
  const counted = countedSample(entity, field);
  if (!counted) return JSON.stringify(sampleValue(entity, field));
  const part = (text: string) => text.replace(/[`\\]/g, "\\$&").replace(/\$\{/g, "\\${");
  return `\`${part(counted.before)}\${(made += 1)}${part(counted.after)}\``;
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
      if (field.kind !== "reference") return `    ${field.name}: ${fixtureValue(entity, field)},`;
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
  const counted = model.entities.some((entity) => entity.fields.some((field) => countedSample(entity, field)));
  return lines(
    ...ordered.map((entity) => `import type { ${domainNames(entity).inputType} } from "../src/${domainNames(entity).module.slice(2)}";`),
    `import type { TestClient } from "./helpers.js";`,
    "",
    counted && "/** Unique values differ per fixture, so records made as parents never clash with the record under test. */",
    counted && "let made = 0;",
    counted && "",
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

/** test/<route>.test.ts: the lifecycle, the required fields, a missing record and the references of one entity. */
function entityTestFile(model: AppModel, entity: Entity): GeneratedFile {
  const base = `/api/${entity.route}`;
  const required = entity.fields.filter((field) => field.required && field.kind !== "boolean").map((field) => field.name);
  const reference = entity.fields.find((field) => field.kind === "reference");
  const date = entity.fields.find((field) => field.kind === "date");
  const referenceTarget = (name: string | undefined) => model.entities.find((candidate) => candidate.name === name);
  return test(
    `backend/test/${entity.route}.test.ts`,
    fillBlocks(templateText("nodejs/templates/backend/test/[route].test.ts"), {
      vitest: required.length > 0 ? "describe, expect, it" : "describe, it",
      checks: [checkName(entity), ...(requiredReference(entity) ? [keepsName(entity)] : [])].join(", "),
      fixtureImport: reference || date ? `import { ${fixtureName(entity)} } from "./fixtures.js";` : "",
      base: literal(base),
      lifecycle: literal(`creates, lists, reads, updates and deletes ${one(entity)}`),
      check: checkName(entity),
      missing: literal(`answers 404 for ${one(entity)} that does not exist`),
      missingPath: literal(`${base}/missing`),
      requiredTest:
        required.length > 0
          ? lines(
              "",
              `it(${literal(`rejects ${one(entity)} without its required fields`)}, async () => {`,
              "  const client = await createTestClient();",
              `  const response = await client.post(${literal(base)}).send({}).expect(400);`,
              "  const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);",
              `  expect(paths).toEqual(expect.arrayContaining(${JSON.stringify(required)}));`,
              "});",
            )
          : "",
      referenceTests: lines(
        reference &&
          lines(
            "",
            `it(${literal(`rejects ${one(entity)} whose ${referenceTarget(reference.target)?.label.toLowerCase()} does not exist`)}, async () => {`,
            "  const client = await createTestClient();",
            `  const input = await ${fixtureName(entity)}(client);`,
            `  await client.post(${literal(base)}).send({ ...input, ${reference.name}: "missing" }).expect(400);`,
            "});",
          ),
        requiredReference(entity) &&
          lines("", `it(${literal(`keeps what ${one(entity)} refers to`)}, async () => {`, `  await ${keepsName(entity)}(await createTestClient());`, "});"),
      ),
      dateTest: date
        ? lines(
            "",
            `it(${literal(`takes ${date.label.toLowerCase()} only as an RFC 3339 date and time`)}, async () => {`,
            "  const client = await createTestClient();",
            `  const input = await ${fixtureName(entity)}(client);`,
            `  for (const ${date.name} of ${JSON.stringify(NOT_RFC_3339)}) {`,
            `    await client.post(${literal(base)}).send({ ...input, ${date.name} }).expect(400);`,
            "  }",
            "});",
          )
        : "",
    }),
  );
}

export function apiTestFiles(model: AppModel): GeneratedFile[] {
  return [
    test("backend/test/helpers.ts", helpersFile(model)),
    test("backend/test/fixtures.ts", fixturesFile(model)),
    test("backend/test/entity-checks.ts", checksFile(model)),
    test("backend/test/app.test.ts", templateText("nodejs/templates/backend/test/app.test.ts")),
    ...model.entities.map((entity) => entityTestFile(model, entity)),
    ...nodeRuleTests(model),
  ];
}
