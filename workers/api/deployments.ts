import { Hono } from "hono";
import { createDeploymentSchema, PROVIDER_LABELS, TARGET_LABELS, TARGET_NEEDS, type DeploymentTarget, type IntegrationProvider } from "../contract/integrations";
import { APP_MODEL_PATH } from "../contract/preview";
import { listFiles } from "../db/agent-records";
import type { Db } from "../db/client";
import { listDeployments, setGithubRepo, setRenderUrl, startDeployment, toApiDeployment, updateDeployment, type DeploymentOutcome } from "../db/integrations";
import type { DeploymentRow, ProjectRow } from "../db/schema";
import { appModelSchema } from "../engine/model";
import type { Env } from "../env";
import { providerClientFor } from "../integrations/clients";
import { ProviderError } from "../integrations/provider-http";
import { follow, followedBy, publish, TARGET_SPEC, type Clients } from "../integrations/publish";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { badRequest, conflict } from "./errors";
import { projectParam, requireOwnedProject } from "./owned-project";
import { providerProblem } from "./provider-errors";
import { jsonOrNull } from "../encoding";

/** An attempt the provider has not finished after this long is ended as failed rather than left running. */
export const DEPLOYMENT_TIMEOUT_MS = 30 * 60 * 1000;

async function clientsFor(env: Env, secret: string, db: Db, userId: string, providers: readonly IntegrationProvider[]): Promise<Clients> {
  const entries = await Promise.all(providers.map(async (provider) => [provider, await providerClientFor(env, secret, db, userId, provider)] as const));
  return Object.fromEntries(entries.filter(([, client]) => client !== null));
}

/** A running attempt asked where it stands; a provider that cannot answer now leaves it running, until its time is up. */
async function refreshed(env: Env, secret: string, db: Db, userId: string, project: ProjectRow, row: DeploymentRow): Promise<DeploymentRow> {
  const target = row.target as DeploymentTarget;
  const provider = followedBy(target);
  if (row.status !== "running" || !provider || !row.providerRef) return row;
  let outcome: DeploymentOutcome | null = null;
  const clients = await clientsFor(env, secret, db, userId, [provider]);
  if (!clients[provider]) {
    outcome = { status: "failed", error: `${PROVIDER_LABELS[provider]} was disconnected while this deployment ran: AppForge can no longer follow it. Its state is on ${PROVIDER_LABELS[provider]}'s dashboard.` };
  } else {
    try {
      outcome = await follow(target, row.providerRef, { url: row.url, detail: row.detail }, clients);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === "bad_token") outcome = { status: "failed", error: error.message };
    }
  }
  if ((outcome === null || outcome.status === "running") && Date.now() - Date.parse(row.createdAt) > DEPLOYMENT_TIMEOUT_MS) {
    outcome = { status: "failed", error: `${TARGET_LABELS[target]} had not finished after 30 minutes: AppForge stopped following it. Its state is on ${TARGET_LABELS[target]}'s dashboard.` };
  }
  if (outcome === null || (outcome.status === "running" && outcome.url === row.url)) return row;
  const updated = await updateDeployment(db, row.id, outcome);
  // The live link becomes the deployed app's address once it runs (the preview's until then).
  if (outcome.status === "succeeded") await setRenderUrl(db, project.id, outcome.url);
  return updated;
}

/**
 * /projects/{id}/deployments: each attempt to publish the project, and a new one. GitHub takes every
 * generated file in one commit; the platform chosen in the wizard then deploys from that repository
 * (Render, DigitalOcean) or from the app's files (Vercel); AWS is a manual step with its instructions.
 * Every attempt leaves a record, a failed one with the provider's reason; a running one is followed
 * each time the list is read.
 */
export const deploymentsApi = new Hono<AppEnv>()
  .get("/:id/deployments", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const rows = await listDeployments(c.var.db, project.id);
    const current = await Promise.all(rows.map((row) => refreshed(c.env, c.var.config.AUTH_SECRET, c.var.db, c.var.user.id, project, row)));
    return c.json({ success: true as const, deployments: current.map(toApiDeployment) });
  })
  .post("/:id/deployments", projectParam, validate("json", createDeploymentSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const { target } = c.req.valid("json");
    const files = (await listFiles(c.var.db, project.id)).map((file) => ({ path: file.path, content: file.content }));
    if (files.length === 0) throw conflict("The project has no files yet: start development first, then publish.");
    if (target !== "github") {
      const model = appModelSchema.safeParse(jsonOrNull(files.find((file) => file.path === APP_MODEL_PATH)?.content ?? ""));
      const chosen = model.success ? model.data.deployment : null;
      if (chosen !== target) {
        throw badRequest(
          chosen
            ? `This project deploys to ${TARGET_LABELS[chosen]} (its files are written for it): deploy there, or push to GitHub.`
            : "The architect has not written the app model yet: start development first, then deploy.",
        );
      }
      const spec = TARGET_SPEC[target];
      if (spec && !files.some((file) => file.path === spec)) throw conflict(`${spec} is not written yet: wait for the deployment task to finish, then deploy.`);
    }
    const needs = TARGET_NEEDS[target];
    const clients = await clientsFor(c.env, c.var.config.AUTH_SECRET, c.var.db, c.var.user.id, needs);
    const missing = needs.filter((provider) => !clients[provider]);
    if (missing.length > 0) {
      const names = missing.map((provider) => PROVIDER_LABELS[provider]).join(" and ");
      throw conflict(`Connect ${names} on the Integrations tab of your profile first: AppForge ${target === "github" ? "pushes" : "deploys"} with your own token${missing.length > 1 ? "s" : ""}.`);
    }
    const deployment = await startDeployment(c.var.db, project.id, target);
    const toPublish = { name: project.name, description: project.description, githubRepo: project.githubRepo, files };
    try {
      const published = await publish(target, toPublish, clients, (pushed) => setGithubRepo(c.var.db, project.id, pushed.url));
      const row = await updateDeployment(c.var.db, deployment.id, published.outcome);
      if (published.outcome.status === "succeeded" && target !== "github") await setRenderUrl(c.var.db, project.id, published.outcome.url);
      return c.json({ success: true as const, deployment: toApiDeployment(row), message: published.message }, 201);
    } catch (error) {
      const reason = error instanceof ProviderError ? error.message : "Something went wrong on our side while publishing. Please try again.";
      await updateDeployment(c.var.db, deployment.id, { status: "failed", error: reason });
      if (error instanceof ProviderError) throw providerProblem(error);
      throw error;
    }
  });
