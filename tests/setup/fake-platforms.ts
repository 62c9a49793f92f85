import { loginFor } from "./fake-github";

/**
 * Local stand-ins for the hosting platforms' and Cursor's REST APIs (paid outside services): the calls
 * AppForge makes, with each provider's request and answer shapes and its error answers, as each provider's
 * published API description has them (named above each class); a body outside the description is refused
 * the way the provider refuses one. Tokens, for all:
 * "bad-token" is refused (401), "limited-token" is out of rate limit (429), "quota-token" is over its plan
 * (402); any other token is the account loginFor(token). A Render service or DigitalOcean app whose name
 * starts with "occupied" already exists elsewhere. Deployments move one step each time their state is read, and end
 * live, except for a project named "failing-build", whose build fails, a Vercel project named "blocked-build",
 * whose deployment Vercel blocks, and a Render service whose name starts with "slow-build", whose build stays in
 * progress however often it is read. `seen` keeps each request with its body; GET /_fake/seen answers it, for
 * tests to check what was sent.
 */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

interface Seen {
  method: string;
  path: string;
  body: unknown;
}

abstract class FakeProvider {
  readonly seen: Seen[] = [];
  private counter = 0;
  protected abstract refusal(status: number, message: string): Response;

  protected id(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter.toString(36).padStart(6, "0")}`;
  }

  /** The account a request's token belongs to, or the provider's refusal. */
  protected async open(request: Request, scheme = "Bearer "): Promise<{ account: string; path: string; search: URLSearchParams; body: Record<string, unknown>; raw: unknown } | Response> {
    const url = new URL(request.url);
    if (url.pathname === "/_fake/seen") return json(200, this.seen);
    const text = request.method === "GET" ? "" : await request.text();
    const raw: unknown = text ? JSON.parse(text) : {};
    const body = isRecord(raw) ? raw : {};
    this.seen.push({ method: request.method, path: url.pathname + url.search, body: raw });
    const header = request.headers.get("authorization") ?? "";
    const token = header.startsWith(scheme) ? header.slice(scheme.length) : "";
    if (!token || token === "bad-token") return this.refusal(401, "Unauthorized: invalid token");
    if (token === "limited-token") return this.refusal(429, "Too many requests");
    if (token === "quota-token") return this.refusal(402, "Your plan does not allow more projects");
    return { account: loginFor(token), path: url.pathname, search: url.searchParams, body, raw };
  }
}

const VERCEL_STEPS = ["QUEUED", "INITIALIZING", "BUILDING", "READY"] as const;

/** The create-deployment body's fields (createDeployment's request body, and its inlined files and projectSettings). */
const VERCEL_BODY = ["customEnvironmentSlugOrId", "deploymentId", "files", "gitAccessToken", "gitMetadata", "gitSource", "meta", "monorepoManager", "name", "project", "projectSettings", "target", "withLatestCommit"];
// An inlined file (InlinedFile); AppForge never sends uploaded ones (file, sha, size).
const VERCEL_FILE = ["file", "data", "encoding"];
const VERCEL_SETTINGS = ["buildCommand", "commandForIgnoringBuildStep", "devCommand", "framework", "installCommand", "nodeVersion", "outputDirectory", "rootDirectory", "serverlessFunctionRegion", "sourceFilesOutsideRootDirectory"];

/** Vercel's answer to a body with a property its description does not have, or null. */
function vercelBodyProblem(body: Record<string, unknown>): string | null {
  const extra = (value: unknown, allowed: string[]) => (isRecord(value) ? Object.keys(value).find((key) => !allowed.includes(key)) : undefined);
  const unknown = extra(body, VERCEL_BODY) ?? (Array.isArray(body.files) ? body.files.map((file) => extra(file, VERCEL_FILE)).find(Boolean) : undefined) ?? extra(body.projectSettings, VERCEL_SETTINGS);
  if (unknown) return `Invalid request: should NOT have additional property \`${unknown}\`.`;
  if (typeof body.name !== "string" || !body.name) return "Invalid request: missing required property `name`.";
  if (!Array.isArray(body.files) || body.files.length === 0 || !body.files.every((file) => isRecord(file) && typeof file.file === "string" && typeof file.data === "string")) {
    return "Invalid request: `files` should be a non-empty list of { file, data }.";
  }
  return null;
}

