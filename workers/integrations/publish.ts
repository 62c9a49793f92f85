import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { PROVIDER_LABELS, TARGET_LABELS, type DeploymentTarget, type IntegrationProvider } from "../contract/integrations";
import type { DeploymentOutcome } from "../db/integrations";
import { slugify } from "../engine/model/naming";
import { DIGITALOCEAN_PHASES, digitalOceanAppStatus, upsertDigitalOceanApp } from "./digitalocean";
import { pushToGitHub, type PushResult } from "./github";
import { ProviderError, type ProviderClient } from "./provider-http";
import {
  createRenderService,
  ensureRenderPostgres,
  findRenderService,
  RENDER_DEPLOY_STATES,
  renderDeployStatus,
  renderOwner,
  renderPostgresUrl,
  setRenderRoutes,
  startRenderDeploy,
} from "./render";
import { vercelDeploy, vercelDeployment, type VercelDeployment } from "./vercel";
import { cloudflareWorkerAnswers } from "./cloudflare";
import { jsonOrNull } from "../encoding";

/**
 * Publishing a project: its files pushed to GitHub, then the platform chosen in the wizard asked to run
 * them from there (Render, DigitalOcean) or from the files themselves (Vercel). The platform files the
 * deployment task generated (render.yaml, .do/app.yaml, frontend/vercel.json) are what is sent, so what is
 * deployed is what the README describes. AWS is left to the user, and says so.
 */

/** The generated file each target deploys from. */
export const TARGET_SPEC: Record<DeploymentTarget, string | null> = {
  github: null,
  vercel: "frontend/vercel.json",
  render: "render.yaml",
  digitalocean: ".do/app.yaml",
  aws: "deploy/aws/README.md",
  // The preview's build is deployed, not a generated file.
  cloudflare: null,
};

export interface ProjectToPublish {
  name: string;
  description: string;
  githubRepo: string | null;
  files: readonly { path: string; content: string }[];
  /** Paths AppForge pushed before that the project no longer has: a push deletes them, and keeps every other file it did not write. */
  removed: readonly string[];
}

export type Clients = Partial<Record<IntegrationProvider, ProviderClient>>;

export interface Published {
  outcome: DeploymentOutcome;
  /** What the user reads at once. */
  message: string;
}

function client(clients: Clients, provider: IntegrationProvider): ProviderClient {
  const found = clients[provider];
  if (!found) throw new Error(`${PROVIDER_LABELS[provider]} is not connected`);
  return found;
}

const fileOf = (project: ProjectToPublish, path: string) => project.files.find((file) => file.path === path)?.content ?? null;

async function pushProject(github: ProviderClient, project: ProjectToPublish): Promise<PushResult> {
  return pushToGitHub(github, {
    name: slugify(project.name),
    // The adapter makes it a description GitHub accepts (no control characters, at most 350 characters).
    description: project.description,
    existing: project.githubRepo,
    files: project.files,
    removed: project.removed,
    message: `AppForge: ${project.name} (${project.files.length} files)`,
  });
}

/** Starts publishing to `target`; a provider's refusal is thrown as a ProviderError. */
export async function publish(target: DeploymentTarget, project: ProjectToPublish, clients: Clients, onPushed: (pushed: PushResult) => Promise<void>): Promise<Published> {
  const push = async () => {
    const pushed = await pushProject(client(clients, "github"), project);
    // Kept at once: the repository exists even when the platform then refuses.
    await onPushed(pushed);
    return pushed;
  };
  switch (target) {
    case "github": {
      const pushed = await push();
      const where = pushed.created ? `a new private repository, ${pushed.fullName}` : pushed.fullName;
      if (pushed.unchanged) return { outcome: { status: "succeeded", url: pushed.url }, message: `${pushed.fullName} already had these ${project.files.length} files: no commit was needed` };
      const deleted = pushed.deleted.length > 0 ? `, deleting ${pushed.deleted.length} file${pushed.deleted.length === 1 ? "" : "s"} the project no longer has` : "";
      return { outcome: { status: "succeeded", url: pushed.url }, message: `Pushed ${project.files.length} files to ${where} in one commit${deleted}` };
    }
    case "vercel":
      return publishToVercel(client(clients, "vercel"), project);
    case "render":
      return publishToRender(client(clients, "render"), project, await push());
    case "digitalocean":
      return publishToDigitalOcean(client(clients, "digitalocean"), project, await push());
    case "cloudflare":
      // Deployed from the preview's build by the project's room (project/cloudflare-deploy.ts), not from files.
      throw new ProviderError("refused", "A Cloudflare deploy runs from the preview's build, not from the project's files.");
    case "aws":
      return {
        outcome: {
          status: "manual",
          detail:
            "AppForge does not deploy to AWS: that needs your AWS account's own credentials and tools (the AWS CLI, Docker). " +
            "The project has what it needs: deploy/aws/task-definition.json and deploy/aws/README.md, whose commands push the API's image to ECR, " +
            "create the ECS service and the database, and put the app behind CloudFront. Download the ZIP or push to GitHub, then follow that README.",
        },
        message: "AWS is a manual step: the instructions are in deploy/aws/README.md",
      };
  }
}

