import type { AppModel, Entity } from "../../model";
import { code, lines, literal, test } from "../files";
import { fillBlocks } from "../fill-blocks";
import type { BackendFeature } from "../nodejs/feature";
import { domainNames } from "../nodejs/domain";
import { changeOwners, crudOwnerSlots } from "../nodejs/http";
import { nodeCrudHookSlots } from "../nodejs/rule-hook";
import { referencesBlock, routesName, statesBlock } from "../nodejs/wiring";
import { ownsRecords } from "../shared/backend/roles";
import type { GeneratedFile } from "../types";
import { WORKERS_FEATURES } from "./features";
import { templateText } from "../template-texts";

/** The Worker's features this app has, in the canonical order. */
export const chosenWorkersFeatures = (model: AppModel): BackendFeature[] =>
  WORKERS_FEATURES.filter((entry) => model.features.includes(entry.feature));

function configFile(features: BackendFeature[]): string {
  return fillBlocks(templateText("workers/templates/backend/src/config.ts"), {
    fields: lines(...features.flatMap((entry) => entry.config ?? []).map((entry) => `${entry.field};`)),
    reads: lines(...features.flatMap((entry) => entry.config ?? []).map((entry) => `${entry.read},`)),
    helpers: lines(...features.flatMap((entry) => entry.configHelpers ?? []).flatMap((helper) => ["", helper])),
  });
}

function servicesFile(features: BackendFeature[]): string {
  const extra = features.flatMap((entry) => entry.services ?? []);
  return fillBlocks(templateText("workers/templates/backend/src/services.ts"), {
    imports: lines(...extra.flatMap((service) => service.imports)),
    fields: lines(...extra.map((service) => `${service.field};`)),
    creates: lines(...extra.map((service) => `${service.create},`)),
  });
}

function appFile(model: AppModel, features: BackendFeature[]): string {
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  return fillBlocks(templateText("workers/templates/backend/src/app.ts"), {
    imports: lines(
      ...model.entities.map((entity) => `import { ${routesName(model, entity.route)} } from "./routes/${entity.route}.js";`),
      ...routes.flatMap((entry) => entry.imports),
    ),
    appName: model.name,
    open: lines(...routes.flatMap((entry) => entry.open ?? [])),
    guard: lines(...routes.flatMap((entry) => entry.guard ?? [])),
    mounts: lines(
      ...model.entities.map((entity) => `app.route(${literal(`/api/${entity.route}`)}, ${routesName(model, entity.route)}(services));`),
      ...routes.flatMap((entry) => entry.mounts ?? []),
    ),
  });
}

function entityRoutesFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = domainNames(entity);
  const owning = ownsRecords(model);
  return code(
    `backend/src/routes/${entity.route}.ts`,
    "backend",
    fillBlocks(templateText("workers/templates/backend/src/routes/[route].ts"), {
      schema: names.schema,
      type: names.type,
      module: names.module.slice(2),
      route: entity.route,
      records: entity.pluralLabel.toLowerCase(),
      routesName: routesName(model, entity.route),
      label: literal(entity.label),
      topic: literal(entity.route),
      repository: entity.camelPlural,
      references: referencesBlock(model, entity),
      states: statesBlock(entity),
      accessImport: owning ? `import { ownedRecords } from "../features/auth/ownership.js";` : "",
      access: owning ? "access: ownedRecords(repositories)," : "",
    }),
  );
}

/** config.test.ts's cases for the token secret, when the app has accounts. */
const SECRET_TESTS = lines(
  "",
  `it("refuses production without AUTH_SECRET or with one shorter than 32 characters", () => {`,
  `  expect(() => readConfig({ APP_ENV: "production" })).toThrow(/AUTH_SECRET/);`,
  `  expect(() => readConfig({ APP_ENV: "production", AUTH_SECRET: randomText(16).slice(1) })).toThrow(/32 characters/);`,
  "  expect(readConfig(PRODUCTION).authSecret).toBe(PRODUCTION.AUTH_SECRET);",
  "});",
  "",
  `it("outside production makes a random secret for each isolate when none is set", () => {`,
  "  const first = readConfig({}).authSecret;",
  "  expect(first.length).toBeGreaterThanOrEqual(32);",
  "  expect(readConfig({}).authSecret).not.toBe(first);",
  "  const short = randomText(4);",
  "  expect(readConfig({ AUTH_SECRET: short }).authSecret).toBe(short);",
  "});",
);

/** The HTTP layer and the Worker's wiring: errors, middleware, the CRUD routes, config, services, app and entry. */
export function workersWiringFiles(model: AppModel): GeneratedFile[] {
  const features = chosenWorkersFeatures(model);
  return [
    code("backend/src/http/errors.ts", "backend", templateText("workers/templates/backend/src/http/errors.ts")),
    code("backend/src/http/middleware.ts", "backend", templateText("workers/templates/backend/src/http/middleware.ts")),
    code("backend/src/http/crud.ts", "backend", fillBlocks(templateText("workers/templates/backend/src/http/crud.ts"), { ...nodeCrudHookSlots(model), ...crudOwnerSlots(model) })),
    code("backend/src/events.ts", "backend", fillBlocks(templateText("workers/templates/backend/src/events.ts"), { owners: changeOwners(model) })),
    code("backend/src/config.ts", "backend", configFile(features)),
    code("backend/src/services.ts", "backend", servicesFile(features)),
    code("backend/src/app.ts", "backend", appFile(model, features)),
    code("backend/src/index.ts", "backend", templateText("workers/templates/backend/src/index.ts")),
    ...model.entities.map((entity) => entityRoutesFile(model, entity)),
    test("backend/test/config.test.ts", fillBlocks(templateText("workers/templates/backend/test/config.test.ts"), { secretTests: model.features.includes("auth") ? SECRET_TESTS : "" })),
    test("backend/test/worker.test.ts", templateText("workers/templates/backend/test/worker.test.ts")),
  ];
}
