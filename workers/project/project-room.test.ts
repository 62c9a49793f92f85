import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { engineResultSchema, responsesResponseSchema } from "../contract/agents";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";
import { JobScheduler } from "./scheduler";

async function startedProject(wizard: Record<string, unknown> = FULL_WIZARD) {
  const { token } = await signUp();
  const project = await createProject(token, { wizard_data: { ...FULL_WIZARD, ...wizard } });
  const res = await call("POST", `/projects/${project.id}/start`, { token });
  expect(res.status).toBe(200);
  return { token, project, start: engineResultSchema.parse(res.body) };
}

async function room(projectId: string) {
  return getServerByName(env.ProjectRoom, projectId);
}

describe("start and the plan", () => {
  it("plans tasks for every agent with dependencies and requirements, then runs them to completion", async () => {
    const { token, project, start } = await startedProject();
    expect(start.project.status).toBe("in_progress");
    const plan = await tasksOf(token, project.id);
    expect(new Set(plan.map((task) => task.agent_type))).toEqual(
      new Set(["architect", "frontend", "backend", "devops", "qa", "deployment"]),
    );
    expect(plan.some((task) => task.depends_on.length > 0)).toBe(true);
    expect(plan.flatMap((task) => task.requirement_ids)).toEqual(expect.arrayContaining(["F-auth", "F-payments"]));

    const settled = await waitForSettled(token, project.id);
    expect(settled).toMatchObject({ status: "completed", progress: 100 });
    expect(settled.counts.completed).toBe(plan.length);

    const done = await tasksOf(token, project.id);
    const byId = new Map(done.map((task) => [task.id, task]));
    for (const task of done) {
      expect(task.attempts).toBe(1);
      for (const dep of task.depends_on) {
        expect(String(byId.get(dep)?.completed_at) <= String(task.started_at)).toBe(true);
      }
    }
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body);
    expect(responses.responses).toHaveLength(plan.length);
    expect(responses.responses.every((r) => r.model === "builtin" && r.cost === 0)).toBe(true);
  });

  it("plans differently for different wizard answers", async () => {
    const a = await startedProject({ features: ["auth"] });
    const b = await startedProject({ features: ["auth", "payments", "search", "notifications"] });
    const keysA = (await tasksOf(a.token, a.project.id)).map((task) => task.key);
    const keysB = (await tasksOf(b.token, b.project.id)).map((task) => task.key);
    expect(keysB.length).toBeGreaterThan(keysA.length);
    await Promise.all([waitForSettled(a.token, a.project.id), waitForSettled(b.token, b.project.id)]);
  });

  it("is idempotent: starting twice keeps one plan", async () => {
    const { token, project } = await startedProject();
    const first = (await tasksOf(token, project.id)).length;
    const again = await call("POST", `/projects/${project.id}/start`, { token });
    expect(again.status).toBe(200);
    expect((await tasksOf(token, project.id)).length).toBe(first);
    await waitForSettled(token, project.id);
  });
});

describe("processing on demand", () => {
  it("runs each task exactly once under 50 concurrent process calls", async () => {
    const { token, project } = await startedProject();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", `/agents/${project.id}/process`, { token, body: {} })),
    );
    for (const res of results) expect([200, 409]).toContain(res.status);
    await waitForSettled(token, project.id);
    const done = await tasksOf(token, project.id);
    expect(done.every((task) => task.status === "completed" && task.attempts === 1)).toBe(true);
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body);
    expect(responses.responses).toHaveLength(done.length);
  });

  it("refuses to process a task that is not pending, and answers 404 for unknown tasks", async () => {
    const { token, project } = await startedProject();
    await waitForSettled(token, project.id);
    const [task] = await tasksOf(token, project.id);
    const again = await call("POST", `/agents/${project.id}/tasks/${task?.id}/process`, { token, body: {} });
    expect(again.status).toBe(400);
    const unknown = await call("POST", `/agents/${project.id}/tasks/${crypto.randomUUID()}/retry`, { token });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Task not found. It may have been deleted." } });
    const notFailed = await call("POST", `/agents/${project.id}/tasks/${task?.id}/retry`, { token });
    expect(notFailed.status).toBe(400);
    expect(String(notFailed.body.message)).toContain("cannot be retried");
  });

  it("takes the task's agent type in place of the project id, and only that agent's", async () => {
    const { token, project } = await startedProject();
    await waitForSettled(token, project.id);
    const [task] = await tasksOf(token, project.id);
    if (!task) throw new Error("no task");
    // The same answers as with the project id: the task is done, so it is neither processed nor retried.
    const process = await call("POST", `/agents/${task.agent_type}/tasks/${task.id}/process`, { token, body: {} });
    expect(process.status).toBe(400);
    const retry = await call("POST", `/agents/${task.agent_type}/tasks/${task.id}/retry`, { token });
    expect(retry.status).toBe(400);
    expect(String(retry.body.message)).toContain("cannot be retried");
    const otherAgent = task.agent_type === "qa" ? "frontend" : "qa";
    for (const path of [`/agents/${otherAgent}/tasks/${task.id}/retry`, `/agents/${task.agent_type}/tasks/${crypto.randomUUID()}/retry`]) {
      expect(await call("POST", path, { token })).toMatchObject({ status: 404, body: { message: "Task not found. It may have been deleted." } });
    }
    expect(await call("POST", `/agents/wizard/tasks/${task.id}/retry`, { token })).toMatchObject({ status: 404, body: { message: "Project not found" } });
  });
});