const vercelConfigSchema = z.object({ framework: z.string().nullish(), buildCommand: z.string().nullish(), outputDirectory: z.string().nullish() }).passthrough();

async function publishToVercel(vercel: ProviderClient, project: ProjectToPublish): Promise<Published> {
  const config = vercelConfigSchema.safeParse(jsonOrNull(fileOf(project, "frontend/vercel.json") ?? ""));
  const settings = config.success ? config.data : {};
  const files = project.files.filter((file) => file.path.startsWith("frontend/")).map((file) => ({ path: file.path.slice("frontend/".length), content: file.content }));
  const deployment = await vercelDeploy(vercel, {
    name: slugify(project.name),
    files,
    settings: { framework: settings.framework ?? null, installCommand: "npm install", buildCommand: settings.buildCommand ?? null, outputDirectory: settings.outputDirectory ?? null },
  });
  const detail =
    "Vercel runs the app (frontend/) only: its API and database are not deployed by AppForge. " +
    'Follow "Deploy to Vercel" in the README for them, then set the app\'s API address on Vercel.';
  const outcome = vercelOutcome(deployment, JSON.stringify({ vercel: deployment.id }), detail);
  return { outcome, message: `Vercel is building ${files.length} files of the app` };
}

/** A Vercel deployment's state as the attempt's: every readyState Vercel documents ends it or keeps it running. */
function vercelOutcome(deployment: VercelDeployment, providerRef: string, detail: string): DeploymentOutcome {
  const url = `https://${deployment.url}`;
  const reason = deployment.errorMessage ?? deployment.readyStateReason ?? null;
  const said = reason ? `: ${reason}` : "";
  switch (deployment.readyState) {
    case "QUEUED":
    case "INITIALIZING":
    case "BUILDING":
      return { status: "running", providerRef, url, detail };
    case "READY":
      return { status: "succeeded", url, detail };
    case "ERROR":
      return { status: "failed", error: `Vercel's build failed${said}. Its log is on Vercel's dashboard.` };
    case "CANCELED":
      return { status: "failed", error: `Vercel's build was canceled${said}. Its log is on Vercel's dashboard.` };
    case "BLOCKED":
      return { status: "failed", error: `Vercel blocked this deployment${said}, so it will not be built. Vercel's dashboard says why (the project's Deployments tab); deploy again once that is settled there.` };
    case "DELETED":
      return { status: "failed", error: "This deployment was deleted on Vercel before it went live: deploy again." };
  }
}

const envVarSchema = z.object({
  key: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
  generateValue: z.boolean().optional(),
  fromDatabase: z.object({ name: z.string(), property: z.string() }).optional(),
  sync: z.boolean().optional(),
});
const blueprintSchema = z.object({
  services: z.array(
    z.object({
      type: z.string(),
      name: z.string(),
      runtime: z.string(),
      rootDir: z.string().optional(),
      buildCommand: z.string().optional(),
      startCommand: z.string().optional(),
      dockerfilePath: z.string().optional(),
      healthCheckPath: z.string().optional(),
      staticPublishPath: z.string().optional(),
      envVars: z.array(envVarSchema).optional(),
      routes: z.array(z.object({ type: z.string(), source: z.string(), destination: z.string() })).optional(),
    }),
  ),
  databases: z.array(z.object({ name: z.string() })).nullish(),
});

