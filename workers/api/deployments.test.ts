import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { loginFor } from "../../tests/setup/fake-github";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { responsesResponseSchema } from "../contract/agents";
import { deploymentResponseSchema, deploymentsResponseSchema, integrationResponseSchema, type Deployment, type IntegrationProvider } from "../contract/integrations";
import type { DeploymentPlatform } from "../contract/project-options";
import { sealToken } from "../integrations/secrets";

/**
 * Connecting the hosting platforms and Cursor, and deploying a built project to the platform chosen in the
 * wizard, through the real Worker and D1, with each provider played by its local fake
 * (tests/setup/fake-platforms.ts, tests/setup/fake-github.ts) that the Worker's requests reach.
 */

const seenSchema = z.array(z.object({ method: z.string(), path: z.string(), body: z.unknown() }));
const seen = async (host: string) => seenSchema.parse(await (await fetch(`http://${host}/_fake/seen`)).json());

async function connect(token: string, provider: IntegrationProvider, secret: string) {
  const connected = await call("PUT", `/integrations/${provider}`, { token, body: { token: secret } });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return integrationResponseSchema.parse(connected.body);
}

async function builtProject(token: string, name: string, deployment: DeploymentPlatform) {
  const project = await createProject(token, { name, tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { ...FULL_WIZARD, deployment } });
  expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
  await waitForSettled(token, project.id);
  return project;
}

async function deploymentResponse(token: string, projectId: string) {
  const responses = responsesResponseSchema.parse((await call("GET", `/agents/${projectId}/responses`, { token })).body).responses;
  return responses.find((response) => response.agentType === "deployment")?.response ?? "";
}

const deploy = (token: string, projectId: string, target: string) => call("POST", `/projects/${projectId}/deployments`, { token, body: { target } });

/** Reads the list (which asks the provider about running attempts) until the newest attempt has ended. */
async function followed(token: string, projectId: string): Promise<Deployment> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const newest = deploymentsResponseSchema.parse((await call("GET", `/projects/${projectId}/deployments`, { token })).body).deployments[0];
    if (newest && newest.status !== "running") return newest;
  }
  throw new Error("the deployment never ended");
}

const renderUrlOf = async (token: string, projectId: string) =>
  z.object({ project: z.object({ render_url: z.string().nullable(), github_repo: z.string().nullable() }) }).parse((await call("GET", `/projects/${projectId}`, { token })).body).project;

describe("connecting the platforms and Cursor", () => {
  it.each([
    ["vercel", "Vercel"],
    ["render", "Render"],
    ["digitalocean", "DigitalOcean"],
    ["cursor", "Cursor"],
  ] as const)("checks a %s token with the provider and shows only the account", async (provider, label) => {
    const user = await signUp(`Connector ${provider}`);
    const refused = await call("PUT", `/integrations/${provider}`, { token: user.token, body: { token: "bad-token" } });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining(`${label} refused the token`) } });
    const limited = await call("PUT", `/integrations/${provider}`, { token: user.token, body: { token: "limited-token" } });
    expect(limited).toMatchObject({ status: 429, body: { message: `${label}'s rate limit for this token is reached: try again in a few minutes.` } });

    const secret = `${provider}_secret_value_1`;
    const connected = await connect(user.token, provider, secret);
    const account = provider === "vercel" || provider === "render" ? loginFor(secret) : `${loginFor(secret)}@example.test`;
    expect(connected).toMatchObject({ message: `${label} connected as ${account}`, integration: { provider, accountName: account } });
    const listed = await call("GET", "/integrations", { token: user.token });
    expect(JSON.stringify([connected, listed.body])).not.toContain(secret);
    expect((await call("DELETE", `/integrations/${provider}`, { token: user.token })).body).toMatchObject({ message: `${label} disconnected: its token is deleted` });
  });
});

