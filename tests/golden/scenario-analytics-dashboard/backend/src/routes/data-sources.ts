import type { Router } from "express";
import { dataSourceInput, type DataSource } from "../domain/data-source.js";
import { crudRoutes } from "../http/crud.js";
import type { Services } from "../services.js";

/** /api/data-sources: list, create, read, replace and delete data sources. */
export function dataSourceRoutes({ repositories, events }: Services): Router {
  return crudRoutes<DataSource>({
    label: "Data source",
    topic: "data-sources",
    repository: repositories.dataSources,
    schema: dataSourceInput,
    references: [],
    states: [],
    events,
  });
}
