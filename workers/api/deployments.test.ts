import { env, SELF } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { followed, jobsOf, listedDeployments as listed, newestAttempt, published, until } from "../../tests/setup/deployments";
import { waitForSettled } from "../../tests/setup/engine";
import { loginFor } from "../../tests/setup/fake-github";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { builtPreview } from "../../tests/setup/preview";
import { responsesResponseSchema } from "../contract/agents";
import { deploymentResponseSchema, deploymentsResponseSchema, integrationResponseSchema, type IntegrationProvider } from "../contract/integrations";
import type { DeploymentPlatform } from "../contract/project-options";
import { roomEventSchema, type RoomEvent } from "../contract/events";
import { sealToken } from "../integrations/secrets";

/**
 * Connecting the hosting platforms and Cursor, and deploying a built project to the platform chosen in the
 * wizard, through the real Worker and D1, with each provider played by its local fake
 * (tests/setup/fake-platforms.ts, tests/setup/fake-github.ts) that the Worker's requests reach. Pressing
 * Deploy answers at once; the project's room publishes the attempt and follows it at the platform
 * (DEPLOYMENT_POLL_MS is 0 here), so these tests wait on D1 for the room's jobs: a read of the list writes nothing.
 */

const seenSchema = z.array(z.object({ method: z.string(), path: z.string(), body: z.unknown() }));
const seen = async (host: string) => seenSchema.parse(await (await fetch(`http://${host}/_fake/seen`)).json());

async function connect(token: string, provider: IntegrationProvider, secret: string) {
  const connected = await call("PUT", `/integrations/${provider}`, { token, body: { token: secret } });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return integrationResponseSchema.parse(connected.body);
}

async function builtProject(token: string, name: string, deployment: DeploymentPlatform, description = "An online shop") {
  const project = await createProject(token, { name, description, tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { ...FULL_WIZARD, deployment } });
  expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
  await waitForSettled(token, project.id);
  // The room's preview build, which makes the preview the live link until a deployment has an address.
  await builtPreview(token, project.id);
  return project;
}

async function deploymentResponse(token: string, projectId: string) {
  const responses = responsesResponseSchema.parse((await call("GET", `/agents/${projectId}/responses`, { token })).body).responses;
  return responses.find((response) => response.agentType === "deployment")?.response ?? "";
}

const deploy = (token: string, projectId: string, target: string) => call("POST", `/projects/${projectId}/deployments`, { token, body: { target } });