/**
 * Vercel's REST API as its OpenAPI description has it (vercel-spec.json in github:vercel/sdk, read through
 * the SDK's generated docs/models): POST /v13/deployments (createDeployment) and GET /v13/deployments/{idOrUrl}
 * (getDeployment), whose readyState is one of QUEUED, INITIALIZING, BUILDING, READY, ERROR, CANCELED, BLOCKED,
 * with readyStateReason and errorMessage.
 */
export class FakeVercel extends FakeProvider {
  private readonly deployments = new Map<string, { name: string; step: number; url: string }>();

  protected refusal(status: number, message: string): Response {
    const code = status === 401 ? "forbidden" : status === 429 ? "rate_limited" : "payment_required";
    return json(status === 401 ? 403 : status, { error: { code, message: status === 401 ? "The request is missing an authentication token or the token is invalid" : message } });
  }

  async handle(request: Request): Promise<Response> {
    const opened = await this.open(request);
    if (opened instanceof Response) return opened;
    const { account, path, body } = opened;
    if (request.method === "GET" && path === "/v2/user") return json(200, { user: { id: `u-${account}`, username: account, name: null, email: `${account}@example.test` } });
    if (request.method === "POST" && path === "/v13/deployments") {
      const name = String(body.name ?? "");
      const problem = vercelBodyProblem(body);
      if (problem) return json(400, { error: { code: "bad_request", message: problem } });
      const id = this.id("dpl");
      const deployment = { name, step: 0, url: `${name}-${id}.vercel.test` };
      this.deployments.set(id, deployment);
      return json(200, { id, url: deployment.url, readyState: VERCEL_STEPS[0], name });
    }
    const match = /^\/v13\/deployments\/([^/]+)$/.exec(path);
    const deployment = match ? this.deployments.get(match[1] ?? "") : undefined;
    if (request.method === "GET" && match && deployment) {
      deployment.step = Math.min(deployment.step + 1, VERCEL_STEPS.length - 1);
      const last = deployment.step === VERCEL_STEPS.length - 1;
      if (last && deployment.name === "failing-build") return json(200, { id: match[1], url: deployment.url, readyState: "ERROR", errorMessage: 'Command "npm run build" exited with 1' });
      if (deployment.name === "blocked-build") return json(200, { id: match[1], url: deployment.url, readyState: "BLOCKED", readyStateReason: "The team's deployment limit is reached" });
      return json(200, { id: match[1], url: deployment.url, readyState: VERCEL_STEPS[deployment.step] });
    }
    return json(404, { error: { code: "not_found", message: "The deployment could not be found." } });
  }
}

const RENDER_STEPS = ["created", "build_in_progress", "update_in_progress", "live"] as const;

/**
 * Render's REST API v1 as its OpenAPI description has it (generated into github:render-oss/cli,
 * pkg/client/types_gen.go and client_gen.go): ServicePOST, PutRoutes with a list of RoutePut, which is only
 * { type: "redirect" | "rewrite", source, destination } (the list's order is the priority), deploys whose
 * status is a DeployStatus.
 */
export class FakeRender extends FakeProvider {
  readonly services = new Map<string, { id: string; name: string; ownerId: string; type: string; repo: string; url: string; envVars: unknown }>();
  readonly postgres = new Map<string, { id: string; name: string; ownerId: string }>();
  private readonly deploys = new Map<string, { serviceId: string; step: number; fails: boolean; stuck: boolean }>();

  protected refusal(status: number, message: string): Response {
    return json(status, { id: String(status), message });
  }

