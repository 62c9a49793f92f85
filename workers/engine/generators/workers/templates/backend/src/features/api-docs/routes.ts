import { Hono } from "hono";
import type { AppEnv } from "../../http/errors.js";
import { openApiDocument } from "../../openapi.js";

/** /api/openapi.json: the machine-readable description of this API, for clients and API tools. */
export function openApiRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => c.json(openApiDocument));
  return routes;
}
