import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { spendLimitsFrom } from "../ai/limits";
import { aiStatusOf } from "../ai/model-check";
import { createProjectBodySchema, listProjectsQuerySchema, projectIdParamSchema } from "../contract/projects";
import { issueSocketTicket, SOCKET_TICKET_TTL_SECONDS } from "../db/socket-tickets";
import { countProjectsOf, findProject, insertProject, listProjectsOfUser, ownerOf, toApiProject } from "../db/projects";
import { startsKey } from "../db/quotas";
import type { ProjectRow } from "../db/schema";
import type { Db } from "../db/client";
import { liveSession } from "../db/sessions";
import { validate, type AppEnv } from "./context";
import { ApiError, notFound, unauthorized } from "./errors";
import { shownProject } from "./preview-links";
import { SESSION_INVALID } from "./middleware";
import { requireOwnedProject } from "./owned-project";
import { projectQuotaExceeded, requireHourlyQuota } from "./quotas";
import { roomAnswer, roomFor } from "./rooms";

const PROJECT_NOT_FOUND = "Project not found";

// A malformed id names no project: it gets the same 404 as an unknown one or someone else's,
// so the answer never tells which ids exist.
const projectIdParam = zValidator("param", projectIdParamSchema, (result) => {
  if (!result.success) throw notFound(PROJECT_NOT_FOUND);
});

/**
 * Only a start or retry that starts work counts against the project's starts per hour: the room's own tests
 * (ProjectRoom.start: a draft or planning project; ProjectRoom.retryProject: a failed one). A start of a project
 * already under way answers so and costs nothing. Read before the room's call, so two calls racing on a
 * draft project may both count.
 */
const startsWork = (project: ProjectRow) => project.status === "draft" || project.status === "planning";
const restartsWork = (project: ProjectRow) => project.status === "failed";

const requireStartQuota = (db: Db, projectId: string, limit: number) => requireHourlyQuota(db, "starts", startsKey(projectId), limit);

export const projects = new Hono<AppEnv>()
  .post("/", validate("json", createProjectBodySchema), async (c) => {
    const body = c.req.valid("json");
    const owner = ownerOf(c.var.user);
    // Counted, then inserted: creates racing from one account may pass the quota by the few that raced.
    const limit = c.var.config.QUOTA_PROJECTS_PER_ACCOUNT;
    // The one write of a project that is the route's, not its room's: the insert is the project's beginning.
    // No other writer can know the id yet (it is made in this insert), so the room's serialized section would
    // guard nothing, and the quota it is counted against spans all the owner's projects, which no one room
    // sees. Every write after it is the room's.
    const count = await countProjectsOf(c.var.db, owner);
    if (count >= limit) throw projectQuotaExceeded(count, limit);
    const row = await insertProject(c.var.db, owner, {
      name: body.name,
      description: body.description,
      techStack: body.tech_stack,
      wizardData: body.wizard_data,
      // The operator's key pays for model calls: a new project starts with the operator's default limit.
      spendingLimitNanoUsd: spendLimitsFrom(c.env).projectDefaultNanoUsd,
    });
    return c.json({ project: toApiProject(row) }, 201);
  })
  // The session is checked here, in one D1 batch with the page (see SESSION_CHECKED_IN_ROUTE).
  .get("/", validate("query", listProjectsQuerySchema), async (c) => {
    const { db, claims } = c.var;
    const [live, rows] = await db.batch([liveSession(db, claims.sessionId, claims.userId), listProjectsOfUser(db, claims.userId, c.req.valid("query"))]);
    if (live.length === 0) throw unauthorized(SESSION_INVALID);
    return c.json({ projects: await Promise.all(rows.map((row) => shownProject(c, row))) });
  })
  .get("/:id", projectIdParam, async (c) => {
    const row = await findProject(c.var.db, ownerOf(c.var.user), c.req.valid("param").id);
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return c.json({ project: await shownProject(c, row) });
  })
  .post("/:id/start", projectIdParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    if (startsWork(project)) await requireStartQuota(c.var.db, project.id, c.var.config.QUOTA_STARTS_PER_PROJECT_PER_HOUR);
    const room = await roomFor(c.env, project.id);
    // The model settings are checked as the work starts: a model the endpoint does not serve is named in the
    // answer now, not first by the tasks that fail on it.
    const [started, settings] = await Promise.all([room.start(), aiStatusOf(c.env)]);
    const answer = roomAnswer(started);
    if (settings.problems.length === 0) return c.json(answer);
    return c.json({ ...answer, message: `${answer.message}. Check the model settings: ${settings.problems.join(" ")}` });
  })
  .post("/:id/retry", projectIdParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    if (restartsWork(project)) await requireStartQuota(c.var.db, project.id, c.var.config.QUOTA_STARTS_PER_PROJECT_PER_HOUR);
    const room = await roomFor(c.env, project.id);
    return c.json(roomAnswer(await room.retryProject()));
  })
  // The live channel's pass: the websocket URL carries this short-lived, single-use ticket, never the session token.
  .post("/:id/socket-ticket", projectIdParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const ticket = await issueSocketTicket(c.var.db, { userId: c.var.user.id, sessionId: c.var.sessionId }, project.id);
    return c.json({ success: true as const, ticket, expiresIn: SOCKET_TICKET_TTL_SECONDS });
  })
  .delete("/:id", projectIdParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    // The room deletes it (its preview first, then its rows and all the room keeps for it): the project's
    // only writer, so no task or job of the project writes after it.
    const deleted = await (await roomFor(c.env, project.id)).deleteProject(ownerOf(c.var.user));
    if (deleted.ok) return c.json({ success: true, message: "Project deleted successfully" });
    if (deleted.refused === "not-found") throw notFound(PROJECT_NOT_FOUND);
    throw new ApiError(503, "preview_wipe_failed", "The project's preview could not be wiped, so nothing was deleted. Please try again.");
  });
