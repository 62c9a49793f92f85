import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { createProject } from "../../tests/setup/projects";
import { builtProject, ORIGIN, previewCall, previewFailure, previewSession, publish, VENDOR, withId, type Built } from "../../tests/setup/preview";
import { waitForSettled } from "../../tests/setup/engine";
import { previewWaitingReason, PREVIEW_UNSUPPORTED, previewSourcesSchema, previewStatusSchema, publishPreviewResponseSchema } from "../contract/preview";
import { type Entity } from "../engine/model";
import { PREVIEW_VENDOR } from "../engine/preview/vendor";
import { ruleCases } from "../engine/generators/rule-cases";
import { countedSample, sampleValue } from "../engine/generators/samples";
import { NOT_RFC_3339, openApiDocument } from "../engine/generators/shared/backend/openapi";
import { ownedRoutes, roleTestCase } from "../engine/generators/shared/backend/roles";
import { contractCheck } from "../../tests/setup/openapi-contract";

/**
 * The preview end to end through the real Worker: a project built by the engine, its preview published as
 * the owner's browser publishes it, then the previewed app's API called as the sandboxed app calls it.
 * The generated backends' own contract (every route served, every business rule broken and kept, the
 * roles) runs against it here.
 */

/** A valid record of `entity`: references point at records made for it first; unique texts differ each time. */
// Past the seeded samples, which count up from 1.
let made = 1000;
async function fixture(built: Built, token: string, entity: Entity): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (field.kind === "reference") {
      const target = built.model.entities.find((candidate) => candidate.name === field.target);
      if (!field.required || !target) {
        input[field.name] = null;
        continue;
      }
      const body = await fixture(built, token, target);
      const created = await previewCall(built.apiUrl, "POST", `/api/${target.route}`, { token, body });
      expect(created.status, `${target.name} ${JSON.stringify(body)}: ${JSON.stringify(created.body)}`).toBe(201);
      input[field.name] = withId.parse(created.body).id;
      continue;
    }
    const counted = countedSample(entity, field);
    made += 1;
    input[field.name] = counted ? `${counted.before}${made}${counted.after}` : sampleValue(entity, field);
  }
  return input;
}

