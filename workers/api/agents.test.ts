import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

describe("agent routes before start", () => {
  it("shows an empty plan with idle agents and refuses to process", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const progress = await progressOf(token, project.id);
    expect(progress).toMatchObject({ status: "draft", progress: 0, counts: { total: 0 } });
    expect(progress.agent_statuses.architect).toEqual({ status: "idle", current_task: null });
    const res = await call("POST", `/agents/${project.id}/process`, { token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Start development first: there is no plan yet");
  });

  it("validates process options and task filters", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const bad = await call("POST", `/agents/${project.id}/process`, { token, body: { strategy: "cheapest" } });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain("strategy");
    const filter = await call("GET", `/agents/${project.id}/tasks?status=done`, { token });
    expect(filter.status).toBe(400);
  });
});

describe("messages to the agents", () => {
  it("refuses a blank message and an unknown agent", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const blank = await call("POST", `/agents/${project.id}/message`, { token, body: { agent_type: "all", message: "   " } });
    expect(blank).toMatchObject({ status: 400, body: { message: "message: Message must not be blank" } });
    const unknown = await call("POST", `/agents/${project.id}/message`, { token, body: { agent_type: "cook", message: "hi" } });
    expect(unknown.status).toBe(400);
  });

  it("is read by the next task of that agent and shows in its response and the requirements", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const sent = await call("POST", `/agents/${project.id}/message`, {
      token,
      body: { agent_type: "backend", message: "Orders need a pickup slot", metadata: { user: "me" } },
    });
    expect(sent.status).toBe(201);
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const { responses } = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body);
    const reading = responses.filter((r) => r.response.includes("Orders need a pickup slot"));
    expect(reading).toHaveLength(1);
    expect(reading[0]?.agentType).toBe("backend");
  });

  it("filters tasks by agent and status", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const res = await call("GET", `/agents/${project.id}/tasks?agent_type=qa&status=completed`, { token });
    expect(res.status).toBe(200);
    const all = await tasksOf(token, project.id);
    const qa = all.filter((task) => task.agent_type === "qa");
    expect((res.body.tasks as unknown[]).length).toBe(qa.length);
    expect((res.body.tasks_by_agent as Record<string, unknown[]>).frontend).toEqual([]);
  });
});

describe("project files", () => {
  it("lists generated files by category and offers them for download, only to the owner", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const empty = await call("GET", `/project-files/${project.id}/files`, { token });
    expect(empty).toMatchObject({ status: 200, body: { success: true, structure: {} } });

    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const res = await call("GET", `/project-files/${project.id}/files`, { token });
    const structure = res.body.structure as Record<string, { files: { path: string; type: string }[] }>;
    const files = Object.values(structure).flatMap((group) => group.files);
    expect(files.length).toBeGreaterThan(10);
    expect(files.map((file) => file.path)).toContain("README.md");
    expect(new Set(files.map((file) => file.type))).toEqual(expect.any(Set));

    const download = await call("GET", `/project-files/${project.id}/download`, { token });
    expect(download.body).toMatchObject({ success: true, name: project.name });
    expect((download.body.files as unknown[]).length).toBe(files.length);

    const stranger = await signUp();
    expect((await call("GET", `/project-files/${project.id}/files`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/project-files/${project.id}/download`, { token: stranger.token })).status).toBe(404);
  });
});
