import { Hono } from "hono";
import { allowOrigin, readJsonBody } from "./http/middleware.js";
import { answerError, unknownRoute, type AppEnv } from "./http/errors.js";
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
export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", allowOrigin(services.config.corsOrigin));
  app.use("/api/*", readJsonBody());

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.route("/api/auth", authRoutes(services));
  app.route("/api/openapi.json", openApiRoutes());
  app.use("/api/*", requireAuth(services.config.authSecret), requireWriteRole(services.repositories));
  app.route("/api/products", productRoutes(services));
  app.route("/api/orders", orderRoutes(services));
  app.route("/api/customers", customerRoutes(services));
  app.route("/api/pickup-slots", pickupSlotRoutes(services));
  app.route("/api/production-lists", productionListRoutes(services));
  app.route("/api/payments", paymentRoutes(services));
  app.route("/api/notifications", notificationRoutes(services));
  app.route("/api/analytics", analyticsRoutes(services));
  app.route("/api/search", searchRoutes(services));
  app.route("/api/uploads", uploadRoutes(services));
  app.route("/api/live", liveRoutes(services));

  app.notFound(unknownRoute);
  app.onError(answerError);
  return app;
}
