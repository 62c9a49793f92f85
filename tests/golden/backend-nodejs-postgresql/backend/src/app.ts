import express, { type Express } from "express";
import { allowOrigin } from "./http/cors.js";
import { errorHandler, unknownRoute } from "./http/errors.js";
import { productRoutes } from "./routes/products.js";
import { orderRoutes } from "./routes/orders.js";
import { customerRoutes } from "./routes/customers.js";
import { pickupSlotRoutes } from "./routes/pickup-slots.js";
import { productionListRoutes } from "./routes/production-lists.js";
import { requireAuth } from "./features/auth/guard.js";
import { requireWriteRole } from "./features/auth/roles.js";
import { authRoutes } from "./features/auth/routes.js";
import { paymentRoutes } from "./features/payments/routes.js";
import { notificationRoutes } from "./features/notifications/routes.js";
import { openApiRoutes } from "./features/api-docs/routes.js";
import { analyticsRoutes } from "./features/analytics/routes.js";
import { searchRoutes } from "./features/search/routes.js";
import { uploadRoutes } from "./features/uploads/routes.js";
import { liveRoutes } from "./features/live/routes.js";
import type { Services } from "./services.js";

/** The Crumb & Co Bakery API: every route under /api, one error shape. */
export function createApp(services: Services): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(allowOrigin(services.config.corsOrigin));
  app.use(express.json({ limit: "1mb" }));

  app.get("/api/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/api/auth", authRoutes(services));
  app.use("/api/openapi.json", openApiRoutes());
  app.use("/api", requireAuth(services.config.authSecret), requireWriteRole(services.repositories));
  app.use("/api/products", productRoutes(services));
  app.use("/api/orders", orderRoutes(services));
  app.use("/api/customers", customerRoutes(services));
  app.use("/api/pickup-slots", pickupSlotRoutes(services));
  app.use("/api/production-lists", productionListRoutes(services));
  app.use("/api/payments", paymentRoutes(services));
  app.use("/api/notifications", notificationRoutes(services));
  app.use("/api/analytics", analyticsRoutes(services));
  app.use("/api/search", searchRoutes(services));
  app.use("/api/uploads", uploadRoutes(services));
  app.use("/api/live", liveRoutes(services));

  app.use("/api", unknownRoute);
  app.use(errorHandler);
  return app;
}