describe("deploying to the platform chosen in the wizard", () => {
  it("says exactly which connections are missing, and refuses another platform than the project's", async () => {
    const user = await signUp("Not yet");
    const project = await builtProject(user.token, "Missing Links", "render");
    // The deployment task says what is not configured, and where to configure it.
    expect(await deploymentResponse(user.token, project.id)).toContain(
      'Nothing was deployed: deploying to Render needs GitHub and Render connected. Connect GitHub and Render on the Integrations tab of your profile (/profile?tab=integrations), then press "Deploy to Render"',
    );
    expect(await deploy(user.token, project.id, "render")).toMatchObject({
      status: 409,
      body: { message: "Connect GitHub and Render on the Integrations tab of your profile first: AppForge deploys with your own tokens." },
    });
    await connect(user.token, "github", "missing-links-gh");
    expect(await deploy(user.token, project.id, "render")).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^Connect Render on the Integrations tab/) } });
    expect(await deploy(user.token, project.id, "vercel")).toMatchObject({
      status: 400,
      body: { message: "This project deploys to Render (its files are written for it): deploy there, or push to GitHub." },
    });
    expect((await deploy(user.token, project.id, "heroku")).status).toBe(400);
    // Nothing was attempted, so nothing is recorded and nothing claims a deployment.
    expect(deploymentsResponseSchema.parse((await call("GET", `/projects/${project.id}/deployments`, { token: user.token })).body).deployments).toEqual([]);
    expect((await renderUrlOf(user.token, project.id)).github_repo).toBeNull();
  });

  it("Vercel: sends the app's files inline, follows the build, and the live link becomes the deployment", async () => {
    const user = await signUp("Vercel user");
    const project = await builtProject(user.token, "Vercel Shop", "vercel");
    await connect(user.token, "vercel", "vercel-shop-token");
    const started = await deploy(user.token, project.id, "vercel");
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { deployment, message } = deploymentResponseSchema.parse(started.body);
    expect(deployment).toMatchObject({ target: "vercel", status: "running", detail: expect.stringContaining("Vercel runs the app (frontend/) only") });
    expect(message).toMatch(/^Vercel is building \d+ files of the app$/);

    const sent = (await seen("vercel.test")).filter((request) => request.method === "POST" && request.path.startsWith("/v13/deployments")).at(-1);
    const body = z.object({ name: z.string(), target: z.string(), files: z.array(z.object({ file: z.string(), data: z.string() })), projectSettings: z.object({ framework: z.string().nullable() }) }).parse(sent?.body);
    expect(body).toMatchObject({ name: "vercel-shop", target: "production", projectSettings: { framework: "vite" } });
    expect(body.files.map((file) => file.file)).toContain("package.json");
    expect(body.files.every((file) => !file.file.startsWith("frontend/") && !file.file.startsWith("backend/"))).toBe(true);

    const live = await followed(user.token, project.id);
    expect(live).toMatchObject({ status: "succeeded", url: expect.stringMatching(/^https:\/\/vercel-shop-.*\.vercel\.test$/), error: null });
    expect((await renderUrlOf(user.token, project.id)).render_url).toBe(live.url);
  });

  it("Render: pushes to GitHub, creates render.yaml's database and services from the repository, and follows both deploys", async () => {
    const user = await signUp("Render user");
    await connect(user.token, "github", "render-shop-gh");
    await connect(user.token, "render", "render-shop-key");
    const project = await builtProject(user.token, "Render Shop", "render");
    expect(await deploymentResponse(user.token, project.id)).toContain(
      'Nothing was deployed by this task: GitHub and Render are connected, so "Deploy to Render" on the project\'s Publish card publishes it with your tokens.',
    );
    const started = await deploy(user.token, project.id, "render");
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(deploymentResponseSchema.parse(started.body)).toMatchObject({
      deployment: { target: "render", status: "running" },
      message: `Render is deploying render-shop-api and render-shop from ${loginFor("render-shop-gh")}/render-shop`,
    });
    const repository = `https://github.com/${loginFor("render-shop-gh")}/render-shop`;
    const created = (await seen("render.test")).filter((request) => request.method === "POST" && request.path === "/services").slice(-2);
    expect(created.map((request) => request.body)).toEqual([
      expect.objectContaining({ type: "web_service", name: "render-shop-api", repo: repository, branch: "main", rootDir: "backend", envVars: expect.arrayContaining([{ key: "DATABASE_URL", value: expect.stringMatching(/^postgresql:\/\//) }]) }),
      expect.objectContaining({ type: "static_site", name: "render-shop", repo: repository, serviceDetails: expect.objectContaining({ publishPath: "dist" }) }),
    ]);
    const live = await followed(user.token, project.id);
    expect(live).toMatchObject({ status: "succeeded", url: "https://render-shop.onrender.test" });
    const after = await renderUrlOf(user.token, project.id);
    expect(after).toEqual({ render_url: "https://render-shop.onrender.test", github_repo: `http://github.test/${loginFor("render-shop-gh")}/render-shop` });
    const targets = deploymentsResponseSchema.parse((await call("GET", `/projects/${project.id}/deployments`, { token: user.token })).body).deployments.map((attempt) => attempt.target);
    expect(targets).toEqual(["render"]);

    // Again: the services exist, so each gets a new deploy of the new commit instead of a second service.
    expect((await deploy(user.token, project.id, "render")).status).toBe(201);
    const again = (await seen("render.test")).slice(-8).map((request) => `${request.method} ${request.path.split("?")[0]}`);
    expect(again.filter((line) => line === "POST /services")).toEqual([]);
    expect(again.filter((line) => /^POST \/services\/[^/]+\/deploys$/.test(line))).toHaveLength(2);
  });

  it("DigitalOcean: pushes to GitHub, sends .do/app.yaml's spec with the real repository, and follows it live", async () => {
    const user = await signUp("Ocean user");
    const project = await builtProject(user.token, "Ocean Shop", "digitalocean");
    await connect(user.token, "github", "ocean-shop-gh");
    await connect(user.token, "digitalocean", "ocean-shop-do");
    const started = await deploy(user.token, project.id, "digitalocean");
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(deploymentResponseSchema.parse(started.body).message).toBe(`DigitalOcean is creating the app ocean-shop from ${loginFor("ocean-shop-gh")}/ocean-shop`);
    const spec = (await seen("digitalocean.test")).filter((request) => request.method === "POST" && request.path === "/v2/apps").at(-1)?.body;
    expect(JSON.stringify(spec)).toContain(`"github":{"repo":"${loginFor("ocean-shop-gh")}/ocean-shop","branch":"main","deploy_on_push":true}`);
    const live = await followed(user.token, project.id);
    expect(live).toMatchObject({ status: "succeeded", url: expect.stringMatching(/^https:\/\/ocean-shop-.*\.ondigitalocean\.test$/) });
    expect((await renderUrlOf(user.token, project.id)).render_url).toBe(live.url);
  });

  it("AWS: an honest manual step with its instructions, no provider called", async () => {
    const user = await signUp("Aws user");
    const project = await builtProject(user.token, "Aws Shop", "aws");
    expect(await deploymentResponse(user.token, project.id)).toContain("Nothing was deployed: AppForge does not deploy to AWS. deploy/aws/README.md has the commands");
    const started = deploymentResponseSchema.parse((await deploy(user.token, project.id, "aws")).body);
    expect(started).toMatchObject({ deployment: { target: "aws", status: "manual", url: null, detail: expect.stringContaining("deploy/aws/README.md") } });
    expect(started.deployment.detail).toContain("AppForge does not deploy to AWS");
    expect((await renderUrlOf(user.token, project.id)).render_url).toBeNull();
  });

  it("turns a failed build, a taken name and a plan limit into failed records with the provider's reason", async () => {
    const user = await signUp("Failing user");
    const failing = await builtProject(user.token, "Failing Build", "vercel");
    await connect(user.token, "vercel", "failing-vercel");
    expect((await deploy(user.token, failing.id, "vercel")).status).toBe(201);
    expect(await followed(user.token, failing.id)).toMatchObject({ status: "failed", error: 'Vercel\'s build failed: Command "npm run build" exited with 1. Its log is on Vercel\'s dashboard.' });
    expect((await renderUrlOf(user.token, failing.id)).render_url ?? "").not.toContain("vercel.test");

    await connect(user.token, "github", "occupied-gh");
    const taken = await builtProject(user.token, "Occupied Shop", "digitalocean");
    expect(await deploymentResponse(user.token, taken.id)).toContain("deploying to DigitalOcean needs GitHub and DigitalOcean connected, and DigitalOcean is not. Connect DigitalOcean on");
    await connect(user.token, "digitalocean", "occupied-do");
    expect(await deploy(user.token, taken.id, "digitalocean")).toMatchObject({ status: 409, body: { message: expect.stringContaining("DigitalOcean says the app's name is taken") } });
    // The push happened before DigitalOcean refused: the repository is linked, the attempt failed.
    expect((await renderUrlOf(user.token, taken.id)).github_repo).toContain("/occupied-shop");
    const attempts = deploymentsResponseSchema.parse((await call("GET", `/projects/${taken.id}/deployments`, { token: user.token })).body).deployments;
    expect(attempts[0]).toMatchObject({ target: "digitalocean", status: "failed", error: expect.stringContaining("name is taken") });

    await call("PUT", "/integrations/vercel", { token: user.token, body: { token: "quota-token" } }).then((answer) => expect(answer.status).toBe(402));

    // A token whose plan runs out after it was connected: the deployment fails with the plan's reason.
    await env.DB.prepare("DELETE FROM integrations WHERE user_id = ? AND provider = 'vercel'").bind(user.user.id).run();
    const sealed = await sealToken(env.AUTH_SECRET, "quota-token", { userId: user.user.id, provider: "vercel" });
    await env.DB.prepare("INSERT INTO integrations (id, user_id, provider, token_ciphertext, token_iv, account_name) VALUES (?, ?, 'vercel', ?, ?, 'me')").bind(crypto.randomUUID(), user.user.id, sealed.ciphertext, sealed.iv).run();
    expect(await deploy(user.token, failing.id, "vercel")).toMatchObject({ status: 402, body: { message: expect.stringContaining("Vercel refused for your plan's limits") } });
    expect(deploymentsResponseSchema.parse((await call("GET", `/projects/${failing.id}/deployments`, { token: user.token })).body).deployments[0]).toMatchObject({ status: "failed", error: expect.stringContaining("upgrade the plan") });
  });
});

describe("following a deployment", () => {
  it("ends one it can no longer follow as failed, with where to look, instead of failing the list", async () => {
    const user = await signUp("Lost track");
    const project = await createProject(user.token, { name: "Lost Track" });
    await connect(user.token, "vercel", "lost-track-vercel");
    await env.DB.prepare("INSERT INTO deployments (id, project_id, target, status, provider_ref) VALUES (?, ?, 'vercel', 'running', 'not json')").bind(crypto.randomUUID(), project.id).run();
    const listed = await call("GET", `/projects/${project.id}/deployments`, { token: user.token });
    expect(listed.status).toBe(200);
    expect(deploymentsResponseSchema.parse(listed.body).deployments[0]).toMatchObject({ status: "failed", error: "AppForge lost track of this deployment: its state is on Vercel's dashboard." });
  });
});

describe("tokens stay secret", () => {
  it("never reach a log line, whatever happens to them", async () => {
    const lines: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ""}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
      }),
    );
    try {
      const user = await signUp("Quiet user");
      const project = await builtProject(user.token, "Quiet Shop", "vercel");
      await call("PUT", "/integrations/vercel", { token: user.token, body: { token: "quota-token" } });
      await connect(user.token, "vercel", "quiet-vercel-secret");
      await connect(user.token, "github", "quiet-github-secret");
      expect((await deploy(user.token, project.id, "vercel")).status).toBe(201);
      await followed(user.token, project.id);
      expect((await deploy(user.token, project.id, "github")).status).toBe(201);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.join("\n")).not.toMatch(/quiet-vercel-secret|quiet-github-secret|quota-token/);
  });
});
