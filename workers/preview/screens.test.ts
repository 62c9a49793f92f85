import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { responsesResponseSchema } from "../contract/agents";
import { previewStatusSchema, previewVisitSchema, reportScreensResponseSchema, type ScreenResult } from "../contract/preview";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { builtProject, previewCall, previewSession, publish, VENDOR, type Built } from "../../tests/setup/preview";

/**
 * The visit of a build's screens, as the owner's browser reports it: the plan it is given (the screens and a
 * sign-in of its own), the report's endpoint (owner only, checked), and what qa makes of it.
 */

const visitOf = async (built: Built) => previewVisitSchema.parse((await call("POST", `/project-files/${built.projectId}/preview/visit`, { token: built.owner.token })).body);

const report = (built: Built, body: unknown, token = built.owner.token) => call("POST", `/project-files/${built.projectId}/preview/screens`, { token, body });

async function qaResponse(built: Built): Promise<string> {
  const tasks = await tasksOf(built.owner.token, built.projectId);
  const qa = tasks.find((task) => task.key === "qa");
  const responses = responsesResponseSchema.parse((await call("GET", `/agents/${built.projectId}/responses`, { token: built.owner.token })).body).responses;
  return responses.find((response) => response.task_id === qa?.id)?.response ?? "";
}

