import type { Hono } from "hono";
import { customerInput, type Customer } from "../domain/customer.js";
import { crudRoutes } from "../http/crud.js";
import type { AppEnv } from "../http/errors.js";
import type { Services } from "../services.js";
import { ownedRecords } from "../features/auth/ownership.js";

/** /api/customers: list, create, read, replace and delete customers. */
export function customerRoutes({ repositories, events }: Services): Hono<AppEnv> {
  return crudRoutes<Customer>({
    label: "Customer",
    topic: "customers",
    repository: repositories.customers,
    schema: customerInput,
    references: [],
    states: [],
    events,
    access: ownedRecords(repositories),
  });
}
