import type { AppModel } from "../../../model";
import { code, fill, lines, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";
import { fillBlocks } from "../../fill-blocks";
import routes from "../templates/backend/src/features/analytics/routes.ts?raw";
import analyticsTest from "../templates/backend/test/analytics.test.ts?raw";

/** The summary counts the records of every type, keyed by route. */
const recordCounts = (model: AppModel) =>
  lines(...model.entities.map((entity) => `${JSON.stringify(entity.route)}: (await repositories.${entity.camelPlural}.list()).length,`));

/** What the summary answers on a fresh app: no records of any type. */
const noRecords = (model: AppModel) => JSON.stringify(Object.fromEntries(model.entities.map((entity) => [entity.route, 0])));

export const analyticsBackend: BackendFeature = {
  feature: "analytics",
  emitter: backendFeatureEmitter("analytics", {
    name: "Analytics API",
    description: "Usage events stored as records, and a summary of event counts and record counts for reports.",
    emit: (model) => [
      code("backend/src/features/analytics/routes.ts", "backend", fillBlocks(routes, { records: recordCounts(model) })),
      test("backend/test/analytics.test.ts", fill(analyticsTest, { records: noRecords(model) })),
    ],
  }),
  routes: {
    imports: [`import { analyticsRoutes } from "./features/analytics/routes.js";`],
    mounts: [`app.use("/api/analytics", analyticsRoutes(services));`],
  },
};