describe("the visit of a build's screens", () => {
  let built: Built;
  let paths: string[];

  beforeAll(async () => {
    built = await builtProject("Screens Owner");
    expect((await publish(built)).status).toBe(200);
    paths = (await visitOf(built)).screens.map((screen) => screen.path);
    // The engine builds the whole project first: on a loaded machine that takes a while.
  }, 90_000);

  it("lists every screen of the app, and signs the visit in with an account of its own database, not one of the app's visitors'", async () => {
    const visit = await visitOf(built);
    expect(visit.version).toBe("v1");
    expect(paths[0]).toBe("/");
    for (const entity of built.model.entities) {
      expect(paths).toContain(`/${entity.route}`);
      expect(paths).toContain(`/${entity.route}/new`);
      // One record's detail: the first the app's own API lists (a sample's id).
      expect(paths.some((path) => new RegExp(`^/${entity.route}/[^/]+$`).test(path) && path !== `/${entity.route}/new`), entity.route).toBe(true);
    }
    expect(paths).toEqual(expect.arrayContaining(["/dashboard", "/login", "/register", "/search"]));
    // The generated client's token key, with a token the preview's API takes.
    expect(visit.storage).toHaveLength(1);
    const [key, token] = visit.storage[0] ?? ["", ""];
    expect(key).toBe(`${built.model.slug}.token`);
    const me = await previewCall(built.apiUrl, "GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    // While the visit is under way, a person who registers is still the app's first account: the visit's account
    // lives in the screen check's own database, so the person runs the app and no visitor is listed.
    const first = previewSession.parse((await previewCall(built.apiUrl, "POST", "/api/auth/register", { body: { name: "Ada", email: "first@example.com", password: "long enough" } })).body);
    const users = await previewCall(built.apiUrl, "GET", "/api/auth/users", { token: first.token });
    expect(users.status, JSON.stringify(users.body)).toBe(200);
    expect(z.array(z.object({ email: z.string() })).parse(users.body).map((user) => user.email)).toEqual(["first@example.com"]);
    // Nor does the visit see the person: its database holds the samples and its own account alone.
    const seen = await previewCall(built.apiUrl, "GET", "/api/auth/users", { token });
    expect(z.array(z.object({ email: z.string() })).parse(seen.body).map((user) => user.email)).toEqual([expect.stringMatching(/^screen-check-.*@preview\.invalid$/)]);
    // The visitor's earlier token ends with a new visit.
    await visitOf(built);
    expect((await previewCall(built.apiUrl, "GET", "/api/auth/me", { token })).status).toBe(401);
  });

  it("is the owner's alone, and takes only a bounded, well-formed report of the published build", async () => {
    const other = await signUp("Someone Else");
    const results: ScreenResult[] = [{ path: "/", ok: true, problems: [] }];
    expect((await call("POST", `/project-files/${built.projectId}/preview/visit`, { token: other.token })).status).toBe(404);
    expect((await report(built, { version: "v1", results }, other.token)).status).toBe(404);
    expect((await call("POST", `/project-files/${built.projectId}/preview/screens`, { body: { version: "v1", results } })).status).toBe(401);
    for (const body of [
      {},
      { version: "v1", results: [] },
      { version: "v1", results: [{ path: "no-slash", ok: true, problems: [] }] },
      { version: "v1", results: [{ path: "/", ok: false, problems: Array.from({ length: 6 }, () => "boom") }] },
      { version: "v1", results: [{ path: "/", ok: false, problems: ["x".repeat(501)] }] },
      { version: "v1", results: Array.from({ length: 201 }, () => ({ path: "/", ok: true, problems: [] })) },
    ]) {
      const refused = await report(built, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const stale = await report(built, { version: "an-old-build", results });
    expect(stale.status).toBe(409);
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${built.projectId}/preview`, { token: built.owner.token })).body);
    expect(status.screens).toBeNull();
  });

  it("records a report where every screen renders on qa's response, and changes no task", async () => {
    const before = await tasksOf(built.owner.token, built.projectId);
    const [, visitor] = (await visitOf(built)).storage[0] ?? ["", ""];
    expect((await previewCall(built.apiUrl, "GET", "/api/auth/me", { token: visitor })).status).toBe(200);
    const answer = await report(built, { version: "v1", results: paths.map((path) => ({ path, ok: true, problems: [] })) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The visit is over: its token no longer reaches a database where it has an account.
    expect((await previewCall(built.apiUrl, "GET", "/api/auth/me", { token: visitor })).status).toBe(401);
    expect(reportScreensResponseSchema.parse(answer.body).outcome).toBe("recorded");
    const after = await tasksOf(built.owner.token, built.projectId);
    expect(after.map((task) => [task.key, task.status])).toEqual(before.map((task) => [task.key, task.status]));
    expect(after.every((task) => task.status === "completed")).toBe(true);
    expect(await qaResponse(built)).toContain(`Screens: ${paths.length} of ${paths.length} render in the preview (build v1).`);
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${built.projectId}/preview`, { token: built.owner.token })).body);
    expect(status.screens).toMatchObject({ version: "v1", results: expect.arrayContaining([{ path: "/", ok: true, problems: [] }]) });
    // Never twice for one build.
    const again = await report(built, { version: "v1", results: [{ path: "/", ok: false, problems: ["Uncaught Error: later"] }] });
    expect(reportScreensResponseSchema.parse(again.body).outcome).toBe("already");
    expect((await tasksOf(built.owner.token, built.projectId)).every((task) => task.status === "completed")).toBe(true);
  });

  it("sends back the frontend task that wrote a failing screen, and fails qa with the finding", async () => {
    // A new build of the same project: its screens are visited (and recorded) afresh.
    const published = await call("PUT", `/project-files/${built.projectId}/preview`, { token: built.owner.token, body: { version: "v2", js: "void 0;", css: "", vendor: VENDOR } });
    expect(published.status).toBe(200);
    const entity = built.model.entities[0];
    if (!entity) throw new Error("no record types");
    const failing = `/${entity.route}`;
    const problem = "Uncaught TypeError: Cannot read properties of undefined (reading 'map')";
    const results = paths.map((path) => (path === failing ? { path, ok: false, problems: [problem, "The screen shows nothing: no text and no form controls"] } : { path, ok: true, problems: [] }));
    const answer = await report(built, { version: "v2", results });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const outcome = reportScreensResponseSchema.parse(answer.body);
    expect(outcome.outcome).toBe("recorded");

    const tasks = await tasksOf(built.owner.token, built.projectId);
    const failed = tasks.filter((task) => task.status === "failed");
    // The entity screens' task (it wrote the list screen's file), and qa.
    expect(failed.map((task) => task.key).sort()).toEqual(["qa", "screens"]);
    const screens = failed.find((task) => task.key === "screens");
    expect(screens?.error).toContain(`${failing}: ${problem}`);
    expect(screens?.error).toContain(`frontend/src/screens/${entity.route}/${entity.plural}List.tsx`);
    const qa = failed.find((task) => task.key === "qa");
    expect(qa?.error).toContain(`Screens: ${paths.length - 1} of ${paths.length} render in the preview (build v2)`);
    expect(qa?.error).toContain(`Retry "${screens?.name}", then this task`);
    const response = await qaResponse(built);
    expect(response).toContain(`Screens: ${paths.length - 1} of ${paths.length} render in the preview (build v2).`);
    expect(response).toContain(`- ${failing}: ${problem}`);
    const progress = z.object({ status: z.string() }).parse((await call("GET", `/agents/${built.projectId}/progress`, { token: built.owner.token })).body);
    expect(progress.status).toBe("failed");

    // Retrying the project runs the screens task, then qa, again (the built-in engine writes the same files).
    const retried = await call("POST", `/projects/${built.projectId}/retry`, { token: built.owner.token });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect((await waitForSettled(built.owner.token, built.projectId, 45_000)).status).toBe("completed");
  }, 60_000);
});
