import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";

// Agents work side by side: a task whose dependencies are met runs while another agent's task runs, one task
// per agent at a time, so the frontend's screens never wait for backend work they do not depend on.

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A project whose tasks run on the built-in engine, with `runner` in its place. */
async function projectRunning(runner: TaskRunner) {
  const { token } = await signUp();
  const project = await createProject(token, { wizard_data: FULL_WIZARD });
  await runInDurableObject(await getServerByName(env.ProjectRoom, project.id), (room: ProjectRoom) => room.setTaskRunner(runner));
  expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
  return { token, project };
}

describe("agents at work side by side", () => {
  it("runs the frontend's app shell while a backend task is still running, one task per agent", async () => {
    const backendHeld = gate();
    // Each agent's tasks at work at one moment, to check the bound.
    const atWork = new Map<string, number>();
    let mostAtOnce = 0;
    let sameAgentTwice = false;
    const runner: TaskRunner = async (input) => {
      const agent = input.task.agentType;
      atWork.set(agent, (atWork.get(agent) ?? 0) + 1);
      if ((atWork.get(agent) ?? 0) > 1) sameAgentTwice = true;
      mostAtOnce = Math.max(mostAtOnce, [...atWork.values()].reduce((sum, n) => sum + n, 0));
      try {
        if (agent === "backend") await backendHeld.opened;
        return await builtinRunner(input);
      } finally {
        atWork.set(agent, (atWork.get(agent) ?? 1) - 1);
      }
    };
    const { token, project } = await projectRunning(runner);

    // The backend's first task is held; the frontend's app shell (it needs only the architecture) completes meanwhile.
    await until(async () => {
      const tasks = await tasksOf(token, project.id);
      const shell = tasks.find((task) => task.agent_type === "frontend" && task.key === "app-shell");
      return shell?.status === "completed";
    });
    const meanwhile = await tasksOf(token, project.id);
    expect(meanwhile.find((task) => task.agent_type === "backend" && task.status === "in_progress")).toBeDefined();
    // The screens need the REST API: they wait for it, never run before it.
    expect(meanwhile.find((task) => task.key === "screens")?.status).toBe("pending");

    backendHeld.open();
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(sameAgentTwice).toBe(false);
    // Every task still started after all it depends on had completed.
    const done = await tasksOf(token, project.id);
    const byId = new Map(done.map((task) => [task.id, task]));
    for (const task of done) {
      expect(task.attempts).toBe(1);
      for (const dep of task.depends_on) expect(String(byId.get(dep)?.completed_at) <= String(task.started_at), `${task.key} after ${byId.get(dep)?.key}`).toBe(true);
    }
  });

  it("shows several agents busy at once on the agents' grid", async () => {
    const held = gate();
    const runner: TaskRunner = async (input) => {
      if (input.task.agentType !== "architect") await held.opened;
      return builtinRunner(input);
    };
    const { token, project } = await projectRunning(runner);
    // The progress the grid reads: once the architect is done, the frontend and the backend are busy together.
    await until(async () => Object.values((await progressOf(token, project.id)).agent_statuses).filter((agent) => agent.status === "busy").length >= 2);
    held.open();
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
  });
});
