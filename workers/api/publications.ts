import { Hono } from "hono";
import { publishLimitsSchema, rollbackSchema, type Publication } from "../contract/publish";
import { readConfig } from "../env";
import { canRunBackends } from "../preview/backend-runner";
import type { PublishOutcome } from "../project/publish-commands";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { ApiError } from "./errors";
import { projectParam, requireOwnedProject } from "./owned-project";
import { roomFor } from "./rooms";

/** Why this AppForge cannot publish, in words its operator can act on; null when it can. */
function unavailableReason(env: AppEnv["Bindings"]): string | null {
  if (!readConfig(env).APPS_ORIGIN) return "Publishing is not set up on this server: its operator sets APPS_ORIGIN, the host published apps live under.";
  if (!canRunBackends(env)) return "Publishing is not set up on this server: its Worker Loader binding (LOADER), which runs the app's backend, is not configured.";
  return null;
}

function published(outcome: PublishOutcome, message: (publication: Publication) => string) {
  if (!outcome.ok) throw new ApiError(outcome.status, outcome.status === 404 ? "not_found" : outcome.status === 422 ? "cannot_publish" : "conflict", outcome.message);
  return { success: true as const, publication: outcome.publication, message: message(outcome.publication) };
}

/**
 * The owner's side of publishing on AppForge's edge: what is published and where, publishing the preview's
 * current build as a new version, rolling back to an earlier one, taking it down, and its limits. Visitors reach
 * the app at its own address (workers/preview/published-routes.ts).
 */
export const publicationsApi = new Hono<AppEnv>()
  .get("/:id/publish", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const reason = unavailableReason(c.env);
    const publication = await (await roomFor(c.env, project.id)).appPublication();
    return c.json({ success: true as const, available: reason === null, reason, publication });
  })
  .post("/:id/publish", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const reason = unavailableReason(c.env);
    const appsOrigin = readConfig(c.env).APPS_ORIGIN;
    if (reason || !appsOrigin) throw new ApiError(503, "publishing_unavailable", reason ?? "Publishing is not set up on this server");
    const outcome = await (await roomFor(c.env, project.id)).publishApp(appsOrigin);
    return c.json(published(outcome, (publication) => `Version ${publication.current} is live at ${publication.url}`));
  })
  .post("/:id/publish/rollback", projectParam, validate("json", rollbackSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const outcome = await (await roomFor(c.env, project.id)).rollbackApp(c.req.valid("json").version);
    return c.json(published(outcome, (publication) => `Version ${publication.current} is live again at ${publication.url}`));
  })
  .delete("/:id/publish", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const outcome = await (await roomFor(c.env, project.id)).unpublishApp();
    return c.json(published(outcome, () => "Unpublished: the address answers 404 now. The versions and the app's records are kept until the project is deleted."));
  })
  .put("/:id/publish/limits", projectParam, validate("json", publishLimitsSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const outcome = await (await roomFor(c.env, project.id)).setAppLimits(c.req.valid("json"));
    return c.json(published(outcome, ({ limits }) => `Limits saved: ${limits.requestsPerMinute} requests a minute, ${limits.databaseMegabytes} MB of records`));
  });
