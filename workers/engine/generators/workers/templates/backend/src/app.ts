import { Hono } from "hono";
import { allowOrigin, readJsonBody } from "./http/middleware.js";
import { answerError, unknownRoute, type AppEnv } from "./http/errors.js";
{{imports}}
import type { Services } from "./services.js";

/** The {{appName}} API: every route under /api, one error shape. */
export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", allowOrigin(services.config.corsOrigin));
  app.use("/api/*", readJsonBody());

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  {{open}}
  {{guard}}
  {{mounts}}

  app.notFound(unknownRoute);
  app.onError(answerError);
  return app;
}