describe("failures", () => {
  it("stops a failing task at its cap without blocking independent tasks, then retries it", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const stub = await room(project.id);
    await runInDurableObject(stub, (instance: ProjectRoom) => {
      const devopsExplodes: TaskRunner = async (input) => {
        if (input.task.agentType === "devops") throw new Error("the generator exploded");
        return builtinRunner(input);
      };
      instance.setTaskRunner(devopsExplodes);
    });
    await call("POST", `/projects/${project.id}/start`, { token });
    const settled = await waitForSettled(token, project.id);
    expect(settled.status).toBe("failed");
    expect(settled.agent_statuses.devops.status).toBe("error");

    const rows = await tasksOf(token, project.id);
    const devops = rows.filter((task) => task.agent_type === "devops");
    expect(devops.every((task) => task.status === "failed" && task.attempts === 3)).toBe(true);
    expect(devops[0]?.error).toBe("the generator exploded");
    const devopsIds = new Set(devops.map((task) => task.id));
    const independent = rows.filter((task) => task.agent_type !== "devops" && !task.depends_on.some((id) => devopsIds.has(id)));
    expect(independent.length).toBeGreaterThan(0);
    expect(independent.every((task) => task.status === "completed")).toBe(true);

    await runInDurableObject(stub, (instance: ProjectRoom) => {
      instance.setTaskRunner(builtinRunner);
    });
    const retried = await call("POST", `/projects/${project.id}/retry`, { token });
    expect(retried.status).toBe(200);
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
  });

  it("refuses to retry a project that has not failed", async () => {
    const { token, project } = await startedProject();
    await waitForSettled(token, project.id);
    const res = await call("POST", `/projects/${project.id}/retry`, { token });
    expect(res.status).toBe(400);
  });

  it("picks up a task left in progress when the room restarts, without running it twice", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const stub = await room(project.id);
    // Plan without running: a runner that never finishes stands in for a room that is evicted mid-task.
    await runInDurableObject(stub, (instance: ProjectRoom) => {
      instance.setTaskRunner(() => new Promise(() => undefined));
    });
    await call("POST", `/projects/${project.id}/start`, { token });
    const deadline = Date.now() + 5000;
    while ((await progressOf(token, project.id)).counts.in_progress === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const stuck = (await tasksOf(token, project.id)).find((task) => task.status === "in_progress");
    expect(stuck).toBeDefined();

    // Eviction: the running call is gone (its promise never settles), and the room starts afresh over the
    // same D1 rows. Resetting the in-memory queue and calling onStart is what a new instance does.
    await runInDurableObject(stub, async (instance: ProjectRoom) => {
      Object.assign(instance, { chain: Promise.resolve(), scheduler: new JobScheduler(() => instance["room"]) });
      instance.setTaskRunner(builtinRunner);
      await instance.onStart();
      // The abandoned alarm never returns in this simulation, so workerd will not fire the next one:
      // drive the queue by hand, one task per alarm, as the alarms would.
      for (let i = 0; i < 60; i++) await instance.onAlarm();
    });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    const recovered = (await tasksOf(token, project.id)).find((task) => task.id === stuck?.id);
    expect(recovered).toMatchObject({ status: "completed", attempts: 2 });
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body);
    expect(responses.responses.filter((r) => r.task_id === stuck?.id)).toHaveLength(1);
  });
});

describe("deleting a project while its room works", () => {
  it("leaves no rows behind, and the room stops instead of failing again and again", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const stub = await room(project.id);
    // A task that finishes only when told to: the project is deleted while it runs.
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    await runInDurableObject(stub, (instance: ProjectRoom) => {
      instance.setTaskRunner(async (input) => {
        await held;
        return builtinRunner(input);
      });
    });
    await call("POST", `/projects/${project.id}/start`, { token });
    const deadline = Date.now() + 5000;
    while ((await progressOf(token, project.id)).counts.in_progress === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await call("DELETE", `/projects/${project.id}`, { token })).status).toBe(200);
    // The room deleted it: its stored job went with the rows, while the task still runs.
    expect(await runInDurableObject(stub, async (_instance: ProjectRoom, state) => [...(await state.storage.list()).keys()])).toEqual([]);
    finish();
    // The running task's end and any alarm after it find no project: nothing is written, nothing is re-run.
    await runInDurableObject(stub, async (instance: ProjectRoom) => {
      for (let i = 0; i < 3; i++) await instance.onAlarm();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const table of ["tasks", "project_files", "ai_responses", "agent_messages", "socket_tickets", "projects"]) {
      const column = table === "projects" ? "id" : "project_id";
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(project.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect(await runInDurableObject(stub, (_instance: ProjectRoom, state) => state.storage.getAlarm())).toBeNull();
    expect((await call("GET", `/projects/${project.id}`, { token })).status).toBe(404);
  });
});

describe("ownership", () => {
  it("answers 404 on every engine route for someone else's project", async () => {
    const { token, project } = await startedProject();
    const stranger = await signUp();
    const taskId = (await tasksOf(token, project.id))[0]?.id;
    const routes: [string, string][] = [
      ["POST", `/projects/${project.id}/start`],
      ["POST", `/projects/${project.id}/retry`],
      ["GET", `/agents/${project.id}/tasks`],
      ["GET", `/agents/${project.id}/progress`],
      ["GET", `/agents/${project.id}/responses`],
      ["POST", `/agents/${project.id}/message`],
      ["POST", `/agents/${project.id}/process`],
      ["POST", `/agents/${project.id}/tasks/${taskId}/process`],
      ["POST", `/agents/${project.id}/tasks/${taskId}/retry`],
      ["POST", `/agents/architect/tasks/${taskId}/process`],
      ["POST", `/agents/architect/tasks/${taskId}/retry`],
    ];
    for (const [method, path] of routes) {
      const res = await call(method, path, { token: stranger.token, body: method === "POST" ? { agent_type: "all", message: "hi" } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    await waitForSettled(token, project.id);
  });
});
