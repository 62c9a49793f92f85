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
import app from "./templates/backend/src/app.ts?raw";
import config from "./templates/backend/src/config.ts?raw";
import events from "./templates/backend/src/events.ts?raw";
import crud from "./templates/backend/src/http/crud.ts?raw";
import errors from "./templates/backend/src/http/errors.ts?raw";
import middleware from "./templates/backend/src/http/middleware.ts?raw";
import index from "./templates/backend/src/index.ts?raw";
import entityRoutes from "./templates/backend/src/routes/[route].ts?raw";
import services from "./templates/backend/src/services.ts?raw";
import configTest from "./templates/backend/test/config.test.ts?raw";
import workerTest from "./templates/backend/test/worker.test.ts?raw";

/** The Worker's features this app has, in the canonical order. */
export const chosenWorkersFeatures = (model: AppModel): BackendFeature[] =>
  WORKERS_FEATURES.filter((entry) => model.features.includes(entry.feature));

function configFile(features: BackendFeature[]): string {
  return fillBlocks(config, {
    fields: lines(...features.flatMap((entry) => entry.config ?? []).map((entry) => `${entry.field};`)),
    reads: lines(...features.flatMap((entry) => entry.config ?? []).map((entry) => `${entry.read},`)),
    helpers: lines(...features.flatMap((entry) => entry.configHelpers ?? []).flatMap((helper) => ["", helper])),
  });
}

function servicesFile(features: BackendFeature[]): string {
  const extra = features.flatMap((entry) => entry.services ?? []);
  return fillBlocks(services, {
    imports: lines(...extra.flatMap((service) => service.imports)),
    fields: lines(...extra.map((service) => `${service.field};`)),
    creates: lines(...extra.map((service) => `${service.create},`)),
  });
}

function appFile(model: AppModel, features: BackendFeature[]): string {
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  return fillBlocks(app, {
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
    fillBlocks(entityRoutes, {
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
    code("backend/src/http/errors.ts", "backend", errors),
    code("backend/src/http/middleware.ts", "backend", middleware),
    code("backend/src/http/crud.ts", "backend", fillBlocks(crud, { ...nodeCrudHookSlots(model), ...crudOwnerSlots(model) })),
    code("backend/src/events.ts", "backend", fillBlocks(events, { owners: changeOwners(model) })),
    code("backend/src/config.ts", "backend", configFile(features)),
    code("backend/src/services.ts", "backend", servicesFile(features)),
    code("backend/src/app.ts", "backend", appFile(model, features)),
    code("backend/src/index.ts", "backend", index),
    ...model.entities.map((entity) => entityRoutesFile(model, entity)),
    test("backend/test/config.test.ts", fillBlocks(configTest, { secretTests: model.features.includes("auth") ? SECRET_TESTS : "" })),
    test("backend/test/worker.test.ts", workerTest),
  ];
}