/** The parsed YAML of a generated spec file; a file the user broke is their project's problem, said plainly. */
function specOf<T>(project: ProjectToPublish, path: string, schema: z.ZodType<T>): T {
  const text = fileOf(project, path);
  let value: unknown = null;
  try {
    value = text === null ? null : (parseYaml(text) as unknown);
  } catch {
    value = null;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProviderError("refused", `${path} is missing or is not a spec AppForge can read: run the deployment task again.`);
  return parsed.data;
}

interface RenderRef {
  render: { serviceId: string; deployId: string; name: string; url: string | null; static: boolean }[];
}

async function publishToRender(render: ProviderClient, project: ProjectToPublish, pushed: PushResult): Promise<Published> {
  const blueprint = specOf(project, "render.yaml", blueprintSchema);
  const owner = await renderOwner(render);
  const databaseUrls = new Map<string, string>();
  for (const database of blueprint.databases ?? []) {
    const postgres = await ensureRenderPostgres(render, owner.id, database.name);
    databaseUrls.set(database.name, await renderPostgresUrl(render, postgres.id));
  }
  const leftToUser: string[] = [];
  const deploys: RenderRef["render"] = [];
  for (const service of blueprint.services) {
    const isStatic = service.runtime === "static";
    const existing = await findRenderService(render, owner.id, service.name);
    if (existing) {
      deploys.push({ serviceId: existing.id, deployId: await startRenderDeploy(render, existing.id), name: service.name, url: existing.serviceDetails?.url ?? null, static: isStatic });
      continue;
    }
    const envVars = (service.envVars ?? []).flatMap((variable): ({ key: string; value: string } | { key: string; generateValue: true })[] => {
      if (variable.fromDatabase) {
        const url = databaseUrls.get(variable.fromDatabase.name);
        return url ? [{ key: variable.key, value: url }] : [];
      }
      if (variable.generateValue) return [{ key: variable.key, generateValue: true }];
      if (variable.value !== undefined) return [{ key: variable.key, value: String(variable.value) }];
      leftToUser.push(`${variable.key} of ${service.name}`);
      return [];
    });
    const common = { name: service.name, ownerId: owner.id, repo: `https://github.com/${pushed.fullName}`, branch: pushed.branch, rootDir: service.rootDir ?? "", autoDeploy: "yes", envVars };
    const body = isStatic
      ? { type: "static_site", ...common, serviceDetails: { buildCommand: service.buildCommand ?? "", publishPath: service.staticPublishPath ?? "dist" } }
      : {
          type: "web_service",
          ...common,
          serviceDetails: {
            runtime: service.runtime,
            plan: "free",
            healthCheckPath: service.healthCheckPath ?? "",
            envSpecificDetails:
              service.runtime === "docker" ? { dockerfilePath: service.dockerfilePath ?? "./Dockerfile", dockerContext: "." } : { buildCommand: service.buildCommand ?? "", startCommand: service.startCommand ?? "" },
          },
        };
    const created = await createRenderService(render, body);
    if (isStatic && service.routes?.length) await setRenderRoutes(render, created.service.id, service.routes);
    const deployId = created.deployId ?? (await startRenderDeploy(render, created.service.id));
    deploys.push({ serviceId: created.service.id, deployId, name: service.name, url: created.service.serviceDetails?.url ?? null, static: isStatic });
  }
  const app = deploys.find((deploy) => !deploy.name.endsWith("-api")) ?? deploys[0];
  const detail = leftToUser.length > 0 ? `Set ${leftToUser.join(", ")} in Render's dashboard: AppForge cannot know it.` : null;
  return {
    outcome: { status: "running", providerRef: JSON.stringify({ render: deploys } satisfies RenderRef), url: app?.url ?? null, detail },
    message: `Render is deploying ${deploys.map((deploy) => deploy.name).join(" and ")} from ${pushed.fullName}`,
  };
}

const appSpecSchema = z.object({ name: z.string() }).passthrough();
const githubSourceSchema = z.object({ repo: z.string() }).passthrough();

/** The spec with every component's `github` source pointed at the pushed repository and its branch. */
function withRepository(value: unknown, pushed: PushResult): unknown {
  if (Array.isArray(value)) return value.map((item) => withRepository(item, pushed));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) =>
      key === "github" && githubSourceSchema.safeParse(entry).success
        ? [key, { ...githubSourceSchema.parse(entry), repo: pushed.fullName, branch: pushed.branch }]
        : [key, withRepository(entry, pushed)],
    ),
  );
}