/** Registers an account on the preview: after the first, it takes the sign-up role. */
async function registerOn(built: Built, name: string): Promise<{ token: string; id: string }> {
  const answer = await previewCall(built.apiUrl, "POST", "/api/auth/register", { body: { name, email: `${name.toLowerCase()}@example.com`, password: "long enough" } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const session = previewSession.parse(answer.body);
  return { token: session.token, id: session.user.id };
}

/**
 * Opens the preview's live stream for `token`. What it answers reads on until the stream has sent `text`, and
 * answers all the stream has sent; `close` ends it.
 */
async function openLive(built: Built, token: string): Promise<{ until(text: string): Promise<string>; close(): Promise<void> }> {
  const response = await SELF.fetch(`${built.apiUrl}/live`, { headers: { Authorization: `Bearer ${token}`, Origin: "null" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  if (!response.body) throw new Error("The stream has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = "";
  return {
    async until(text) {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
      return received;
    },
    close: () => reader.cancel(),
  };
}

describe("the preview", () => {
  let built: Built;
  let manager: string;

  beforeAll(async () => {
    built = await builtProject("Preview Owner");
    expect((await publish(built)).status).toBe(200);
    const registered = await previewCall(built.apiUrl, "POST", "/api/auth/register", { body: { name: "Ada", email: "ada@example.com", password: "long enough" } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    manager = previewSession.parse(registered.body).token;
  });

  it("tells the owner where it lives, publishes a build and points the live link at it", async () => {
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${built.projectId}/preview`, { token: built.owner.token })).body);
    expect(status).toMatchObject({ supported: true, reason: null, frontend: "react", build: { version: "v1" } });
    expect(status.documentUrl).toMatch(new RegExp(`^${ORIGIN}/preview/${built.projectId}\\.1\\.[A-Za-z0-9_-]+/$`));
    const again = publishPreviewResponseSchema.parse((await publish(built)).body);
    // The same model keeps the records the previewed app made.
    expect(again.seeded).toBe(false);
    const sources = previewSourcesSchema.parse((await call("GET", `/project-files/${built.projectId}/preview/sources`, { token: built.owner.token })).body);
    expect(sources.files.map((file) => file.path)).toContain("frontend/src/main.tsx");
    // The frontend's source only: the preview reads the stored app model, never the generated docs/app-model.json.
    expect(sources.files.every((file) => file.path.startsWith("frontend/src/"))).toBe(true);
    expect(sources.appModelVersion).toBeGreaterThanOrEqual(1);
    const project = z.object({ project: z.object({ render_url: z.string().nullable() }) }).parse((await call("GET", `/projects/${built.projectId}`, { token: built.owner.token })).body);
    expect(project.project.render_url).toBe(status.documentUrl);
  });

  it("serves the build in a sandboxed document that can reach only its own API", async () => {
    const page = await SELF.fetch(built.documentUrl);
    expect(page.status).toBe(200);
    const policy = page.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("sandbox allow-scripts allow-forms");
    expect(policy).not.toContain("allow-same-origin");
    expect(policy).toContain(`connect-src ${built.apiUrl.replace(/api$/, "")}`);
    expect(page.headers.get("X-Frame-Options")).toBeNull();
    const html = await page.text();
    const base = new URL(built.documentUrl).pathname;
    // The libraries' script runs first, then the app's; the policy admits those two and nothing else.
    expect(html).toContain(`<script defer src="/preview-vendor/${VENDOR}"></script>\n    <script defer src="${base}app.js"></script>`);
    expect(policy).toMatch(new RegExp(`script-src 'nonce-[^']+' ${built.documentUrl}app\\.js ${ORIGIN}/preview-vendor/${VENDOR.replace(/\./g, "\\.")};`));
    expect(html).toContain('<div id="root">');
    const script = await SELF.fetch(`${built.documentUrl}app.js`);
    expect(await script.text()).toBe("document.body.dataset.ran = 'yes';");
    expect(script.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("refuses a build naming another stack's library script, or anything but a script's name", async () => {
    for (const vendor of ["vue-3.5.45-4.6.5.js", "../../api/projects.js", "react-18.3.1.js\"><script>alert(1)</script>", "https://elsewhere.example/react-1.js"]) {
      const refused = await call("PUT", `/project-files/${built.projectId}/preview`, { token: built.owner.token, body: { version: "v2", js: "x", css: "", vendor } });
      expect(refused.status, vendor).toBe(400);
      expect(refused.body).toMatchObject({ message: expect.stringMatching(/^vendor: /) });
    }
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${built.projectId}/preview`, { token: built.owner.token })).body);
    expect(status.build?.version).toBe("v1");
  });

  it("answers a wrong or forged capability with 404, and the product's API ignores the capability", async () => {
    const forged = built.apiUrl.replace(/\.[A-Za-z0-9_-]+\/api$/, ".AAAA/api");
    expect((await previewCall(forged, "GET", "/api/health")).status).toBe(404);
    const other = await signUp("Other");
    const otherProject = await createProject(other.token);
    const swapped = built.apiUrl.replace(built.projectId, otherProject.id);
    expect((await previewCall(swapped, "GET", "/api/health")).status).toBe(404);
    const capability = new URL(built.documentUrl).pathname.split("/")[2] ?? "";
    const product = await call("GET", "/projects", { headers: { Authorization: `Bearer ${capability}` } });
    expect(product.status).toBe(401);
  });

  it("serves every route the generated backends serve (their contract test)", async () => {
    for (const route of built.model.apiRoutes) {
      const path = route.path.replace(":id", "contract-check");
      if (path === "/api/live") {
        // A server-sent event stream stays open: its answer and first line are the contract.
        const stream = await SELF.fetch(`${built.apiUrl}/live`, { headers: { Authorization: `Bearer ${manager}` } });
        expect(stream.status).toBe(200);
        expect(stream.headers.get("Content-Type")).toBe("text/event-stream");
        const reader = stream.body?.getReader();
        expect(new TextDecoder().decode((await reader?.read())?.value)).toBe(": connected\n\n");
        await reader?.cancel();
        continue;
      }
      const answer = await previewCall(built.apiUrl, route.method, path, { token: manager, body: route.method === "GET" || route.method === "DELETE" ? undefined : {} });
      expect(answer.status, `${route.method} ${path}`).toBeLessThan(500);
      expect(previewFailure.safeParse(answer.body).data?.error ?? "", `${route.method} ${path}`).not.toMatch(/^No route/);
    }
    const unknown = await previewCall(built.apiUrl, "GET", "/api/nothing-here", { token: manager });
    expect(unknown).toMatchObject({ status: 404, body: { error: "No route for GET /api/nothing-here" } });
  });

  it("is seeded with the app model's sample records", async () => {
    for (const entity of built.model.entities) {
      const list = await previewCall(built.apiUrl, "GET", `/api/${entity.route}`, { token: manager });
      expect(list.status).toBe(200);
      expect(z.array(withId).parse(list.body)).toHaveLength(entity.samples.length);
    }
  });

  it("keeps every business rule as the generated backends do (their rules test)", async () => {
    const cases = ruleCases(built.model);
    expect(cases.length).toBeGreaterThan(0);
    for (const item of cases) {
      const route = `/api/${item.entity.route}`;
      const input = await fixture(built, manager, item.entity);
      if (item.action === "update") {
        const created = await previewCall(built.apiUrl, "POST", route, { token: manager, body: input });
        expect(created.status, `${item.title}: ${JSON.stringify(created.body)}`).toBe(201);
        const answer = await previewCall(built.apiUrl, "PUT", `${route}/${withId.parse(created.body).id}`, { token: manager, body: { ...input, ...item.changes } });
        expect(answer.status, `${item.title}: ${JSON.stringify(answer.body)}`).toBe(item.status);
        continue;
      }
      if (item.action === "create twice") expect((await previewCall(built.apiUrl, "POST", route, { token: manager, body: input })).status).toBe(201);
      const answer = await previewCall(built.apiUrl, "POST", route, { token: manager, body: { ...input, ...item.changes } });
      expect(answer.status, `${item.title}: ${JSON.stringify(answer.body)}`).toBe(item.status);
      if (answer.status >= 400) expect(previewFailure.safeParse(answer.body).success, item.title).toBe(true);
    }
  });

  it("signs in, checks roles and refuses what a role may not change, as the generated auth tests do", async () => {
    const { managing, signUp: signUpRole, refused } = roleTestCase(built.model);
    const me = await previewCall(built.apiUrl, "GET", "/api/auth/me", { token: manager });
    expect(me.body).toMatchObject({ name: "Ada", email: "ada@example.com", role: managing.name });
    expect((await previewCall(built.apiUrl, "GET", "/api/auth/me")).body).toEqual({ error: "Sign in first" });

    const second = previewSession.parse((await previewCall(built.apiUrl, "POST", "/api/auth/register", { body: { name: "Bo", email: "bo@example.com", password: "long enough" } })).body);
    expect(second.user.role).toBe(signUpRole.name);
    const duplicate = await previewCall(built.apiUrl, "POST", "/api/auth/register", { body: { name: "Bo", email: "BO@example.com", password: "long enough" } });
    expect(duplicate).toMatchObject({ status: 409, body: { error: "An account with that email already exists" } });
    expect((await previewCall(built.apiUrl, "POST", "/api/auth/login", { body: { email: "bo@example.com", password: "wrong one" } })).status).toBe(401);
    const login = await previewCall(built.apiUrl, "POST", "/api/auth/login", { body: { email: "bo@example.com", password: "long enough" } });
    expect(login.status).toBe(200);

    expect((await previewCall(built.apiUrl, "GET", "/api/auth/users", { token: second.token })).status).toBe(403);
    if (!refused) return;
    const refusal = await previewCall(built.apiUrl, "POST", `/api/${refused.route}`, { token: second.token, body: {} });
    expect(refusal).toMatchObject({ status: 403, body: { error: `Your role (${signUpRole.label}) cannot change ${refused.pluralLabel.toLowerCase()}` } });
    const granted = await previewCall(built.apiUrl, "PUT", `/api/auth/users/${second.user.id}/role`, { token: manager, body: { role: managing.name } });
    expect(granted.status).toBe(200);
    // The new role applies at once: the next change passes the role check and meets the input check.
    expect((await previewCall(built.apiUrl, "POST", `/api/${refused.route}`, { token: second.token, body: {} })).status).toBe(400);
  });

  it("shows a role that owns records only its own account's, as the generated auth tests do", async () => {
    const { signUp: signUpRole, owned } = roleTestCase(built.model);
    expect(owned, "the bakery's customers own their records").toBeDefined();
    if (!owned) return;
    const register = async (name: string) => {
      const answer = await previewCall(built.apiUrl, "POST", "/api/auth/register", { body: { name, email: `${name.toLowerCase()}@example.com`, password: "long enough" } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const session = previewSession.parse(answer.body);
      expect(session.user.role).toBe(signUpRole.name);
      return session.token;
    };
    const [a, b] = [await register("Avery"), await register("Blake")];
    const route = `/api/${owned.route}`;
    const input = await fixture(built, a, owned);
    const created = await previewCall(built.apiUrl, "POST", route, { token: a, body: input });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = withId.parse(created.body).id;
    const ids = async (token: string) => z.array(withId).parse((await previewCall(built.apiUrl, "GET", route, { token })).body).map((record) => record.id);
    const notFound = { status: 404, body: { error: `${owned.label} not found` } };

    // Another account of the same role meets it nowhere: as if it did not exist.
    expect(await ids(b)).not.toContain(id);
    expect(await previewCall(built.apiUrl, "GET", `${route}/${id}`, { token: b })).toMatchObject(notFound);
    expect(await previewCall(built.apiUrl, "PUT", `${route}/${id}`, { token: b, body: await fixture(built, b, owned) })).toMatchObject(notFound);
    expect(await previewCall(built.apiUrl, "DELETE", `${route}/${id}`, { token: b })).toMatchObject(notFound);
    // Searched for by a value only it has (a unique text, else its title).
    const needle = String(input[owned.fields.find((field) => field.unique && field.kind === "string")?.name ?? owned.displayField]);
    const search = async (token: string) => {
      const answer = await previewCall(built.apiUrl, "GET", `/api/search?q=${encodeURIComponent(needle)}`, { token });
      expect(answer.status).toBe(200);
      return z.array(withId).parse(answer.body).map((hit) => hit.id);
    };
    if (built.model.features.includes("search")) expect(await search(b)).not.toContain(id);

    // A reference to it is refused as a reference to a missing record; its creator's own reference passes.
    const referrer = built.model.entities.find((entity) => signUpRole.routes.includes(entity.route) && entity.fields.some((field) => field.target === owned.name));
    const pointing = referrer?.fields.find((field) => field.kind === "reference" && field.target === owned.name);
    if (referrer && pointing) {
      const body = { ...(await fixture(built, b, referrer)), [pointing.name]: id };
      expect(await previewCall(built.apiUrl, "POST", `/api/${referrer.route}`, { token: b, body })).toMatchObject({ status: 400, body: { error: `${owned.label} ${id} does not exist` } });
      const own = { ...(await fixture(built, a, referrer)), [pointing.name]: id };
      expect((await previewCall(built.apiUrl, "POST", `/api/${referrer.route}`, { token: a, body: own })).status).toBe(201);
    }

    // Its creator and the managing role see it; who created it is not part of the record.
    expect(await ids(a)).toContain(id);
    const read = await previewCall(built.apiUrl, "GET", `${route}/${id}`, { token: a });
    expect(read).toMatchObject({ status: 200, body: created.body });
    expect(Object.keys(read.body as object).sort()).toEqual([...Object.keys(input), "id"].sort());
    expect((await previewCall(built.apiUrl, "GET", `${route}/${id}`, { token: manager })).status).toBe(200);
    expect(await ids(manager)).toContain(id);
    if (built.model.features.includes("search")) {
      expect(await search(a)).toContain(id);
      expect(await search(manager)).toContain(id);
    }
  });

  it("sends a live change to an owned record only to the streams of its owner and of the roles that see every one", async () => {
    const { managing, owned } = roleTestCase(built.model);
    if (!owned) throw new Error("the bakery's customers own their records");
    const route = `/api/${owned.route}`;
    const [a, b] = [await registerOn(built, "Casey"), await registerOn(built, "Drew")];
    const create = async (token: string) => {
      const created = await previewCall(built.apiUrl, "POST", route, { token, body: await fixture(built, token, owned) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return withId.parse(created.body).id;
    };
    // The event as it is sent: topic, action and id, nothing of who created the record.
    const change = (action: string, id: string) => `event: change\ndata: ${JSON.stringify({ topic: owned.route, action, id })}\n\n`;
    const streams = [await openLive(built, a.token), await openLive(built, b.token), await openLive(built, manager)] as const;
    const [mine, other, staff] = streams;
    try {
      const id = await create(a.token);
      // The other account's own record comes after the first: its stream is alive and never heard of the first.
      const othersId = await create(b.token);
      expect(await other.until(change("created", othersId))).not.toContain(id);
      expect(await staff.until(change("created", othersId))).toContain(change("created", id));
      // Its owner hears of its deletion, though who created it goes with the record.
      expect((await previewCall(built.apiUrl, "DELETE", `${route}/${id}`, { token: a.token })).status).toBe(204);
      const heard = await mine.until(change("deleted", id));
      expect(heard).toContain(change("created", id));
      expect(heard).not.toContain(othersId);
      // A stream weighs its changes one after another, each when its timer hands it on: once the other account's
      // stream hears of that account's next record, it has weighed the deletion before it, under its role then.
      const othersNext = await create(b.token);
      expect(await other.until(change("created", othersNext))).not.toContain(change("deleted", id));
      // The role is read at each change: given the managing role, the other account's open stream hears of every record.
      expect((await previewCall(built.apiUrl, "PUT", `/api/auth/users/${b.id}/role`, { token: manager, body: { role: managing.name } })).status).toBe(200);
      const next = await create(a.token);
      expect(await other.until(change("created", next))).not.toContain(change("deleted", id));
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it("counts in the analytics summary only an owning account's own records of the types its role owns", async () => {
    const { owned } = roleTestCase(built.model);
    if (!owned) throw new Error("the bakery's customers own their records");
    const open = built.model.entities.find((entity) => !ownedRoutes(built.model).includes(entity.route));
    if (!open) throw new Error("the bakery has record types no role owns");
    const [a, b] = [await registerOn(built, "Emery"), await registerOn(built, "Finley")];
    const counts = async (token: string) => {
      const answer = await previewCall(built.apiUrl, "GET", "/api/analytics/summary", { token });
      expect(answer.status).toBe(200);
      return z.object({ records: z.record(z.string(), z.number()) }).parse(answer.body).records;
    };
    const before = await counts(manager);
    const created = await previewCall(built.apiUrl, "POST", `/api/${owned.route}`, { token: a.token, body: await fixture(built, a.token, owned) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await counts(a.token))[owned.route]).toBe(1);
    expect((await counts(b.token))[owned.route]).toBe(0);
    expect((await counts(manager))[owned.route]).toBe((before[owned.route] ?? 0) + 1);
    // A type no role owns counts every record for every account.
    expect((await counts(b.token))[open.route]).toBe(before[open.route]);
  });

  it("keeps the app's OpenAPI document in every answer (checked on each call), and the check finds an answer that does not", () => {
    const check = contractCheck(openApiDocument(built.model));
    const route = `/api/${built.model.entities[0]?.route ?? ""}`;
    expect(check("GET", route, { status: 200, contentType: "application/json", body: [] })).toEqual([]);
    // A list answered as one object, a status no operation declares, a route the document does not have.
    expect(check("GET", route, { status: 200, contentType: "application/json", body: {} })).not.toEqual([]);
    expect(check("GET", route, { status: 418, contentType: "application/json", body: { error: "Teapot" } })).not.toEqual([]);
    expect(check("GET", "/api/nowhere", { status: 200, contentType: "application/json", body: [] })).not.toEqual([]);
    expect(check("GET", "/api/nowhere", { status: 404, contentType: "application/json", body: { error: "No route GET /api/nowhere" } })).toEqual([]);
  });

  it("takes dates only as RFC 3339 dates and times and answers them so", async () => {
    const entity = built.model.entities.find((candidate) => candidate.fields.some((field) => field.kind === "date"));
    const date = entity?.fields.find((field) => field.kind === "date");
    if (!entity || !date) throw new Error("the bakery has a record type with a date");
    const input = await fixture(built, manager, entity);
    // In the past, so a rule that the date has passed does not refuse them first.
    for (const value of NOT_RFC_3339.map((text) => text.replace("2030", "2020"))) {
      const refused = await previewCall(built.apiUrl, "POST", `/api/${entity.route}`, { token: manager, body: { ...input, [date.name]: value } });
      expect(refused.status, value).toBe(400);
    }
    const created = await previewCall(built.apiUrl, "POST", `/api/${entity.route}`, { token: manager, body: { ...input, [date.name]: "2020-01-15T10:00:00+02:00" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((created.body as Record<string, unknown>)[date.name]).toBe("2020-01-15T08:00:00.000Z");
  });

  it("answers malformed bodies with 400 and CORS preflights for the sandboxed app", async () => {
    const entity = built.model.entities[0];
    if (!entity) throw new Error("no entity");
    const response = await SELF.fetch(`${built.apiUrl}/${entity.route}`, { method: "POST", headers: { Authorization: `Bearer ${manager}`, "Content-Type": "application/json" }, body: "{nope" });
    expect(response.status).toBe(400);
    // In the generated backends' words.
    expect(await response.json()).toEqual({ error: "The request body is not valid JSON" });
    const preflight = await SELF.fetch(`${built.apiUrl}/${entity.route}`, { method: "OPTIONS", headers: { Origin: "null", "Access-Control-Request-Method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain("Authorization");
  });

  it("starts again from the samples on reset, and is gone with its project", async () => {
    expect((await call("POST", `/project-files/${built.projectId}/preview/reset`, { token: built.owner.token })).status).toBe(200);
    expect((await previewCall(built.apiUrl, "GET", "/api/auth/me", { token: manager })).status).toBe(401);
    const stranger = await signUp("Stranger");
    expect((await call("POST", `/project-files/${built.projectId}/preview/reset`, { token: stranger.token })).status).toBe(404);
    expect((await call("PUT", `/project-files/${built.projectId}/preview`, { token: stranger.token, body: { version: "x", js: "x", css: "", vendor: VENDOR } })).status).toBe(404);

    expect((await call("DELETE", `/projects/${built.projectId}`, { token: built.owner.token })).status).toBe(200);
    const page = await SELF.fetch(built.documentUrl);
    expect(page.status).toBe(404);
  });
});

describe("a project with no app model yet", () => {
  it("tells the stage it waits for: development to start, the architect deciding, or a failed architect", () => {
    expect(previewWaitingReason("draft")).toMatch(/start development first/);
    expect(previewWaitingReason("in_progress")).toMatch(/^The architect is deciding the app's records/);
    expect(previewWaitingReason("planning")).toMatch(/^The architect is deciding/);
    expect(previewWaitingReason("failed")).toMatch(/retry the architect's task/);
  });

  it("says the preview appears once development has started, and refuses a build", async () => {
    const owner = await signUp("Early");
    const project = await createProject(owner.token);
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${project.id}/preview`, { token: owner.token })).body);
    expect(status).toMatchObject({ supported: false, build: null });
    expect(status.reason).toBe("The preview appears once development has started and the app model is decided: start development first.");
    const refused = await call("PUT", `/project-files/${project.id}/preview`, { token: owner.token, body: { version: "v1", js: "x", css: "", vendor: VENDOR } });
    expect(refused.status).toBe(409);
    const page = await SELF.fetch(status.documentUrl);
    expect(page.status).toBe(404);
    expect(page.headers.get("Content-Security-Policy")).toContain("sandbox");
  });
});

describe("a Next.js project", () => {
  // Every frontend stack is previewed (PREVIEW_UNSUPPORTED is empty): Next.js, the last one, is compiled
  // from its App Router files (workers/engine/preview/nextjs.ts) against the nextjs library script.
  it("is previewed, and its build loads the nextjs library script, not another stack's", async () => {
    expect(PREVIEW_UNSUPPORTED).toEqual({});
    const owner = await signUp("Next Owner");
    const project = await createProject(owner.token, { tech_stack: ["nextjs", "nodejs", "postgresql"] });
    expect((await call("POST", `/projects/${project.id}/start`, { token: owner.token })).status).toBe(200);
    await waitForSettled(owner.token, project.id);
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${project.id}/preview`, { token: owner.token })).body);
    // AppForge built it once the agents had written it: its page loads the nextjs library script.
    expect(status).toMatchObject({ frontend: "nextjs", supported: true, reason: null, attempt: null, build: { version: expect.any(String) } });
    expect(await (await SELF.fetch(status.documentUrl)).text()).toContain(`/preview-vendor/${PREVIEW_VENDOR.nextjs.file}`);
    const refused = await call("PUT", `/project-files/${project.id}/preview`, { token: owner.token, body: { version: "v1", js: "x", css: "", vendor: VENDOR } });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^vendor: a nextjs build loads the nextjs library script/) } });
  });
});
