import express, { type Express } from "express";
import { allowOrigin } from "./http/cors.js";
import { errorHandler, unknownRoute } from "./http/errors.js";
{{imports}}
import type { Services } from "./services.js";

/** The {{appName}} API: every route under /api, one error shape. */
export function createApp(services: Services): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(allowOrigin(services.config.corsOrigin));
  app.use(express.json({ limit: "1mb" }));

  app.get("/api/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  {{open}}
  {{guard}}
  {{mounts}}

  app.use("/api", unknownRoute);
  app.use(errorHandler);
  return app;
}
