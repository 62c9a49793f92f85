import type { AppModel, Entity } from "../../model";
import { code, config, fill, lines, test } from "../files";
import { fillBlocks } from "../fill-blocks";
import { apiDocumentFiles } from "../nodejs/api-document";
import { apiTestFiles } from "../nodejs/api-tests";
import { domainFieldsFile, domainFile, domainNames } from "../nodejs/domain";
import { nodeRuleHookFiles } from "../nodejs/rule-hook";
import { entityList, storedRecords } from "../records";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { d1SchemaSql, samplesSql } from "./d1-schema";
import { workersPackageFiles } from "./packaging";
import { workersWiringFiles } from "./wiring";
import { templateText } from "../template-texts";

/** src/repositories/index.ts: the typed set of repositories on D1. */
function repositoriesIndex(stored: readonly Entity[]): string {
  return fillBlocks(templateText("workers/templates/backend/src/repositories/index.ts"), {
    imports: lines(...stored.map((entity) => `import { ${domainNames(entity).spec}, type ${domainNames(entity).type} } from "../${domainNames(entity).module.slice(2)}";`)),
    fields: lines(...stored.map((entity) => `${entity.camelPlural}: Repository<${domainNames(entity).type}>;`)),
    specs: lines(...stored.map((entity) => `${domainNames(entity).spec},`)),
    made: lines(...stored.map((entity) => `${entity.camelPlural}: make<${domainNames(entity).type}>(${domainNames(entity).spec}),`)),
  });
}

/** The records: validation and types (the Node backend's, which run in a Worker as they are), the D1 store, SQL. */
export const workersDataModel: EmitterDefinition = {
  id: "data-model",
  agent: "backend",
  name: "Data model & schema (Cloudflare D1)",
  description: (model: AppModel) =>
    `Record types and validation for ${entityList(model)}, one repository interface with its Cloudflare D1 store ` +
    "(prepared statements), the D1 migration and the sample records as SQL.",
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { entities: true, kinds: ["business"] },
  emit: (model) => {
    const stored = storedRecords(model);
    return [
      domainFieldsFile(),
      ...stored.map((entity) => domainFile(entity, stored)),
      code("backend/src/repositories/repository.ts", "backend", templateText("nodejs/templates/backend/src/repositories/repository.ts")),
      code("backend/src/repositories/d1.ts", "backend", templateText("workers/templates/backend/src/repositories/d1.ts")),
      code("backend/src/repositories/index.ts", "backend", repositoriesIndex(stored)),
      config("backend/migrations/0001_create_tables.sql", "database", d1SchemaSql(model, stored)),
      config("backend/seed/samples.sql", "database", samplesSql(model)),
      test("backend/test/d1-store.test.ts", templateText("workers/templates/backend/test/d1-store.test.ts")),
    ];
  },
};

/** test/helpers.ts: supertest-like calls to the app in-process on the test D1 database, signed in when there are accounts. */
function helpersFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  return fillBlocks(templateText("workers/templates/backend/test/helpers.ts"), {
    authImports: "",
    extraTables: model.features.includes("file-upload") ? `"upload_parts", ` : "",
    signIn: auth
      ? lines(
          "const registered = await client",
          `  .post("/api/auth/register")`,
          "  .send({ name: \"Tester\", email: `tester-${crypto.randomUUID()}@example.com`, password: \"correct horse battery\" })",
          "  .expect(201);",
          "// The first account of the emptied database: the managing role, which changes every record type.",
          "client.headers.Authorization = `Bearer ${(registered.body as { token: string }).token}`;",
        )
      : "",
  });
}

/** The Node backend's test files that run unchanged on the Worker's helpers (fixtures, lifecycles, rules, documents). */
const SHARED_TESTS = new Set(["backend/test/fixtures.ts", "backend/test/entity-checks.ts", "backend/test/app.test.ts", "backend/test/rules.test.ts"]);
const sharedTest = (model: AppModel) => (file: GeneratedFile) =>
  SHARED_TESTS.has(file.path) || model.entities.some((entity) => file.path === `backend/test/${entity.route}.test.ts`);

/** The Hono app: one validated CRUD sub-app per record type, the wiring, the OpenAPI document and the tests. */
export const workersRestApi: EmitterDefinition = {
  id: "rest-api",
  agent: "backend",
  name: (model) => `REST API for ${entityList(model)} (Cloudflare Worker)`,
  description: (model) =>
    `A Hono + TypeScript Worker with list, create, read, update and delete routes for ${entityList(model)}, ` +
    "input validation, one JSON error shape, its OpenAPI document, and tests that run in workerd on a local D1 " +
    "database and check every answer against that document.",
  dependsOn: ["data-model"],
  applies: () => true,
  covers: { entities: true, systemIds: ["SYS-perf", "SYS-sec"], messagesFor: ["backend"] },
  emit: (model) => [
    ...workersPackageFiles(model),
    ...workersWiringFiles(model),
    ...apiDocumentFiles(model).map((file) => (file.path === "backend/test/api-document.ts" ? { ...file, content: templateText("workers/templates/backend/test/api-document.ts") } : file)),
    ...apiTestFiles(model).filter(sharedTest(model)),
    test("backend/test/helpers.ts", helpersFile(model)),
    test("backend/test/setup.ts", templateText("workers/templates/backend/test/setup.ts")),
    test("backend/test/env.d.ts", fill(templateText("workers/templates/backend/test/env.d.ts"), {})),
    ...nodeRuleHookFiles(model),
  ],
};
