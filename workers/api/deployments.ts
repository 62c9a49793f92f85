import { Hono } from "hono";
import { createDeploymentSchema } from "../contract/integrations";
import { listFiles } from "../db/agent-records";
import { finishDeployment, listDeployments, setGithubRepo, startDeployment, toApiDeployment } from "../db/integrations";
import { slugify } from "../engine/model/naming";
import { ProviderError, pushToGitHub } from "../integrations/github";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { conflict } from "./errors";
import { githubClientFor, providerProblem } from "./integrations";
import { projectParam, requireOwnedProject } from "./owned-project";

/**
 * /projects/{id}/deployments: each attempt to publish the project, and a new one. GitHub is the first
 * target: every generated file in one commit on the project's repository (created on the first push),
 * with the user's own token. Every attempt leaves a record, a failed one with the provider's reason.
 */
export const deploymentsApi = new Hono<AppEnv>()
  .get("/:id/deployments", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ success: true as const, deployments: (await listDeployments(c.var.db, project.id)).map(toApiDeployment) });
  })
  .post("/:id/deployments", projectParam, validate("json", createDeploymentSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const files = await listFiles(c.var.db, project.id);
    if (files.length === 0) throw conflict("The project has no files yet: start development first, then push.");
    const client = await githubClientFor(c.env, c.var.config.AUTH_SECRET, c.var.user.id, c.var.db);
    if (!client) throw conflict("Connect GitHub on the Integrations tab of your profile first: AppForge pushes with your own token.");
    const deployment = await startDeployment(c.var.db, project.id, "github");
    try {
      const pushed = await pushToGitHub(client, {
        name: slugify(project.name),
        description: project.description.slice(0, 300),
        existing: project.githubRepo,
        files: files.map((file) => ({ path: file.path, content: file.content })),
        message: `AppForge: ${project.name} (${files.length} files)`,
      });
      const finished = await finishDeployment(c.var.db, deployment.id, { status: "succeeded", url: pushed.url });
      await setGithubRepo(c.var.db, project.id, pushed.url);
      const where = pushed.created ? `a new private repository, ${pushed.fullName}` : pushed.fullName;
      return c.json({ success: true as const, deployment: toApiDeployment(finished), message: `Pushed ${files.length} files to ${where} in one commit` }, 201);
    } catch (error) {
      const reason = error instanceof ProviderError ? error.message : "Something went wrong on our side while pushing. Please try again.";
      await finishDeployment(c.var.db, deployment.id, { status: "failed", error: reason });
      if (error instanceof ProviderError) throw providerProblem(error);
      throw error;
    }
  });
