import type { Hono } from "hono";
import { productInput, type Product } from "../domain/product.js";
import { crudRoutes } from "../http/crud.js";
import type { AppEnv } from "../http/errors.js";
import type { Services } from "../services.js";
import { ownedRecords } from "../features/auth/ownership.js";

/** /api/products: list, create, read, replace and delete products. */
export function productRoutes({ repositories, events }: Services): Hono<AppEnv> {
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
