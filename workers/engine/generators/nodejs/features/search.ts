import type { AppModel } from "../../../model";
import { code, lines, literal, test } from "../../files";
import { sampleValue } from "../../samples";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";

function routes(model: AppModel): string {
  const sources = model.entities.map(
    (entity) =>
      `    { type: ${literal(entity.label)}, route: ${literal(entity.route)}, title: ${literal(entity.displayField)}, list: () => repositories.${entity.camelPlural}.list() },`,
  );
  return lines(
    `import { Router } from "express";`,
    `import { z } from "zod";`,
    `import { handle } from "../../http/errors.js";`,
    `import type { Services } from "../../services.js";`,
    "",
    "export interface SearchHit {",
    "  type: string;",
    "  route: string;",
    "  id: string;",
    "  title: string;",
    "}",
    "",
    "interface Source {",
    "  type: string;",
    "  route: string;",
    "  title: string;",
    "  list(): Promise<{ id: string }[]>;",
    "}",
    "",
    `const query = z.object({ q: z.string().trim().min(1, "Type something to search for").max(100) });`,
    "const MAX_HITS = 50;",
    "",
    "const textOf = (record: { id: string }) =>",
    "  Object.entries(record)",
    `    .filter(([key, value]) => key !== "id" && typeof value === "string")`,
    `    .map(([, value]) => String(value).toLowerCase());`,
    "",
    "/**",
    " * /api/search?q=: every record whose text contains the query, across record types. It scans the",
    " * repositories, which is right for thousands of records; past that, add a full-text index to the database.",
    " */",
    "export function searchRoutes({ repositories }: Services): Router {",
    "  const sources: Source[] = [",
    ...sources,
    "  ];",
    "  const router = Router();",
    "  router.get(",
    `    "/",`,
    "    handle(async (req, res) => {",
    "      const needle = query.parse(req.query).q.toLowerCase();",
    "      const hits: SearchHit[] = [];",
    "      for (const source of sources) {",
    "        for (const record of await source.list()) {",
    "          if (!textOf(record).some((text) => text.includes(needle))) continue;",
    "          const title = (record as unknown as Record<string, unknown>)[source.title];",
    "          hits.push({ type: source.type, route: source.route, id: record.id, title: String(title ?? record.id) });",
    "        }",
    "      }",
    "      res.json(hits.slice(0, MAX_HITS));",
    "    }),",
    "  );",
    "  return router;",
    "}",
  );
}

function searchTest(model: AppModel): string {
  const searchable = model.entities.find((entity) =>
    entity.fields.some((field) => field.kind === "string" && !field.format?.match(/email|url/)),
  );
  const field = searchable?.fields.find((candidate) => candidate.kind === "string" && !candidate.format?.match(/email|url/));
  return lines(
    `import { describe, expect, it } from "vitest";`,
    searchable && `import { ${searchable.camel}Input } from "./fixtures.js";`,
    `import { createTestClient } from "./helpers.js";`,
    "",
    `describe("/api/search", () => {`,
    searchable &&
      field &&
      lines(
        `  it(${literal(`finds ${searchable.pluralLabel.toLowerCase()} by their text`)}, async () => {`,
        "    const client = await createTestClient();",
        `    const created = await client.post(${literal(`/api/${searchable.route}`)}).send(await ${searchable.camel}Input(client)).expect(201);`,
        `    const response = await client.get("/api/search").query({ q: ${literal(String(sampleValue(searchable, field)).toUpperCase())} }).expect(200);`,
        `    expect(response.body).toContainEqual(expect.objectContaining({ route: ${literal(searchable.route)}, id: created.body.id }));`,
        "  });",
        "",
      ),
    `  it("answers an empty list when nothing matches, and 400 without a query", async () => {`,
    "    const client = await createTestClient();",
    `    const response = await client.get("/api/search").query({ q: "no record says this" }).expect(200);`,
    "    expect(response.body).toEqual([]);",
    `    await client.get("/api/search").expect(400);`,
    "  });",
    "});",
  );
}

export const searchBackend: BackendFeature = {
  feature: "search",
  emitter: backendFeatureEmitter("search", {
    name: "Search API",
    description: "One search endpoint over the text of every record type, case-insensitive, with links back to each record.",
    emit: (model) => [
      code("backend/src/features/search/routes.ts", "backend", routes(model)),
      test("backend/test/search.test.ts", searchTest(model)),
    ],
  }),
  routes: {
    imports: [`import { searchRoutes } from "./features/search/routes.js";`],
    mounts: [`app.use("/api/search", searchRoutes(services));`],
  },
};