async function publishToDigitalOcean(digitalOcean: ProviderClient, project: ProjectToPublish, pushed: PushResult): Promise<Published> {
  const generated = specOf(project, ".do/app.yaml", appSpecSchema);
  // The generated spec names a placeholder repository; the app is built from the one just pushed.
  const spec = appSpecSchema.parse(withRepository(generated, pushed));
  const app = await upsertDigitalOceanApp(digitalOcean, spec);
  return {
    outcome: { status: "running", providerRef: JSON.stringify({ digitalocean: app.id }), url: null, detail: null },
    message: `DigitalOcean is ${app.created ? "creating" : "updating"} the app ${app.name} from ${pushed.fullName}`,
  };
}

const refSchema = z.union([
  z.object({ vercel: z.string() }),
  z.object({ render: z.array(z.object({ serviceId: z.string(), deployId: z.string(), name: z.string(), url: z.string().nullable(), static: z.boolean() })) }),
  z.object({ digitalocean: z.string() }),
  z.object({ cloudflare: z.object({ url: z.string(), script: z.string() }) }),
]);

/** Where a running attempt stands at the provider now. */
export async function follow(target: DeploymentTarget, providerRef: string, current: { url: string | null; detail: string | null }, clients: Clients): Promise<DeploymentOutcome> {
  const read = refSchema.safeParse(jsonOrNull(providerRef));
  if (!read.success) return { status: "failed", error: `AppForge lost track of this deployment: its state is on ${TARGET_LABELS[target]}'s dashboard.` };
  const ref = read.data;
  if ("vercel" in ref) {
    const deployment = await vercelDeployment(client(clients, "vercel"), ref.vercel);
    return vercelOutcome(deployment, providerRef, current.detail ?? "");
  }
  if ("render" in ref) {
    const render = client(clients, "render");
    const states = await Promise.all(ref.render.map(async (deploy) => ({ deploy, status: await renderDeployStatus(render, deploy.serviceId, deploy.deployId) })));
    const failed = states.find(({ status }) => (RENDER_DEPLOY_STATES as Record<string, string>)[status] === "failed");
    if (failed) return { status: "failed", error: `Render's deploy of ${failed.deploy.name} ended "${failed.status}": its log is on Render's dashboard.` };
    if (states.every(({ status }) => status === "live")) {
      const app = ref.render.find((deploy) => !deploy.name.endsWith("-api")) ?? ref.render[0];
      if (app?.url) return { status: "succeeded", url: app.url, detail: current.detail };
    }
    return { status: "running", providerRef, url: current.url, detail: current.detail };
  }
  if ("cloudflare" in ref) {
    // The Worker is uploaded already; what is followed is its address starting to answer (the app's health check).
    const answers = await cloudflareWorkerAnswers(ref.cloudflare.url);
    return answers ? { status: "succeeded", url: ref.cloudflare.url, detail: current.detail } : { status: "running", providerRef, url: current.url, detail: current.detail };
  }
  const status = await digitalOceanAppStatus(client(clients, "digitalocean"), ref.digitalocean);
  const ended = (DIGITALOCEAN_PHASES as Record<string, string>)[status.phase];
  if (ended === "failed") return { status: "failed", error: `DigitalOcean's deployment ended ${status.phase}: its build and deploy logs are in the app's Activity tab.` };
  if (ended === "succeeded" && status.liveUrl) return { status: "succeeded", url: status.liveUrl, detail: current.detail };
  return { status: "running", providerRef, url: current.url, detail: current.detail };
}

/** Which provider a running attempt is followed with. */
export const followedBy = (target: DeploymentTarget): IntegrationProvider | null =>
  target === "vercel" || target === "render" || target === "digitalocean" || target === "cloudflare" ? target : null;