  private deploy(serviceId: string, name: string): string {
    const id = this.id("dep");
    this.deploys.set(id, { serviceId, step: 0, fails: name.startsWith("failing-build"), stuck: name.startsWith("slow-build") });
    return id;
  }

  async handle(request: Request): Promise<Response> {
    const opened = await this.open(request);
    if (opened instanceof Response) return opened;
    const { account, path, search, body } = opened;
    const ownerId = `own-${account}`;
    const method = request.method;
    if (method === "GET" && path === "/owners") return json(200, [{ owner: { id: ownerId, name: account, email: `${account}@example.test`, type: "user" }, cursor: "c1" }]);
    if (method === "GET" && path === "/services") {
      const found = [...this.services.values()].filter((service) => service.ownerId === search.get("ownerId") && service.name === search.get("name"));
      return json(200, found.map((service) => ({ service: { id: service.id, name: service.name, type: service.type, serviceDetails: { url: service.url } }, cursor: service.id })));
    }
    if (method === "POST" && path === "/services") {
      const name = String(body.name ?? "");
      if (body.ownerId !== ownerId) return json(400, { id: "400", message: "invalid ownerId" });
      if (!/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(String(body.repo ?? ""))) return json(400, { id: "400", message: "repo must be a GitHub repository URL" });
      if (!["web_service", "static_site"].includes(String(body.type))) return json(400, { id: "400", message: "invalid service type" });
      if (name.startsWith("occupied") || [...this.services.values()].some((service) => service.name === name && service.ownerId === ownerId)) {
        return json(409, { id: "409", message: `service with name ${name} already exists` });
      }
      const id = this.id("srv");
      const service = { id, name, ownerId, type: String(body.type), repo: String(body.repo), url: `https://${name}.onrender.test`, envVars: body.envVars };
      this.services.set(id, service);
      const deployId = this.deploy(id, name);
      return json(201, { service: { id, name, type: service.type, serviceDetails: { url: service.url } }, deployId });
    }
    if (method === "GET" && path === "/postgres") {
      const found = [...this.postgres.values()].filter((database) => database.ownerId === search.get("ownerId") && database.name === search.get("name"));
      return json(200, found.map((postgres) => ({ postgres, cursor: postgres.id })));
    }
    if (method === "POST" && path === "/postgres") {
      const id = this.id("dpg");
      const database = { id, name: String(body.name ?? ""), ownerId };
      this.postgres.set(id, database);
      return json(201, { ...database, status: "creating", plan: body.plan });
    }
    const connection = /^\/postgres\/([^/]+)\/connection-info$/.exec(path);
    if (method === "GET" && connection && this.postgres.has(connection[1] ?? "")) {
      return json(200, { password: "pw", internalConnectionString: `postgresql://user:pw@${connection[1]}/app`, externalConnectionString: `postgresql://user:pw@${connection[1]}.render.test/app` });
    }
    const serviceMatch = /^\/services\/([^/]+)(\/.*)$/.exec(path);
    const service = serviceMatch ? this.services.get(serviceMatch[1] ?? "") : undefined;
    if (serviceMatch && service && service.ownerId === ownerId) {
      const rest = serviceMatch[2];
      if (method === "PUT" && rest === "/routes") {
        const routes = opened.raw;
        const problem = !Array.isArray(routes)
          ? "request body must be a list of routes"
          : routes.map((route) => routePutProblem(route)).find(Boolean);
        if (problem || !Array.isArray(routes)) return json(400, { id: "400", message: problem ?? "invalid routes" });
        return json(200, routes.filter(isRecord).map((route, priority) => ({ id: this.id("rdr"), ...route, priority })));
      }
      if (method === "POST" && rest === "/deploys") return json(201, { id: this.deploy(service.id, service.name.startsWith("slow-build") ? service.name : ""), status: "created" });
      const deployMatch = /^\/deploys\/([^/]+)$/.exec(rest ?? "");
      const deploy = deployMatch ? this.deploys.get(deployMatch[1] ?? "") : undefined;
      if (method === "GET" && deployMatch && deploy && deploy.serviceId === service.id) {
        deploy.step = Math.min(deploy.step + 1, deploy.stuck ? 1 : RENDER_STEPS.length - 1);
        const status = deploy.fails && deploy.step === RENDER_STEPS.length - 1 ? "build_failed" : RENDER_STEPS[deploy.step];
        return json(200, { id: deployMatch[1], status });
      }
    }
    return json(404, { id: "not-found", message: "not found" });
  }
}

