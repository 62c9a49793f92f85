import type { Router } from "express";
import { productInput, type Product } from "../domain/product.js";
import { crudRoutes } from "../http/crud.js";
import type { Services } from "../services.js";
import { ownedRecords } from "../features/auth/ownership.js";

/** /api/products: list, create, read, replace and delete products. */
export function productRoutes({ repositories, events }: Services): Router {
  return crudRoutes<Product>({
    label: "Product",
    topic: "products",
    repository: repositories.products,
    schema: productInput,
    references: [],
    states: [],
    events,
    access: ownedRecords(repositories),
  });
}
