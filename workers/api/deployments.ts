import { Hono } from "hono";
import { createDeploymentSchema, PROVIDER_LABELS, TARGET_LABELS, TARGET_NEEDS } from "../contract/integrations";
import { listFiles } from "../db/agent-records";
import { listDeployments, toApiDeployment } from "../db/integrations";
import { toApiProject } from "../db/projects";
import type { DeploymentRow } from "../db/schema";
import { tokenKeys, type Env } from "../env";
import { publish, TARGET_SPEC } from "../integrations/publish";
import { appModelOf } from "../project/app-model";
import { clientsFor, isFollowed } from "../project/deployment-follow";
import { publishingDetail, publishingStarted } from "../project/deployment-publish";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { badRequest, conflict } from "./errors";
import { projectParam, requireOwnedProject } from "./owned-project";
import { roomFor } from "./rooms";
import { previewBackendFor } from "../preview/preview-backend";

/**
 * Asks the project's room to follow every attempt that runs at its platform. The room follows each one it
 * published already, and keeps one follow job per attempt, so asking again changes nothing; an attempt it
 * never followed (its job was lost with a room that broke) is followed from now on. The list does not
 * depend on it: a room that cannot be reached is logged and the list still answers.
 */
async function askRoomToFollow(env: Env, projectId: string, userId: string, rows: readonly DeploymentRow[]): Promise<void> {
  const running = rows.filter(isFollowed);
  if (running.length === 0) return;
  const room = await roomFor(env, projectId);
  const asked = await Promise.allSettled(running.map((row) => room.followDeployment(row.id, userId)));
  for (const result of asked) {
    if (result.status === "rejected") console.error(`The room of project ${projectId} could not be asked to follow a deployment`, result.reason);
  }
}

/**
 * /projects/{id}/deployments: each attempt to publish the project, and a new one. GitHub takes every
 * generated file in one commit; the platform chosen in the wizard then deploys from that repository
 * (Render, DigitalOcean) or from the app's files (Vercel); AWS is a manual step with its instructions.
 * A new attempt is recorded running and answered at once: the project's room publishes it as a job and
 * then follows the deployment at its platform until it ends (workers/project/deployment-publish.ts,
 * deployment-follow.ts). Every attempt leaves a record, a failed one with the provider's reason. A read of
 * the list writes nothing: the room is the only writer of an attempt, so the list answers what is recorded.
 */
export const deploymentsApi = new Hono<AppEnv>()
  .get("/:id/deployments", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const rows = await listDeployments(c.var.db, project.id);
    await askRoomToFollow(c.env, project.id, c.var.user.id, rows);
    return c.json({ success: true as const, deployments: rows.map(toApiDeployment) });
  })
  .post("/:id/deployments", projectParam, validate("json", createDeploymentSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const { target } = c.req.valid("json");
    const files = (await listFiles(c.var.db, project.id)).map((file) => ({ path: file.path, content: file.content }));
    if (files.length === 0) throw conflict("The project has no files yet: start development first, then publish.");
    if (target === "cloudflare") {
      // Any project: the preview's build is what is deployed, whatever platform its files are written for.
      if (!(await previewBackendFor(c.env, project.id).currentBuild())) {
        throw conflict("Nothing to deploy yet: the preview has not been built. It is built as soon as the frontend is written.");
      }
    } else if (target !== "github") {
      const chosen = (await appModelOf(c.var.db, toApiProject(project)))?.deployment ?? null;
      if (chosen !== target) {
        throw badRequest(
          chosen
            ? `This project deploys to ${TARGET_LABELS[chosen]} (its files are written for it): deploy there, or push to GitHub.`
            : "The app model is not decided yet: start development first, then deploy.",
        );
      }
      const spec = TARGET_SPEC[target];
      if (spec && !files.some((file) => file.path === spec)) throw conflict(`${spec} is not written yet: wait for the deployment task to finish, then deploy.`);
    }
    const needs = TARGET_NEEDS[target];
    const clients = await clientsFor(c.env, tokenKeys(c.var.config), c.var.db, c.var.user.id, needs);
    const missing = needs.filter((provider) => !clients[provider]);
    if (missing.length > 0) {
      const names = missing.map((provider) => PROVIDER_LABELS[provider]).join(" and ");
      throw conflict(`Connect ${names} on the Integrations tab of your profile first: AppForge ${target === "github" ? "pushes" : "deploys"} with your own token${missing.length > 1 ? "s" : ""}.`);
    }
    if (needs.length === 0) {
      // AWS: no provider is called; the attempt is the steps left to the user, recorded at once.
      const published = await publish(target, { name: project.name, description: project.description, githubRepo: project.githubRepo, files, removed: [] }, clients, async () => undefined);
      const row = await (await roomFor(c.env, project.id)).recordDeployment(target, published.outcome);
      return c.json({ success: true as const, deployment: toApiDeployment(row), message: published.message }, 201);
    }
    // The provider calls (a push, then the platform's, each up to 20 s) are the room's job: recorded and started
    // now, followed by the card.
    const deployment = await (await roomFor(c.env, project.id)).publishDeployment(target, publishingDetail(target), c.var.user.id);
    return c.json({ success: true as const, deployment: toApiDeployment(deployment), message: publishingStarted(target, files.length) }, 202);
  });
