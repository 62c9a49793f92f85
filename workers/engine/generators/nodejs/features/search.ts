import type { AppModel } from "../../../model";
import { code, lines, literal, test } from "../../files";
import { sampleValue } from "../../samples";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import { ownsRecords } from "../../shared/backend/roles";
import type { BackendFeature } from "../feature";
import { fillBlocks } from "../../fill-blocks";
import { templateText } from "../../template-texts";

/** One search source per record type: its label, route, title field and repository. */
const sources = (model: AppModel) =>
  lines(
    ...model.entities.map(
      (entity) =>
        `{ type: ${literal(entity.label)}, route: ${literal(entity.route)}, title: ${literal(entity.displayField)}, list: () => repositories.${entity.camelPlural}.list() },`,
    ),
  );

/** src/features/search/routes.ts; where a role owns record types, it finds only its own records of those. */
function routesFile(model: AppModel): string {
  const owning = ownsRecords(model);
  return fillBlocks(templateText("nodejs/templates/backend/src/features/search/routes.ts"), {
    sources: sources(model),
    accessImport: owning ? `import { ownedRecords } from "../auth/ownership.js";` : "",
    access: owning ? "const access = ownedRecords(repositories);" : "",
    visible: owning
      ? `const visible = typeof res.locals.userId === "string" ? await access.visible(res.locals.userId, source.route) : undefined;`
      : "",
    hidden: owning ? "if (visible && !visible.has(record.id)) continue;" : "",
  });
}

/** test/search.test.ts; the Workers backend runs the same test through its own helpers. */
export function searchTest(model: AppModel): string {
  const searchable = model.entities.find((entity) =>
    entity.fields.some((field) => field.kind === "string" && !field.format?.match(/email|url/)),
  );
  const field = searchable?.fields.find((candidate) => candidate.kind === "string" && !candidate.format?.match(/email|url/));
  const finds =
    searchable && field
      ? lines(
          `it(${literal(`finds ${searchable.pluralLabel.toLowerCase()} by their text`)}, async () => {`,
          "  const client = await createTestClient();",
          `  const created = await client.post(${literal(`/api/${searchable.route}`)}).send(await ${searchable.camel}Input(client)).expect(201);`,
          `  const response = await client.get("/api/search").query({ q: ${literal(String(sampleValue(searchable, field)).toUpperCase())} }).expect(200);`,
          `  expect(response.body).toContainEqual(expect.objectContaining({ route: ${literal(searchable.route)}, id: created.body.id }));`,
          "});",
          "",
        )
      : "";
  return fillBlocks(templateText("nodejs/templates/backend/test/search.test.ts"), {
    fixtureImport: searchable ? `import { ${searchable.camel}Input } from "./fixtures.js";` : "",
    findsTest: finds,
  });
}

export const searchBackend: BackendFeature = {
  feature: "search",
  emitter: backendFeatureEmitter("search", {
    name: "Search API",
    description: "One search endpoint over the text of every record type, case-insensitive, with links back to each record.",
    emit: (model) => [
      code("backend/src/features/search/routes.ts", "backend", routesFile(model)),
      test("backend/test/search.test.ts", searchTest(model)),
    ],
  }),
  routes: {
    imports: [`import { searchRoutes } from "./features/search/routes.js";`],
    mounts: [`app.use("/api/search", searchRoutes(services));`],
  },
};
