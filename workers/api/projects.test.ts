import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { meResponseSchema } from "../contract/auth";
import { deleteProjectResponseSchema, projectResponseSchema } from "../contract/projects";
import { call, signUp } from "../../tests/setup/api";
import { createProject, FULL_WIZARD, listNames, projectBody } from "../../tests/setup/projects";
import type { ProjectRoom } from "../project/project-room";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("POST /api/projects", () => {
  it("creates a draft project with everything the wizard sent", async () => {
    const { token } = await signUp();
    const res = await call("POST", "/projects", {
      token,
      body: projectBody({ name: "  Shop  ", tech_stack: ["react", "nodejs", "react"], wizard_data: FULL_WIZARD }),
    });
    expect(res.status).toBe(201);
    const { project } = projectResponseSchema.parse(res.body);
    expect(project).toMatchObject({
      name: "Shop",
      description: "An online shop",
      status: "draft",
      progress: 0,
      tech_stack: ["react", "nodejs"],
      github_repo: null,
      render_url: null,
      wizard_data: FULL_WIZARD,
    });
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);

    const fetched = await call("GET", `/projects/${project.id}`, { token });
    expect(fetched.status).toBe(200);
    expect(projectResponseSchema.parse(fetched.body).project).toEqual(project);
  });

  it("fills what the wizard left out with empty values", async () => {
    const { token } = await signUp();
    const res = await call("POST", "/projects", { token, body: { name: "Bare", wizard_data: { projectType: "custom" } } });
    expect(res.status).toBe(201);
    const { project } = projectResponseSchema.parse(res.body);
    expect(project.description).toBe("");
    expect(project.tech_stack).toEqual([]);
    expect(project.wizard_data).toMatchObject({
      problemStatement: "",
      features: [],
      implementationPriorities: { high: [], medium: [], low: [] },
      deployment: "",
      design: "",
    });
  });

  it("owns the project by the token, whatever userId and tenantId the body names", async () => {
    const me = await signUp();
    const other = await signUp();
    const project = await createProject(me.token, { userId: other.user.id, tenantId: "another-tenant" });
    expect((await call("GET", `/projects/${project.id}`, { token: me.token })).status).toBe(200);
    expect((await call("GET", `/projects/${project.id}`, { token: other.token })).status).toBe(404);
    expect(await listNames(other.token)).toEqual([]);
  });

  it("stores markup in a name verbatim, as text", async () => {
    const { token } = await signUp();
    const name = "<script>alert(1)</script>";
    const project = await createProject(token, { name });
    expect(project.name).toBe(name);
    const fetched = await call("GET", `/projects/${project.id}`, { token });
    expect(projectResponseSchema.parse(fetched.body).project.name).toBe(name);
  });

  it("requires a signed-in user", async () => {
    expect((await call("POST", "/projects", { body: projectBody() })).status).toBe(401);
    expect((await call("GET", "/projects")).status).toBe(401);
  });
});

describe("GET /api/projects", () => {
  it("lists newest first and pages with limit and offset", async () => {
    const { token } = await signUp();
    for (const name of ["p1", "p2", "p3", "p4", "p5"]) {
      await createProject(token, { name });
      // Distinct creation times make "newest first" observable rather than decided by the id tie-break.
      await pause(5);
    }
    expect(await listNames(token)).toEqual(["p5", "p4", "p3", "p2", "p1"]);
    expect(await listNames(token, "?limit=2")).toEqual(["p5", "p4"]);
    expect(await listNames(token, "?limit=2&offset=2")).toEqual(["p3", "p2"]);
    expect(await listNames(token, "?limit=2&offset=4")).toEqual(["p1"]);
    expect(await listNames(token, "?offset=5")).toEqual([]);
  });

  it("returns at most 20 by default", async () => {
    const { token } = await signUp();
    for (let i = 0; i < 21; i++) await createProject(token, { name: `n${i}` });
    const names = await listNames(token);
    expect(names).toHaveLength(20);
    expect(new Set([...names, ...(await listNames(token, "?offset=20"))]).size).toBe(21);
  });
});