/** The bodies an account sent the fake GitHub that GitHub's OpenAPI description refuses (tests/setup/fake-github.ts). */
const githubViolations = async (secret: string) =>
  z
    .array(z.object({ operation: z.string().nullable(), errors: z.array(z.string()) }))
    .parse(await (await fetch(`http://github.test/_fake/checks?login=${loginFor(secret)}`)).json())
    .filter((check) => check.operation === null || check.errors.length > 0);

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
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { deployment, message } = deploymentResponseSchema.parse(started.body);
    expect(deployment).toMatchObject({ target: "vercel", status: "running", detail: "Sending the app's files to Vercel…" });
    expect(message).toBe("Sending the app's files to Vercel: the attempt below follows its build.");

    expect(await published(project.id)).toMatchObject({ detail: expect.stringContaining("Vercel runs the app (frontend/) only") });
    const sent = (await seen("vercel.test")).filter((request) => request.method === "POST" && request.path.startsWith("/v13/deployments")).at(-1);
    const body = z.object({ name: z.string(), target: z.string(), files: z.array(z.object({ file: z.string(), data: z.string() })), projectSettings: z.object({ framework: z.string().nullable() }) }).parse(sent?.body);
    expect(body).toMatchObject({ name: "vercel-shop", target: "production", projectSettings: { framework: "vite" } });
    expect(body.files.map((file) => file.file)).toContain("package.json");
    expect(body.files.every((file) => !file.file.startsWith("frontend/") && !file.file.startsWith("backend/"))).toBe(true);

    const live = await followed(user.token, project.id);
    expect(live).toMatchObject({ status: "succeeded", url: expect.stringMatching(/^https:\/\/vercel-shop-.*\.vercel\.test$/), error: null, detail: expect.stringContaining("Vercel runs the app (frontend/) only") });
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
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(deploymentResponseSchema.parse(started.body)).toMatchObject({
      deployment: { target: "render", status: "running", detail: "Pushing to GitHub…" },
      message: "Pushing to GitHub, then deploying to Render: the attempt below follows it.",
    });
    expect(await published(project.id)).toMatchObject({ status: "running", detail: null });
    const repository = `https://github.com/${loginFor("render-shop-gh")}/render-shop`;
    const created = (await seen("render.test")).filter((request) => request.method === "POST" && request.path === "/services").slice(-2);
    expect(created.map((request) => request.body)).toEqual([
      expect.objectContaining({ type: "web_service", name: "render-shop-api", repo: repository, branch: "main", rootDir: "backend", envVars: expect.arrayContaining([{ key: "DATABASE_URL", value: expect.stringMatching(/^postgresql:\/\//) }]) }),
      expect.objectContaining({ type: "static_site", name: "render-shop", repo: repository, serviceDetails: expect.objectContaining({ publishPath: "dist" }) }),
    ]);
    // The static site's rules as Render's RoutePut: type, source and destination, in priority order.
    const routes = (await seen("render.test")).filter((request) => request.method === "PUT" && request.path.endsWith("/routes")).at(-1);
    expect(z.array(z.object({ type: z.string(), source: z.string(), destination: z.string() }).strict()).min(1).safeParse(routes?.body).success).toBe(true);
    const live = await followed(user.token, project.id);
    expect(live).toMatchObject({ status: "succeeded", url: "https://render-shop.onrender.test" });
    const after = await renderUrlOf(user.token, project.id);
    expect(after).toEqual({ render_url: "https://render-shop.onrender.test", github_repo: `http://github.test/${loginFor("render-shop-gh")}/render-shop` });
    expect((await listed(user.token, project.id)).map((attempt) => attempt.target)).toEqual(["render"]);

    // Again: the services exist, so each gets a new deploy of the new commit instead of a second service.
    const before = (await seen("render.test")).length;
    expect((await deploy(user.token, project.id, "render")).status).toBe(202);
    await published(project.id);
    const again = (await seen("render.test")).slice(before).map((request) => `${request.method} ${request.path.split("?")[0]}`);
    expect(again.filter((line) => line === "POST /services")).toEqual([]);
    expect(again.filter((line) => /^POST \/services\/[^/]+\/deploys$/.test(line))).toHaveLength(2);
    expect(await githubViolations("render-shop-gh")).toEqual([]);
  });

  it("DigitalOcean: pushes to GitHub, sends .do/app.yaml's spec with the real repository, and follows it live", async () => {
    const user = await signUp("Ocean user");
    const project = await builtProject(user.token, "Ocean Shop", "digitalocean");
    await connect(user.token, "github", "ocean-shop-gh");
    await connect(user.token, "digitalocean", "ocean-shop-do");
    const started = await deploy(user.token, project.id, "digitalocean");
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(deploymentResponseSchema.parse(started.body).message).toBe("Pushing to GitHub, then deploying to DigitalOcean: the attempt below follows it.");
    await published(project.id);
    const spec = (await seen("digitalocean.test")).filter((request) => request.method === "POST" && request.path === "/v2/apps").at(-1)?.body;
    expect(JSON.stringify(spec)).toContain(`"github":{"repo":"${loginFor("ocean-shop-gh")}/ocean-shop","branch":"main","deploy_on_push":true}`);
    const live = await followed(user.token, project.id);
    expect(live).toMatchObject({ status: "succeeded", url: expect.stringMatching(/^https:\/\/ocean-shop-.*\.ondigitalocean\.test$/) });
    expect((await renderUrlOf(user.token, project.id)).render_url).toBe(live.url);
  });

  it("DigitalOcean: a long project name becomes an app name DigitalOcean accepts, and a second deploy takes the new commit", async () => {
    const user = await signUp("Long ocean user");
    const name = "Corner Bakery Orders And Deliveries For The North";
    const project = await builtProject(user.token, name, "digitalocean");
    await connect(user.token, "github", "long-ocean-gh");
    await connect(user.token, "digitalocean", "long-ocean-do");
    expect((await deploy(user.token, project.id, "digitalocean")).status).toBe(202);
    await published(project.id);
    const created = z.object({ spec: z.object({ name: z.string() }).passthrough() }).parse((await seen("digitalocean.test")).filter((request) => request.method === "POST" && request.path === "/v2/apps").at(-1)?.body);
    expect(created.spec.name).toMatch(/^[a-z][a-z0-9-]{0,30}[a-z0-9]$/);
    expect(await followed(user.token, project.id)).toMatchObject({ status: "succeeded" });

    expect((await deploy(user.token, project.id, "digitalocean")).status).toBe(202);
    expect(await followed(user.token, project.id)).toMatchObject({ status: "succeeded" });
    const update = (await seen("digitalocean.test")).filter((request) => request.method === "PUT" && request.path.startsWith("/v2/apps/")).at(-1)?.body;
    expect(update).toMatchObject({ spec: { name: created.spec.name }, update_all_source_versions: true });
  });

  it("Vercel: a deployment Vercel blocks ends failed, saying so, instead of running until the time limit", async () => {
    const user = await signUp("Blocked user");
    const project = await builtProject(user.token, "Blocked Build", "vercel");
    await connect(user.token, "vercel", "blocked-vercel");
    expect((await deploy(user.token, project.id, "vercel")).status).toBe(202);
    expect(await followed(user.token, project.id)).toMatchObject({ status: "failed", error: expect.stringMatching(/^Vercel blocked this deployment: .*so it will not be built\./) });
  });

  it("GitHub: a description with line breaks is pushed (made one line), and every body sent matches GitHub's OpenAPI description", async () => {
    const user = await signUp("Multi-line user");
    const project = await builtProject(user.token, "Two Line Shop", "render", "Orders for a small bakery.\nPickup and delivery.\r\n\tOpen on Sundays.");
    await connect(user.token, "github", "two-line-gh");
    expect((await deploy(user.token, project.id, "github")).status).toBe(202);
    expect(await followed(user.token, project.id)).toMatchObject({ target: "github", status: "succeeded", error: null });
    const repo = z.object({ description: z.string() }).parse(await (await fetch(`http://github.test/_fake/repos/${loginFor("two-line-gh")}/two-line-shop`)).json());
    expect(repo.description).toBe("Orders for a small bakery. Pickup and delivery. Open on Sundays.");
    expect(await githubViolations("two-line-gh")).toEqual([]);
  });

  it("AWS: an honest manual step with its instructions, no provider called", async () => {
    const user = await signUp("Aws user");
    const project = await builtProject(user.token, "Aws Shop", "aws");
    expect(await deploymentResponse(user.token, project.id)).toContain("Nothing was deployed: AppForge does not deploy to AWS. deploy/aws/README.md has the commands");
    const started = deploymentResponseSchema.parse((await deploy(user.token, project.id, "aws")).body);
    expect(started).toMatchObject({ deployment: { target: "aws", status: "manual", url: null, detail: expect.stringContaining("deploy/aws/README.md") } });
    expect(started.deployment.detail).toContain("AppForge does not deploy to AWS");
    // No address of AWS's: the live link stays the preview AppForge built.
    expect((await renderUrlOf(user.token, project.id)).render_url).toMatch(/\/preview\/[^/]+\/$/);
  });

  it("turns a failed build, a taken name and a plan limit into failed records with the provider's reason", async () => {
    const user = await signUp("Failing user");
    const failing = await builtProject(user.token, "Failing Build", "vercel");
    await connect(user.token, "vercel", "failing-vercel");
    expect((await deploy(user.token, failing.id, "vercel")).status).toBe(202);
    expect(await followed(user.token, failing.id)).toMatchObject({ status: "failed", error: 'Vercel\'s build failed: Command "npm run build" exited with 1. Its log is on Vercel\'s dashboard.' });
    expect((await renderUrlOf(user.token, failing.id)).render_url ?? "").not.toContain("vercel.test");

    await connect(user.token, "github", "occupied-gh");
    const taken = await builtProject(user.token, "Occupied Shop", "digitalocean");
    expect(await deploymentResponse(user.token, taken.id)).toContain("deploying to DigitalOcean needs GitHub and DigitalOcean connected, and DigitalOcean is not. Connect DigitalOcean on");
    await connect(user.token, "digitalocean", "occupied-do");
    // Started at once; DigitalOcean's refusal is the attempt's end, with its reason (and nothing left of "Pushing to GitHub…").
    expect((await deploy(user.token, taken.id, "digitalocean")).status).toBe(202);
    expect(await followed(user.token, taken.id)).toMatchObject({ target: "digitalocean", status: "failed", error: expect.stringContaining("DigitalOcean says the app's name is taken"), detail: null });
    // The push happened before DigitalOcean refused: the repository is linked.
    expect((await renderUrlOf(user.token, taken.id)).github_repo).toContain("/occupied-shop");

    await call("PUT", "/integrations/vercel", { token: user.token, body: { token: "quota-token" } }).then((answer) => expect(answer.status).toBe(402));

    // A token whose plan runs out after it was connected: the deployment fails with the plan's reason.
    await env.DB.prepare("DELETE FROM integrations WHERE user_id = ? AND provider = 'vercel'").bind(user.user.id).run();
    const sealed = await sealToken(env.TOKEN_ENCRYPTION_KEY, "quota-token", { userId: user.user.id, provider: "vercel" });
    await env.DB.prepare("INSERT INTO integrations (id, user_id, provider, token_ciphertext, token_iv, account_name) VALUES (?, ?, 'vercel', ?, ?, 'me')").bind(crypto.randomUUID(), user.user.id, sealed.ciphertext, sealed.iv).run();
    expect((await deploy(user.token, failing.id, "vercel")).status).toBe(202);
    expect(await followed(user.token, failing.id)).toMatchObject({ status: "failed", error: expect.stringMatching(/^Vercel refused for your plan's limits.*upgrade the plan/) });
  });
});

describe("following a deployment", () => {
  it("ends one it can no longer follow as failed, with where to look, instead of failing the list", async () => {
    const user = await signUp("Lost track");
    const project = await createProject(user.token, { name: "Lost Track" });
    await connect(user.token, "vercel", "lost-track-vercel");
    // Running at Vercel with no job of the room following it: the list answers it as recorded and asks the room to follow.
    await env.DB.prepare("INSERT INTO deployments (id, project_id, target, status, provider_ref) VALUES (?, ?, 'vercel', 'running', 'not json')").bind(crypto.randomUUID(), project.id).run();
    const listed = await call("GET", `/projects/${project.id}/deployments`, { token: user.token });
    expect(listed.status).toBe(200);
    expect(deploymentsResponseSchema.parse(listed.body).deployments[0]).toMatchObject({ status: "running" });
    expect(await followed(user.token, project.id)).toMatchObject({ status: "failed", error: "AppForge lost track of this deployment: its state is on Vercel's dashboard." });
    await until(() => jobsOf(project.id), (jobs) => jobs.length === 0, "the room's follow-up was left");
  });

  it("a read of the list writes nothing, even of an attempt past its time", async () => {
    const user = await signUp("Only reading");
    const project = await createProject(user.token, { name: "Only Reading" });
    // Still publishing after 31 minutes, with no job: a read used to end it. Only the room writes an attempt.
    const startedAt = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    await env.DB.prepare("INSERT INTO deployments (id, project_id, target, status, detail, created_at) VALUES (?, ?, 'render', 'running', 'Pushing to GitHub…', ?)")
      .bind(crypto.randomUUID(), project.id, startedAt)
      .run();
    const rows = async () => ({
      deployments: (await env.DB.prepare("SELECT * FROM deployments WHERE project_id = ?").bind(project.id).all()).results,
      project: await env.DB.prepare("SELECT * FROM projects WHERE id = ?").bind(project.id).first(),
    });
    const before = await rows();
    const listed = await call("GET", `/projects/${project.id}/deployments`, { token: user.token });
    expect(listed.status).toBe(200);
    expect(deploymentsResponseSchema.parse(listed.body).deployments).toEqual([expect.objectContaining({ status: "running", detail: "Pushing to GitHub…" })]);
    expect(await rows()).toEqual(before);
    // Nothing runs at a platform, so the room was not asked to follow anything.
    expect(await jobsOf(project.id)).toEqual([]);
  });
});

describe("the project's room follows a deployment, with no one reading the list", () => {
  /** A screen on the project: the room's events as they arrive. */
  async function screen(token: string, projectId: string) {
    const ticket = z.object({ ticket: z.string() }).parse((await call("POST", `/projects/${projectId}/socket-ticket`, { token })).body).ticket;
    const socket = await SELF.fetch(`http://example.com/parties/project-room/${projectId}?ticket=${encodeURIComponent(ticket)}`, { headers: { Upgrade: "websocket" } });
    const ws = socket.webSocket;
    if (!ws) throw new Error("no socket");
    const events: RoomEvent[] = [];
    ws.addEventListener("message", (event) => {
      const parsed = roomEventSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) events.push(parsed.data);
    });
    ws.accept();
    return { events, close: () => ws.close() };
  }

  it("Render: publishes and follows it live, sets the live link and tells the screens; its jobs are then done", async () => {
    const user = await signUp("Room render");
    await connect(user.token, "github", "room-render-gh");
    await connect(user.token, "render", "room-render-key");
    const project = await builtProject(user.token, "Room Render", "render");
    const watching = await screen(user.token, project.id);
    const started = performance.now();
    const answer = await deploy(user.token, project.id, "render");
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(performance.now() - started).toBeLessThan(1000);

    // D1 only, never the list: the room's jobs publish it, then ask Render until both deploys are live.
    const live = await until(() => newestAttempt(project.id), (row) => row.status !== "running", "the room never ended the deployment");
    expect(live).toMatchObject({ status: "succeeded", url: "https://room-render.onrender.test", error: null });
    expect((await renderUrlOf(user.token, project.id)).render_url).toBe("https://room-render.onrender.test");
    await until(() => jobsOf(project.id), (jobs) => jobs.length === 0, "the room's jobs were left");
    await until(
      async () => watching.events,
      (events) => events.some((event) => event.type === "project-update" && event.project.render_url === "https://room-render.onrender.test"),
      "no project-update with the live link",
    );
    expect(watching.events).toContainEqual(expect.objectContaining({ type: "deployment-update", deployment: expect.objectContaining({ id: live.id, status: "succeeded" }) }));
    watching.close();
  });

  it("a build that stays in progress is looked at again later, not waited for; the room answers meanwhile", async () => {
    const user = await signUp("Slow builder");
    await connect(user.token, "github", "slow-build-gh");
    await connect(user.token, "render", "slow-build-key");
    const project = await builtProject(user.token, "Slow Build", "render");
    expect((await deploy(user.token, project.id, "render")).status).toBe(202);
    const running = await published(project.id);
    expect(running.status).toBe("running");

    // The follow-up is a stored job, stored again after each look with the next time it is due.
    const jobs = await until(
      () => jobsOf(project.id),
      (stored) => stored.some((job) => z.object({ kind: z.literal("deployment-follow"), attempts: z.number().min(3) }).safeParse(job).success),
      "the follow-up was not looked at again",
    );
    expect(jobs).toEqual([expect.objectContaining({ kind: "deployment-follow", deploymentId: running.id, userId: user.user.id, dueAt: expect.any(Number) })]);
    expect((await newestAttempt(project.id)).status).toBe("running");
    // The room is not held by it: a call to it answers at once, and asking to follow again keeps the one job.
    const room = await getServerByName(env.ProjectRoom, project.id);
    const asked = performance.now();
    await room.followDeployment(running.id, user.user.id);
    const message = await call("POST", `/agents/${project.id}/message`, { token: user.token, body: { agent_type: "frontend", message: "Warmer colours" } });
    expect(message.status).toBe(201);
    expect(performance.now() - asked).toBeLessThan(1000);
    expect((await jobsOf(project.id)).filter((job) => z.object({ kind: z.literal("deployment-follow") }).safeParse(job).success)).toHaveLength(1);

    // Render disconnected: the room can no longer follow it, and ends it saying where to look.
    expect((await call("DELETE", "/integrations/render", { token: user.token })).status).toBe(200);
    const ended = await until(() => newestAttempt(project.id), (row) => row.status !== "running", "the room never ended the deployment");
    expect(ended).toMatchObject({ status: "failed", error: "Render was disconnected while this deployment ran: AppForge can no longer follow it. Its state is on Render's dashboard." });
    await until(() => jobsOf(project.id), (left) => !left.some((job) => z.object({ kind: z.literal("deployment-follow") }).safeParse(job).success), "the follow-up was left");
  });

  it("a failed build ends failed with Render's reason, and the live link stays", async () => {
    const user = await signUp("Room failing");
    await connect(user.token, "github", "room-failing-gh");
    await connect(user.token, "render", "room-failing-key");
    const project = await builtProject(user.token, "Failing Build", "render");
    const before = (await renderUrlOf(user.token, project.id)).render_url;
    expect((await deploy(user.token, project.id, "render")).status).toBe(202);
    const ended = await until(() => newestAttempt(project.id), (row) => row.status !== "running", "the room never ended the deployment");
    expect(ended).toMatchObject({ status: "failed", error: expect.stringMatching(/^Render's deploy of failing-build(-api)? ended "build_failed": its log is on Render's dashboard\.$/) });
    expect((await renderUrlOf(user.token, project.id)).render_url).toBe(before);
    await until(() => jobsOf(project.id), (jobs) => jobs.length === 0, "the room's jobs were left");
  });

  it("follows an attempt it is given (followDeployment) to its end", async () => {
    const user = await signUp("Given one");
    const project = await createProject(user.token, { name: "Given One" });
    await connect(user.token, "vercel", "given-one-vercel");
    // A build started at Vercel and recorded running, as a publish leaves it.
    const built = await fetch("http://vercel.test/v13/deployments", {
      method: "POST",
      headers: { Authorization: "Bearer given-one-vercel", "Content-Type": "application/json" },
      body: JSON.stringify({ name: "given-one", files: [{ file: "index.html", data: "<p>hi</p>" }] }),
    });
    const { id, url } = z.object({ id: z.string(), url: z.string() }).parse(await built.json());
    const rowId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO deployments (id, project_id, target, status, provider_ref, url) VALUES (?, ?, 'vercel', 'running', ?, ?)")
      .bind(rowId, project.id, JSON.stringify({ vercel: id }), `https://${url}`)
      .run();
    await (await getServerByName(env.ProjectRoom, project.id)).followDeployment(rowId, user.user.id);
    const ended = await until(() => newestAttempt(project.id), (row) => row.status !== "running", "the room never ended the deployment");
    expect(ended).toMatchObject({ id: rowId, status: "succeeded", url: `https://${url}` });
    expect((await renderUrlOf(user.token, project.id)).render_url).toBe(`https://${url}`);
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
      expect((await deploy(user.token, project.id, "vercel")).status).toBe(202);
      await followed(user.token, project.id);
      expect((await deploy(user.token, project.id, "github")).status).toBe(202);
      expect(await followed(user.token, project.id)).toMatchObject({ target: "github", status: "succeeded" });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.join("\n")).not.toMatch(/quiet-vercel-secret|quiet-github-secret|quota-token/);
  });
});
