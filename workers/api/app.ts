import { Hono } from "hono";
import { agents } from "./agents";
import { auth } from "./auth";
import { aiCost, costOptimization } from "./cost";
import type { AppEnv } from "./context";
import { errorResponse, notFound } from "./errors";
import { requireAuth, withServices } from "./middleware";
import { deploymentsApi } from "./deployments";
import { integrationsApi } from "./integrations";
import { previews } from "./previews";
import { projectFiles } from "./project-files";
import { projects } from "./projects";
import { users } from "./users";

export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(withServices)
  .use(requireAuth)
  .get("/health", (c) => c.json({ success: true, status: "ok" }))
  .route("/auth", auth)
  .route("/users", users)
  .route("/projects", projects)
  .route("/projects", deploymentsApi)
  .route("/integrations", integrationsApi)
  .route("/agents", agents)
  .route("/project-files", projectFiles)
  .route("/project-files", previews)
  .route("/cost-optimization", costOptimization)
  .route("/ai", aiCost);

api.notFound((c) => errorResponse(notFound("No such API route"), c));
api.onError(errorResponse);

/** The API's routes as a type: the browser's typed client (`hono/client`) is built from it. */
export type AppType = typeof api;