/** What Render says of a route outside RoutePut, or null. */
function routePutProblem(route: unknown): string | null {
  if (!isRecord(route)) return "each route must be an object";
  const unknown = Object.keys(route).find((key) => !["type", "source", "destination"].includes(key));
  if (unknown) return `unknown field "${unknown}" in route: a route is type, source and destination, and its place in the list is its priority`;
  if (route.type !== "redirect" && route.type !== "rewrite") return "route type must be redirect or rewrite";
  if (typeof route.source !== "string" || typeof route.destination !== "string") return "route source and destination are required";
  return null;
}

const DO_PHASES = ["PENDING_BUILD", "BUILDING", "PENDING_DEPLOY", "DEPLOYING", "ACTIVE"] as const;

/**
 * DigitalOcean's API v2 as its OpenAPI description has it (github:digitalocean/openapi,
 * specification/resources/apps): apps_create (spec required), apps_update ({ spec, update_all_source_versions };
 * without it App Platform keeps the components' old source versions), app spec names matching
 * ^[a-z][a-z0-9-]{0,30}[a-z0-9]$, and deployment phases from apps_deployment_phase.
 */
export class FakeDigitalOcean extends FakeProvider {
  readonly apps = new Map<string, { id: string; account: string; spec: Record<string, unknown>; step: number; deployments: number; sources: "latest" | "kept" }>();

  protected refusal(status: number, message: string): Response {
    const id = status === 401 ? "unauthorized" : status === 429 ? "too_many_requests" : "payment_required";
    return json(status, { id, message: status === 401 ? "Unable to authenticate you" : message });
  }

  async handle(request: Request): Promise<Response> {
    const opened = await this.open(request);
    if (opened instanceof Response) return opened;
    const { account, path, body } = opened;
    const method = request.method;
    const mine = [...this.apps.values()].filter((app) => app.account === account);
    const appJson = (app: { id: string; spec: Record<string, unknown>; step: number; sources: "latest" | "kept" }) => ({
      id: app.id,
      spec: withEncryptedSecrets(app.spec),
      live_url: DO_PHASES[app.step] === "ACTIVE" ? `https://${String(app.spec.name)}-${app.id}.ondigitalocean.test` : undefined,
    });
    if (method === "GET" && path === "/v2/account") return json(200, { account: { email: `${account}@example.test`, uuid: `uuid-${account}`, status: "active" } });
    if (method === "GET" && path === "/v2/apps") return json(200, mine.length > 0 ? { apps: mine.map(appJson), meta: { total: mine.length } } : { meta: { total: 0 } });
    if (method === "POST" && path === "/v2/apps") {
      const spec = body.spec as Record<string, unknown> | undefined;
      const problem = specProblem(spec);
      if (problem) return json(400, { id: "bad_request", message: problem });
      if (String(spec?.name).startsWith("occupied")) return json(409, { id: "conflict", message: "app name is already taken" });
      const app = { id: this.id("app"), account, spec: spec ?? {}, step: 0, deployments: 1, sources: "latest" as const };
      this.apps.set(app.id, app);
      return json(200, { app: appJson(app) });
    }
    const match = /^\/v2\/apps\/([^/]+)(\/deployments)?$/.exec(path);
    const app = match ? this.apps.get(match[1] ?? "") : undefined;
    if (match && app && app.account === account) {
      if (method === "PUT" && !match[2]) {
        const spec = body.spec as Record<string, unknown> | undefined;
        const unknown = Object.keys(body).find((key) => key !== "spec" && key !== "update_all_source_versions");
        const problem = unknown ? `unknown field "${unknown}"` : typeof (body.update_all_source_versions ?? false) !== "boolean" ? "update_all_source_versions must be a boolean" : specProblem(spec);
        if (problem) return json(400, { id: "bad_request", message: problem });
        // apps_update: only update_all_source_versions fetches every component's latest commit.
        Object.assign(app, { spec, step: 0, deployments: app.deployments + 1, sources: body.update_all_source_versions === true ? "latest" : "kept" });
        return json(200, { app: appJson(app) });
      }
      if (method === "GET" && match[2]) {
        app.step = Math.min(app.step + 1, DO_PHASES.length - 1);
        const failed = app.spec.name === "failing-build" && app.step === DO_PHASES.length - 1;
        const cause = app.sources === "latest" ? "app spec updated, with the latest commit of every source" : "app spec updated; sources kept at their previous commit";
        return json(200, { deployments: [{ id: `${app.id}-d${app.deployments}`, phase: failed ? "ERROR" : DO_PHASES[app.step], cause }] });
      }
      if (method === "GET") return json(200, { app: appJson(app) });
    }
    return json(404, { id: "not_found", message: "The resource you were accessing could not be found." });
  }
}

