import type { AppModel, Entity } from "../../model";
import { ruleNote } from "../../model/rules";
import { code, lines, literal, test } from "../files";
import type { GeneratedFile } from "../types";
import { ownedRoutes, ownsRecords } from "../shared/backend/roles";
import { domainNames } from "./domain";
import type { BackendFeature } from "./feature";
import { BACKEND_FEATURES } from "./features";
import { fillBlocks } from "../fill-blocks";
import { templateText } from "../template-texts";

/** The features of this app that have server code, in the canonical feature order. */
export const chosenBackendFeatures = (model: AppModel): BackendFeature[] =>
  BACKEND_FEATURES.filter((entry) => model.features.includes(entry.feature));

export const routesName = (model: AppModel, route: string) => {
  const entity = model.entities.find((candidate) => candidate.route === route);
  return `${entity?.camel ?? "record"}Routes`;
};

/** src/config.ts: the base settings, then each feature's, each read from the environment. */
function configFile(features: BackendFeature[]): string {
  const extra = features.flatMap((entry) => entry.config ?? []);
  const helpers = features.flatMap((entry) => entry.configHelpers ?? []);
  return fillBlocks(templateText("nodejs/templates/backend/src/config.ts"), {
    fields: lines(...extra.map((entry) => `${entry.field};`)),
    reads: lines(...extra.map((entry) => `${entry.read},`)),
    helpers: lines(...helpers.flatMap((helper) => ["", helper])),
  });
}

/** src/services.ts: the change events, then each feature's long-lived services. */
function servicesFile(features: BackendFeature[]): string {
  const extra = features.flatMap((entry) => entry.services ?? []);
  return fillBlocks(templateText("nodejs/templates/backend/src/services.ts"), {
    imports: lines(...extra.flatMap((service) => service.imports)),
    fields: lines(...extra.map((service) => `${service.field};`)),
    creates: lines(...extra.map((service) => `${service.create},`)),
  });
}

/** src/app.ts: the open routes, the sign-in guard, then every record's routes and the features' routes. */
function appFile(model: AppModel, features: BackendFeature[]): string {
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  return fillBlocks(templateText("nodejs/templates/backend/src/app.ts"), {
    imports: lines(
      ...model.entities.map((entity) => `import { ${routesName(model, entity.route)} } from "./routes/${entity.route}.js";`),
      ...routes.flatMap((entry) => entry.imports),
    ),
    appName: model.name,
    open: lines(...routes.flatMap((entry) => entry.open ?? [])),
    guard: lines(...routes.flatMap((entry) => entry.guard ?? [])),
    mounts: lines(
      ...model.entities.map((entity) => `app.use(${literal(`/api/${entity.route}`)}, ${routesName(model, entity.route)}(services));`),
      ...routes.flatMap((entry) => entry.mounts ?? []),
    ),
  });
}

/** The check that a referenced record exists, for each reference field of a record. */
export function referencesBlock(model: AppModel, entity: Entity): string {
  const owned = ownsRecords(model) ? ownedRoutes(model) : [];
  const references = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) return [];
    return [
      `  {`,
      `    field: ${literal(field.name)},`,
      `    label: ${literal(target.label)},`,
      `    exists: async (id) => (await repositories.${target.camelPlural}.get(id)) !== undefined,`,
      ...(owned.includes(target.route) ? [`    route: ${literal(target.route)},`] : []),
      `  },`,
    ];
  });
  return references.length > 0 ? lines("references: [", ...references, "],") : "references: [],";
}

/** The fields that walk through states, with the moves their rules allow (none: an empty list). */
export function statesBlock(entity: Entity): string {
  const rules = entity.rules.filter((rule) => rule.kind === "transitions");
  if (rules.length === 0) return "states: [],";
  const entries = rules.flatMap((rule) => {
    if (rule.kind !== "transitions") return [];
    const moves = rule.states.map((state) => `${JSON.stringify(state)}: ${JSON.stringify(rule.moves.filter((move) => move.from === state).map((move) => move.to))}`);
    return [`  // ${ruleNote(rule)}`, `  { field: ${literal(rule.field)}, states: ${JSON.stringify(rule.states)}, moves: { ${moves.join(", ")} } },`];
  });
  return lines("states: [", ...entries, "],");
}

function entityRoutesFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = domainNames(entity);
  const owning = ownsRecords(model);
  return code(
    `backend/src/routes/${entity.route}.ts`,
    "backend",
    fillBlocks(templateText("nodejs/templates/backend/src/routes/[route].ts"), {
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
  `it("refuses to start in production without AUTH_SECRET or with one shorter than 32 characters", () => {`,
  `  expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);`,
  `  expect(() => readConfig({ NODE_ENV: "production", AUTH_SECRET: randomBytes(16).toString("hex").slice(1) })).toThrow(/32 characters/);`,
  `  expect(readConfig(PRODUCTION).authSecret).toBe(PRODUCTION.AUTH_SECRET);`,
  "});",
  "",
  `it("outside production makes a random secret for each run when none is set", () => {`,
  "  const first = readConfig({}).authSecret;",
  "  expect(first.length).toBeGreaterThanOrEqual(32);",
  "  expect(readConfig({}).authSecret).not.toBe(first);",
  "  const short = randomBytes(4).toString(\"hex\");",
  "  expect(readConfig({ AUTH_SECRET: short }).authSecret).toBe(short);",
  "});",
);

/** The server's wiring: config, services, the app with every route mounted, the entry point. */
export function wiringFiles(model: AppModel): GeneratedFile[] {
  const features = chosenBackendFeatures(model);
  return [
    code("backend/src/config.ts", "backend", configFile(features)),
    code("backend/src/services.ts", "backend", servicesFile(features)),
    code("backend/src/app.ts", "backend", appFile(model, features)),
    code("backend/src/server.ts", "backend", fillBlocks(templateText("nodejs/templates/backend/src/server.ts"), { listening: literal(`${model.name} API listening on port `) })),
    test("backend/test/config.test.ts", fillBlocks(templateText("nodejs/templates/backend/test/config.test.ts"), { secretTests: model.features.includes("auth") ? SECRET_TESTS : "" })),
    ...model.entities.map((entity) => entityRoutesFile(model, entity)),
  ];
}
