import type { Hono } from "hono";
import { productionListInput, type ProductionList } from "../domain/production-list.js";
import { crudRoutes } from "../http/crud.js";
import type { AppEnv } from "../http/errors.js";
import type { Services } from "../services.js";
import { ownedRecords } from "../features/auth/ownership.js";

/** /api/production-lists: list, create, read, replace and delete production lists. */
export function productionListRoutes({ repositories, events }: Services): Hono<AppEnv> {
  return crudRoutes<ProductionList>({
    label: "Production list",
    topic: "production-lists",
    repository: repositories.productionLists,
    schema: productionListInput,
    references: [],
    states: [],
    events,
    access: ownedRecords(repositories),
  });
}