/**
 * App Platform answers a SECRET variable's value encrypted ("EV[1:...]"), and takes that ciphertext back in a
 * spec as the same value. The stand-in marks the value instead of encrypting it.
 */
function withEncryptedSecrets(spec: Record<string, unknown>): Record<string, unknown> {
  const encrypt = (envs: unknown) =>
    Array.isArray(envs)
      ? envs.map((env: Record<string, unknown>) =>
          env.type === "SECRET" && typeof env.value === "string" && !env.value.startsWith("EV[") ? { ...env, value: `EV[1:${btoa(env.value)}]` } : env,
        )
      : envs;
  return Object.fromEntries(
    Object.entries(spec).map(([key, value]) => [
      key,
      key === "envs" ? encrypt(value) : Array.isArray(value) ? value.map((item: unknown) => (item && typeof item === "object" && "envs" in item ? { ...item, envs: encrypt(item.envs) } : item)) : value,
    ]),
  );
}

/** What DigitalOcean checks of a spec that AppForge could get wrong: a name as app_spec.yml allows it, and real GitHub sources. */
function specProblem(spec: Record<string, unknown> | undefined): string | null {
  if (!spec || typeof spec.name !== "string") return "spec.name is required";
  if (!/^[a-z][a-z0-9-]{0,30}[a-z0-9]$/.test(spec.name)) return `spec.name "${spec.name}" must be 2 to 32 characters matching ^[a-z][a-z0-9-]{0,30}[a-z0-9]$`;
  const text = JSON.stringify(spec);
  if (text.includes("YOUR_GITHUB_USER")) return "GitHub repository YOUR_GITHUB_USER/YOUR_REPOSITORY not found";
  return null;
}

const CURSOR_STEPS = ["CREATING", "RUNNING", "FINISHED"] as const;

/** What Cursor says of a launch body outside its description, or null. */
function launchProblem(body: Record<string, unknown>): string | null {
  const unknown = Object.keys(body).find((key) => !["prompt", "source", "model", "target", "webhook"].includes(key));
  if (unknown) return `Unknown field: ${unknown}`;
  const prompt = isRecord(body.prompt) ? body.prompt : {};
  const source = isRecord(body.source) ? body.source : {};
  const target = body.target === undefined ? {} : body.target;
  if (typeof prompt.text !== "string" || !prompt.text) return "prompt.text is required";
  if (typeof source.repository !== "string" || !/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(source.repository)) return "source.repository must be a GitHub repository URL";
  if (source.ref !== undefined && (typeof source.ref !== "string" || !source.ref)) return "source.ref must be a branch, tag or commit";
  if (!isRecord(target)) return "target must be an object";
  const extra = Object.keys(target).find((key) => !["autoCreatePr", "branchName", "openAsCursorGithubApp", "skipReviewerRequest"].includes(key));
  if (extra) return `Unknown field: target.${extra}`;
  if (target.autoCreatePr !== undefined && typeof target.autoCreatePr !== "boolean") return "target.autoCreatePr must be a boolean";
  if (target.branchName !== undefined && (typeof target.branchName !== "string" || !target.branchName)) return "target.branchName must be a branch name";
  return null;
}

