import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";

function routes(model: AppModel): string {
  return lines(
    `import { Router } from "express";`,
    `import { z } from "zod";`,
    `import { handle } from "../../http/errors.js";`,
    `import type { Services } from "../../services.js";`,
    "",
    "const usageEvent = z.object({",
    "  name: z.string().trim().min(1).max(100),",
    "  path: z.string().trim().max(500).nullable().default(null),",
    "});",
    "",
    "/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */",
    "export function analyticsRoutes({ repositories }: Services): Router {",
    "  const router = Router();",
    "  router.post(",
    `    "/events",`,
    "    handle(async (req, res) => {",
    "      const input = usageEvent.parse(req.body);",
    "      const created = await repositories.analyticsEvents.create({ ...input, occurredAt: new Date().toISOString() });",
    "      res.status(201).json(created);",
    "    }),",
    "  );",
    "  router.get(",
    `    "/summary",`,
    "    handle(async (_req, res) => {",
    "      const records = {",
    ...model.entities.map((entity) => `        ${JSON.stringify(entity.route)}: (await repositories.${entity.camelPlural}.list()).length,`),
    "      };",
    "      const events: Record<string, number> = {};",
    "      for (const event of await repositories.analyticsEvents.list()) {",
    "        events[event.name] = (events[event.name] ?? 0) + 1;",
    "      }",
    "      res.json({ records, events });",
    "    }),",
    "  );",
    "  return router;",
    "}",
  );
}

const analyticsTest = (model: AppModel) => `
import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

describe("/api/analytics", () => {
  it("counts usage events by name and records by type", async () => {
    const client = await createTestClient();
    await client.post("/api/analytics/events").send({ name: "page_view", path: "/" }).expect(201);
    await client.post("/api/analytics/events").send({ name: "page_view", path: "/" }).expect(201);
    await client.post("/api/analytics/events").send({ name: "signup" }).expect(201);
    const summary = await client.get("/api/analytics/summary").expect(200);
    expect(summary.body.events).toEqual({ page_view: 2, signup: 1 });
    expect(summary.body.records).toEqual(${JSON.stringify(Object.fromEntries(model.entities.map((entity) => [entity.route, 0])))});
  });

  it("rejects an event without a name", async () => {
    const client = await createTestClient();
    await client.post("/api/analytics/events").send({}).expect(400);
  });
});
`;

export const analyticsBackend: BackendFeature = {
  feature: "analytics",
  emitter: backendFeatureEmitter("analytics", {
    name: "Analytics API",
    description: "Usage events stored as records, and a summary of event counts and record counts for reports.",
    emit: (model) => [
      code("backend/src/features/analytics/routes.ts", "backend", routes(model)),
      test("backend/test/analytics.test.ts", analyticsTest(model)),
    ],
  }),
  routes: {
    imports: [`import { analyticsRoutes } from "./features/analytics/routes.js";`],
    mounts: [`app.use("/api/analytics", analyticsRoutes(services));`],
  },
};
