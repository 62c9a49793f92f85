import type { Router } from "express";
import { itemInput, type Item } from "../domain/item.js";
import { crudRoutes } from "../http/crud.js";
import type { Services } from "../services.js";

/** /api/items: list, create, read, replace and delete items. */
export function itemRoutes({ repositories, events }: Services): Router {
  return crudRoutes<Item>({
    label: "Item",
    topic: "items",
    repository: repositories.items,
    schema: itemInput,
    references: [],
    states: [],
    events,
  });
}
