import express, { type Express } from "express";
import { allowOrigin } from "./http/cors.js";
import { errorHandler, unknownRoute } from "./http/errors.js";
import { metricRoutes } from "./routes/metrics.js";
import { reportRoutes } from "./routes/reports.js";
import { dataSourceRoutes } from "./routes/data-sources.js";
import { analyticsRoutes } from "./features/analytics/routes.js";
import type { Services } from "./services.js";

/** The Metrics API: every route under /api, one error shape. */
export function createApp(services: Services): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(allowOrigin(services.config.corsOrigin));
  app.use(express.json({ limit: "1mb" }));

  app.get("/api/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/api/metrics", metricRoutes(services));
  app.use("/api/reports", reportRoutes(services));
  app.use("/api/data-sources", dataSourceRoutes(services));
  app.use("/api/analytics", analyticsRoutes(services));

  app.use("/api", unknownRoute);
  app.use(errorHandler);
  return app;
}
