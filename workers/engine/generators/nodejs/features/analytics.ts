import type { AppModel, Entity } from "../../../model";
import { code, indent, lines, literal, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import { ownedRoutes, ownsRecords, roleTestCase } from "../../shared/backend/roles";
import type { BackendFeature } from "../feature";
import { fillBlocks } from "../../fill-blocks";
import { registerOwner } from "./auth";
import { templateText } from "../../template-texts";

/**
 * The summary counts the records of every type, keyed by route. Where a role owns record types, an account of
 * that role counts only its own records of them (as the Python backend counts them); every other type, and every
 * other account, counts all.
 */
export function recordCounts(model: AppModel): string {
  const owned = ownsRecords(model) ? ownedRoutes(model) : [];
  return lines(
    ...model.entities.map((entity) => {
      const list = `await repositories.${entity.camelPlural}.list()`;
      const count = owned.includes(entity.route) ? `await seen(${JSON.stringify(entity.route)}, ${list})` : `(${list}).length`;
      return `${JSON.stringify(entity.route)}: ${count},`;
    }),
  );
}

/** src/features/analytics/routes.ts; where a role owns record types, its accounts count their own records of them. */
function routesFile(model: AppModel): string {
  const owning = ownsRecords(model);
  return fillBlocks(templateText("nodejs/templates/backend/src/features/analytics/routes.ts"), {
    accessImport: owning ? `import { ownedRecords } from "../auth/ownership.js";` : "",
    access: owning ? "const access = ownedRecords(repositories);" : "",
    seen: owning
      ? lines(
          "/** How many of a route's records the account sees: of a type its role owns, those it created. */",
          "const seen = async (route: string, records: { id: string }[]) => {",
          `  const visible = typeof res.locals.userId === "string" ? await access.visible(res.locals.userId, route) : undefined;`,
          "  return visible ? records.filter((record) => visible.has(record.id)).length : records.length;",
          "};",
        )
      : "",
    records: recordCounts(model),
  });
}

/** What the summary answers on a fresh app: no records of any type. */
const noRecords = (model: AppModel) => JSON.stringify(Object.fromEntries(model.entities.map((entity) => [entity.route, 0])));

/** The test that an account of the owning role counts only its own records of the type, the managing role all. */
function ownedCountTest(owned: Entity, role: string): string {
  const records = owned.pluralLabel.toLowerCase();
  return lines(
    "",
    `it(${literal(`counts for a ${role} only its own ${records}, for the managing role every one`)}, async () => {`,
    "  const client = await createTestClient();",
    indent(registerOwner("client.app"), 2),
    "  const counted = async (headers: Record<string, string>) =>",
    `    ((await request(client.app, headers).get("/api/analytics/summary").expect(200)).body as { records: Record<string, number> }).records[${literal(owned.route)}];`,
    `  const [mine, other] = [await register("avery@example.com"), await register("blake@example.com")];`,
    `  await request(client.app, mine).post(${literal(`/api/${owned.route}`)}).send(await ${owned.camel}Input(client)).expect(201);`,
    "  expect(await counted(other)).toBe(0);",
    "  expect(await counted(mine)).toBe(1);",
    "  expect(await counted(client.headers)).toBe(1);",
    `  await request(client.app, other).post(${literal(`/api/${owned.route}`)}).send(await ${owned.camel}Input(client)).expect(201);`,
    "  expect(await counted(other)).toBe(1);",
    "  expect(await counted(client.headers)).toBe(2);",
    "});",
  );
}

/** test/analytics.test.ts; the Workers backend runs the same test through its own helpers. */
export function analyticsTestFile(model: AppModel): string {
  const owned = ownsRecords(model) ? roleTestCase(model).owned : undefined;
  return fillBlocks(templateText("nodejs/templates/backend/test/analytics.test.ts"), {
    records: noRecords(model),
    ownedImport: owned ? `import { ${owned.camel}Input } from "./fixtures.js";` : "",
    requestImport: owned ? ", request" : "",
    ownedTest: owned ? ownedCountTest(owned, roleTestCase(model).signUp.label) : "",
  });
}

export const analyticsBackend: BackendFeature = {
  feature: "analytics",
  emitter: backendFeatureEmitter("analytics", {
    name: "Analytics API",
    description: "Usage events stored as records, and a summary of event counts and record counts for reports.",
    emit: (model) => [
      code("backend/src/features/analytics/routes.ts", "backend", routesFile(model)),
      test("backend/test/analytics.test.ts", analyticsTestFile(model)),
    ],
  }),
  routes: {
    imports: [`import { analyticsRoutes } from "./features/analytics/routes.js";`],
    mounts: [`app.use("/api/analytics", analyticsRoutes(services));`],
  },
};
