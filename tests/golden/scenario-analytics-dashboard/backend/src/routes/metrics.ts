import type { Router } from "express";
import { metricInput, type Metric } from "../domain/metric.js";
import { crudRoutes } from "../http/crud.js";
import type { Services } from "../services.js";

/** /api/metrics: list, create, read, replace and delete metrics. */
export function metricRoutes({ repositories, events }: Services): Router {
  return crudRoutes<Metric>({
    label: "Metric",
    topic: "metrics",
    repository: repositories.metrics,
    schema: metricInput,
    references: [
      {
        field: "dataSourceId",
        label: "Data source",
        exists: async (id) => (await repositories.dataSources.get(id)) !== undefined,
      },
    ],
    states: [],
    events,
  });
}