describe("GET and DELETE /api/projects/:id", () => {
  it("hides another user's project behind 404 on get and delete", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const project = await createProject(owner.token);
    for (const method of ["GET", "DELETE"]) {
      const res = await call(method, `/projects/${project.id}`, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: "not_found", message: "Project not found" });
    }
    expect((await call("GET", `/projects/${project.id}`, { token: owner.token })).status).toBe(200);
  });

  it.each(["not-a-uuid", "1", "%27%20OR%201%3D1%20--", "x".repeat(300), crypto.randomUUID()])(
    "answers id %s with a 404, never a 500",
    async (id) => {
      const { token } = await signUp();
      for (const method of ["GET", "DELETE"]) {
        const res = await call(method, `/projects/${id}`, { token });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("Project not found");
      }
    },
  );

  it("deletes the project: it is gone from get, list and a second delete", async () => {
    const { token } = await signUp();
    const project = await createProject(token);
    const res = await call("DELETE", `/projects/${project.id}`, { token });
    expect(res.status).toBe(200);
    expect(deleteProjectResponseSchema.parse(res.body).success).toBe(true);
    expect((await call("GET", `/projects/${project.id}`, { token })).status).toBe(404);
    expect((await call("DELETE", `/projects/${project.id}`, { token })).status).toBe(404);
    expect(await listNames(token)).toEqual([]);
  });

  it("is the project's room's doing: what the room kept for the project goes too, and no alarm wakes it again", async () => {
    const { token } = await signUp();
    const project = await createProject(token);
    const stub = await getServerByName(env.ProjectRoom, project.id);
    // What a room keeps for its project (jobs, the preview it remembers) and an alarm it set for later.
    await runInDurableObject(stub, async (_room: ProjectRoom, state) => {
      await state.storage.put("kept-for-the-project", { version: 1 });
      await state.storage.setAlarm(Date.now() + 3_600_000);
    });
    expect((await call("DELETE", `/projects/${project.id}`, { token })).status).toBe(200);
    const left = await runInDurableObject(stub, async (_room: ProjectRoom, state) => ({
      keys: [...(await state.storage.list()).keys()],
      alarm: await state.storage.getAlarm(),
    }));
    expect(left).toEqual({ keys: [], alarm: null });
  });

  it("leaves another user's project and its room as they were", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const project = await createProject(owner.token);
    const stub = await getServerByName(env.ProjectRoom, project.id);
    await runInDurableObject(stub, (_room: ProjectRoom, state) => state.storage.put("kept-for-the-project", { version: 1 }));
    expect((await call("DELETE", `/projects/${project.id}`, { token: stranger.token })).status).toBe(404);
    expect(await runInDurableObject(stub, (_room: ProjectRoom, state) => state.storage.get("kept-for-the-project"))).toEqual({ version: 1 });
    expect((await call("GET", `/projects/${project.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe("tenant scoping", () => {
  it("shows a project only inside the tenant it was created in; no tenant means the default one", async () => {
    const { token, user } = await signUp();
    const project = await createProject(token, { name: "default-tenant" });
    const setTenant = (tenantId: string | null) =>
      env.DB.prepare("UPDATE users SET tenant_id = ? WHERE id = ?").bind(tenantId, user.id).run();

    await setTenant("tenant-b");
    expect(await listNames(token)).toEqual([]);
    expect((await call("GET", `/projects/${project.id}`, { token })).status).toBe(404);
    expect((await call("DELETE", `/projects/${project.id}`, { token })).status).toBe(404);

    await setTenant(null);
    expect(await listNames(token)).toEqual(["default-tenant"]);
  });
});

describe("user stats", () => {
  it("counts the user's real projects", async () => {
    const { token } = await signUp();
    const count = async () => meResponseSchema.parse((await call("GET", "/auth/me", { token })).body).user.stats;
    expect(await count()).toEqual({ project_count: 0, completed_projects: 0 });
    const first = await createProject(token);
    await createProject(token);
    expect((await count()).project_count).toBe(2);
    await call("DELETE", `/projects/${first.id}`, { token });
    expect((await count()).project_count).toBe(1);
  });
});
