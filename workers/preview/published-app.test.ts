import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { publicationAnswerSchema, publicationStatusSchema } from "../contract/publish";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { builtPreview, previewSession, withId } from "../../tests/setup/preview";
import { createProject } from "../../tests/setup/projects";
import { BAKERY } from "../engine/generators/test-inputs";

/**
 * Publishing on AppForge's edge through the real room, Worker Loader and databases: the app at its own address
 * (a name under APPS_ORIGIN, http://apps.test in the tests), its records kept across publishes, rollbacks and
 * unpublishing, apart from AppForge, and held to its limits.
 */

async function builtWorkersApp(name: string) {
  const { token } = await signUp(name);
  const project = await createProject(token, { name: `${name} Bakery`, wizard_data: BAKERY.wizardData, tech_stack: ["react", "workers", "d1"] });
  expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
  expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
  await builtPreview(token, project.id);
  return { token, projectId: project.id };
}

async function publish(token: string, projectId: string) {
  const answer = await call("POST", `/projects/${projectId}/publish`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return publicationAnswerSchema.parse(answer.body).publication;
}

/** A call of the published app, as a visitor's browser makes it. */
async function visit(url: string, method = "GET", body?: unknown, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A page, not JSON.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

const loaf = (name: string) => ({ name, description: "Baked today", price: 4, stock: 5, active: true, pickupSlotId: null });

describe("publishing on AppForge's edge", () => {
  it("serves the build at the app's own address, keeps its records across publishes, rolls back and unpublishes", async () => {
    const { token, projectId } = await builtWorkersApp("Publisher");
    const before = publicationStatusSchema.parse((await call("GET", `/projects/${projectId}/publish`, { token })).body);
    expect(before).toMatchObject({ available: true, reason: null, publication: null });

    const first = await publish(token, projectId);
    expect(first).toMatchObject({ state: "live", current: 1, api: "own" });
    expect(first.url).toBe(`http://${first.slug}.apps.test`);
    expect(first.versions.map((version) => version.number)).toEqual([1]);

    const page = await visit(`${first.url}/products`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(String(page.body)).toContain("/_appforge/app.js");
    expect(page.headers.get("Content-Security-Policy")).toContain("connect-src 'self'");
    const script = await SELF.fetch(`${first.url}/_appforge/app.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(1000);

    // The app's first account runs it; its records are the published app's own, not the preview's samples.
    const registered = await visit(`${first.url}/api/auth/register`, "POST", { name: "Ada", email: "ada@example.com", password: "long enough" });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const staff = previewSession.parse(registered.body).token;
    const auth = { Authorization: `Bearer ${staff}` };
    const listedAtFirst = await visit(`${first.url}/api/products`, "GET", undefined, auth);
    expect(JSON.stringify(listedAtFirst.body)).not.toContain("Sourdough");
    const created = await visit(`${first.url}/api/products`, "POST", loaf("Rye loaf"), auth);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const recordId = withId.parse(created.body).id;

    const second = await publish(token, projectId);
    expect(second).toMatchObject({ slug: first.slug, url: first.url, current: 2 });
    expect(second.versions.map((version) => version.number)).toEqual([2, 1]);
    expect((await visit(`${first.url}/api/products/${recordId}`, "GET", undefined, auth)).status).toBe(200);

    const rolledBack = await call("POST", `/projects/${projectId}/publish/rollback`, { token, body: { version: 1 } });
    expect(rolledBack.status).toBe(200);
    expect(publicationAnswerSchema.parse(rolledBack.body).publication.current).toBe(1);
    expect((await visit(`${first.url}/api/products/${recordId}`, "GET", undefined, auth)).status).toBe(200);
    expect((await call("POST", `/projects/${projectId}/publish/rollback`, { token, body: { version: 9 } })).status).toBe(404);

    const unpublished = await call("DELETE", `/projects/${projectId}/publish`, { token });
    expect(unpublished.status).toBe(200);
    expect(publicationAnswerSchema.parse(unpublished.body).publication.state).toBe("unpublished");
    expect((await visit(first.url)).status).toBe(404);
    expect((await visit(`${first.url}/api/products`, "GET", undefined, auth)).status).toBe(404);

    // Published again, the same address serves the same records.
    const third = await publish(token, projectId);
    expect(third).toMatchObject({ url: first.url, current: 3, state: "live" });
    const listed = await visit(`${first.url}/api/products`, "GET", undefined, auth);
    expect(JSON.stringify(listed.body)).toContain("Rye loaf");

    // Deleting the project takes its address down.
    expect((await call("DELETE", `/projects/${projectId}`, { token })).status).toBeLessThan(300);
    expect((await visit(first.url)).status).toBe(404);
  });

  it("never serves AppForge at an app's address, nor hands the app AppForge's cookies", async () => {
    const { token, projectId } = await builtWorkersApp("Apart");
    const { url } = await publish(token, projectId);
    // AppForge's own API path at the app's address is the app's, which knows neither AppForge's token nor its route.
    const projects = await visit(`${url}/api/projects`, "GET", undefined, { Authorization: `Bearer ${token}` });
    expect([401, 404]).toContain(projects.status);
    expect(projects.body).not.toHaveProperty("success");
    expect(JSON.stringify(projects.body)).not.toContain(projectId);
    const me = await visit(`${url}/api/auth/me`, "GET", undefined, { Authorization: `Bearer ${token}`, Cookie: `session=${token}` });
    expect(me.status).toBe(401);
    // The apps' own host, and a name no app holds, serve nothing.
    expect((await visit("http://apps.test/")).status).toBe(404);
    expect((await visit("http://nobody-here.apps.test/")).status).toBe(404);
  });

  it("answers 429 over the requests-per-minute limit, and tells the owner why", async () => {
    const { token, projectId } = await builtWorkersApp("Limited");
    await publish(token, projectId);
    const limits = await call("PUT", `/projects/${projectId}/publish/limits`, { token, body: { requestsPerMinute: 10, databaseMegabytes: 5 } });
    expect(limits.status).toBe(200);
    const { url } = publicationAnswerSchema.parse(limits.body).publication;
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) statuses.push((await visit(`${url}/api/products`)).status);
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    const refused = await visit(`${url}/api/products`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const status = publicationStatusSchema.parse((await call("GET", `/projects/${projectId}/publish`, { token })).body);
    expect(status.publication?.lastRefusal?.reason).toBe("More than 10 requests in a minute");
    expect(status.publication?.limits).toEqual({ requestsPerMinute: 10, databaseMegabytes: 5 });
  });

  it("refuses what it cannot do with the API's envelope: nothing built, a stranger, bad limits", async () => {
    const { token } = await signUp("Early");
    const project = await createProject(token, { name: "Early Bakery", wizard_data: BAKERY.wizardData, tech_stack: ["react", "workers", "d1"] });
    const early = await call("POST", `/projects/${project.id}/publish`, { token });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, message: expect.stringContaining("Nothing to publish yet") });
    expect((await call("DELETE", `/projects/${project.id}/publish`, { token })).status).toBe(409);

    const stranger = await signUp("Stranger");
    expect((await call("POST", `/projects/${project.id}/publish`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/projects/${project.id}/publish`, { token: stranger.token })).status).toBe(404);

    const bad = await call("PUT", `/projects/${project.id}/publish/limits`, { token, body: { requestsPerMinute: 0, databaseMegabytes: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "requestsPerMinute: requestsPerMinute must be at least 10" });
    expect((await call("POST", `/projects/${project.id}/publish/rollback`, { token, body: { version: "one" } })).status).toBe(400);
  });
});
