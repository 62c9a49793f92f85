import type { AppModel } from "../../../model";
import { code, fill, literal, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";
import routes from "../templates/backend/src/features/live/routes.ts?raw";
import liveTestTemplate from "../templates/backend/test/live.test.ts?raw";

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return "";
  return fill(liveTestTemplate, {
    camel: entity.camel,
    path: literal(`/api/${entity.route}`),
    topic: literal(`"topic":"${entity.route}"`),
  });
}

export const realtimeBackend: BackendFeature = {
  feature: "real-time",
  emitter: backendFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to open screens.",
    emit: (model) => [
      code("backend/src/features/live/routes.ts", "backend", routes),
      test("backend/test/live.test.ts", liveTest(model)),
    ],
  }),
  routes: {
    imports: [`import { liveRoutes } from "./features/live/routes.js";`],
    mounts: [`app.use("/api/live", liveRoutes(services));`],
  },
};