/**
 * Cursor's background-agent API v0 as Cursor documents it ("Launch an agent", "Agent status"): POST /v0/agents
 * with prompt.text, source { repository, ref? } (no ref: the repository's default branch) and
 * target { autoCreatePr?, branchName?, openAsCursorGithubApp?, skipReviewerRequest? }; a pull request (target.prUrl)
 * only when autoCreatePr was asked for (its default is false); the agent's work on target.branchName (the one
 * asked for, else one Cursor names, here cursor/<agent id>); status CREATING, RUNNING, FINISHED, ERROR or EXPIRED;
 * errors as { error: { message, code } }. The branch itself is GitHub's: a test that needs it there makes it in
 * the fake GitHub (POST /_fake/repos/<owner>/<name>/commits).
 */
export class FakeCursor extends FakeProvider {
  readonly agents = new Map<string, { id: string; account: string; prompt: string; repository: string; step: number; source: Record<string, unknown>; autoCreatePr: boolean; branchName: string }>();

  protected refusal(status: number, message: string): Response {
    return json(status, { error: { message: status === 401 ? "Invalid API key" : message, code: status === 401 ? "unauthorized" : status === 429 ? "rate_limited" : "payment_required" } });
  }

  async handle(request: Request): Promise<Response> {
    const opened = await this.open(request);
    if (opened instanceof Response) return opened;
    const { account, path, body } = opened;
    if (request.method === "GET" && path === "/v0/me") return json(200, { apiKeyName: "AppForge", createdAt: "2026-01-01T00:00:00Z", userEmail: `${account}@example.test` });
    if (request.method === "POST" && path === "/v0/agents") {
      const problem = launchProblem(body);
      if (problem) return json(400, { error: { message: problem, code: "invalid_request" } });
      const prompt = isRecord(body.prompt) ? String(body.prompt.text) : "";
      const source = isRecord(body.source) ? body.source : {};
      const target = isRecord(body.target) ? body.target : {};
      const autoCreatePr = target.autoCreatePr === true;
      const id = this.id("bc");
      const branchName = typeof target.branchName === "string" && target.branchName ? target.branchName : `cursor/${id}`;
      const agent = { id, account, prompt, repository: String(source.repository), step: 0, source, autoCreatePr, branchName };
      this.agents.set(agent.id, agent);
      return json(201, {
        id: agent.id,
        name: prompt.slice(0, 40),
        status: CURSOR_STEPS[0],
        source,
        target: { url: `https://cursor.test/agents/${agent.id}`, branchName, autoCreatePr },
        createdAt: "2026-01-01T00:00:00Z",
      });
    }
    const match = /^\/v0\/agents\/([^/]+)$/.exec(path);
    const agent = match ? this.agents.get(match[1] ?? "") : undefined;
    if (request.method === "GET" && agent && agent.account === account) {
      agent.step = Math.min(agent.step + 1, CURSOR_STEPS.length - 1);
      const finished = CURSOR_STEPS[agent.step] === "FINISHED";
      return json(200, {
        id: agent.id,
        status: CURSOR_STEPS[agent.step],
        summary: finished ? `Cursor finished: ${agent.prompt.split("\n")[0]} (changes on branch ${agent.branchName})` : undefined,
        source: agent.source,
        target: { url: `https://cursor.test/agents/${agent.id}`, branchName: agent.branchName, autoCreatePr: agent.autoCreatePr, prUrl: finished && agent.autoCreatePr ? `${agent.repository}/pull/1` : undefined },
      });
    }
    return json(404, { error: { message: "Agent not found", code: "not_found" } });
  }
}
