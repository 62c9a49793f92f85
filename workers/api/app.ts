import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { agents } from "./agents";
import { auth } from "./auth";
import { aiCost, costOptimization } from "./cost";
import type { AppEnv } from "./context";
import { ApiError, errorResponse, notFound } from "./errors";
import { requireAuth, withServices } from "./middleware";
import { deploymentsApi } from "./deployments";
import { drafts } from "./drafts";
import { integrationsApi } from "./integrations";
import { previews } from "./previews";
import { projectFiles } from "./project-files";
import { projects } from "./projects";
import { publicationsApi } from "./publications";
import { users } from "./users";

/**
 * The most any API request may send: a published preview build (3 MB of script, 0.5 MB of styles) with room
 * for its JSON. Counted as the body streams, so a chunked body without a length is stopped at the limit too.
 */
export const MAX_API_BODY_BYTES = 8 * 1024 * 1024;

export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "The request is larger than the 8 MB an AppForge request may be.");
      },
    }),
  )
  .use(withServices)
  .use(requireAuth)
  .get("/health", (c) => c.json({ success: true, status: "ok" }))
  .route("/auth", auth)
  .route("/users", users)
  .route("/projects", drafts)
  .route("/projects", projects)
  .route("/projects", deploymentsApi)
  .route("/projects", publicationsApi)
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
