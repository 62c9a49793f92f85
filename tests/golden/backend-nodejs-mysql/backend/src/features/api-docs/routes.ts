import { Router } from "express";
import { openApiDocument } from "../../openapi.js";

/** /api/openapi.json: the machine-readable description of this API, for clients and API tools. */
export function openApiRoutes(): Router {
  const router = Router();
  router.get("/", (_req, res) => {
    res.json(openApiDocument);
  });
  return router;
}
