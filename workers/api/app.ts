import { Hono } from "hono";
import { auth } from "./auth";
import type { AppEnv } from "./context";
import { errorResponse, notFound } from "./errors";
import { requireAuth, withServices } from "./middleware";
import { projects } from "./projects";
import { users } from "./users";

export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(withServices)
  .use(requireAuth)
  .get("/health", (c) => c.json({ success: true, status: "ok" }))
  .route("/auth", auth)
  .route("/users", users)
  .route("/projects", projects);

api.notFound((c) => errorResponse(notFound("No such API route"), c));
api.onError(errorResponse);
