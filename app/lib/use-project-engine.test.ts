import { describe, expect, it } from "vitest";
import type { AgentStatuses, Task } from "../../workers/contract/agents";
import { countTasks, progressOf } from "../../workers/contract/task-progress";
import { makeTask } from "./engine-test-data";
import {
  createReloadQueue,
  mergeOverlappedLoad,
  withAgentStatus,
  withTaskUpdate,
  type EngineSnapshot,
} from "./use-project-engine";

/** A loader whose runs the test finishes by hand. */
function controlledLoader() {
  const runs: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const load = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { load, runs };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createReloadQueue", () => {
  it("runs at once when nothing is in flight", async () => {
    const { load, runs } = controlledLoader();
    const request = createReloadQueue(load);
    const done = request();
    expect(runs).toHaveLength(1);
    runs[0]?.resolve();
    await done;
  });

  it("folds a burst into the run in flight plus one queued run", async () => {
    const { load, runs } = controlledLoader();
    const request = createReloadQueue(load);
    const first = request();
    const burst = Array.from({ length: 20 }, () => request());
    expect(runs).toHaveLength(1);

    runs[0]?.resolve();
    await first;
    await flush();
    expect(runs).toHaveLength(2);

    runs[1]?.resolve();
    await Promise.all(burst);
    await flush();
    expect(runs).toHaveLength(2);
  });

  it("every request made during a run is served by a run that starts after it", async () => {
    const { load, runs } = controlledLoader();
    const request = createReloadQueue(load);
    void request();
    const late = request();
    let served = false;
    void late.then(() => {
      served = true;
    });
    runs[0]?.resolve();
    await flush();
    expect(served).toBe(false);
    runs[1]?.resolve();
    await late;
    expect(served).toBe(true);
  });

  it("keeps going after a failed run", async () => {
    const { load, runs } = controlledLoader();
    const request = createReloadQueue(load);
    const failing = request();
    const queued = request();
    runs[0]?.reject(new Error("offline"));
    await expect(failing).rejects.toThrow("offline");
    await flush();
    expect(runs).toHaveLength(2);
    runs[1]?.resolve();
    await queued;

    const fresh = request();
    expect(runs).toHaveLength(3);
    runs[2]?.resolve();
    await fresh;
  });
});

function snapshot(): EngineSnapshot {
  const idle = { status: "idle", current_task: null } as const;
  const agents: AgentStatuses = { architect: idle, frontend: idle, backend: idle, devops: idle, qa: idle, deployment: idle };
  return {
    status: "in_progress",
    progress: 10,
    counts: { total: 10, pending: 8, in_progress: 1, completed: 1, failed: 0 },
    agents,
    tasks: [],
    responses: [],
  };
}

describe("withAgentStatus", () => {
  it("updates only the named agent", () => {
    const before = snapshot();
    const after = withAgentStatus(before, {
      type: "agent-status",
      projectId: "p",
      agentType: "backend",
      status: "busy",
      current_task: "Build the API",
    });
    expect(after?.agents.backend).toEqual({ status: "busy", current_task: "Build the API" });
    expect(after?.agents.frontend).toEqual({ status: "idle", current_task: null });
    expect(before.agents.backend.status).toBe("idle");
    expect(after?.counts).toBe(before.counts);
  });

  it("leaves a screen that has not loaded yet alone", () => {
    expect(
      withAgentStatus(null, { type: "agent-status", projectId: "p", agentType: "qa", status: "error", current_task: null }),
    ).toBeNull();
  });
});

describe("task events", () => {
  const loadedWith = (tasks: Task[]): EngineSnapshot => ({
    ...snapshot(),
    tasks,
    counts: countTasks(tasks),
    progress: progressOf(tasks),
  });

  it("progress is the completed share with one decimal, 0 without tasks", () => {
    expect(progressOf([])).toBe(0);
    const three = [makeTask({ status: "completed" }), makeTask(), makeTask()];
    expect(progressOf(three)).toBe(33.3);
    expect(countTasks(three)).toEqual({ total: 3, pending: 2, in_progress: 0, completed: 1, failed: 0 });
  });

  it("a task update replaces the task and recomputes counts and progress", () => {
    const first = makeTask({ status: "in_progress" });
    const second = makeTask();
    const after = withTaskUpdate(loadedWith([first, second]), { ...first, status: "completed" });
    expect(after?.tasks.map((task) => task.status)).toEqual(["completed", "pending"]);
    expect(after?.counts).toMatchObject({ completed: 1, in_progress: 0, pending: 1 });
    expect(after?.progress).toBe(50);
  });

  it("an unknown task waits for the reload", () => {
    const shown = loadedWith([makeTask()]);
    expect(withTaskUpdate(shown, makeTask({ status: "completed" }))).toBe(shown);
    expect(withTaskUpdate(null, makeTask())).toBeNull();
  });

  it("an overlapped reload keeps the newer copy of each task and the longer response list", () => {
    const a = makeTask({ status: "completed", updated_at: "2025-03-20T12:00:05.000Z" });
    const b = makeTask({ status: "pending", updated_at: "2025-03-20T12:00:00.000Z" });
    const current = { ...loadedWith([a, b]), status: "in_progress" as const };
    const staleA = { ...a, status: "in_progress" as const, updated_at: "2025-03-20T12:00:01.000Z" };
    const newerB = { ...b, status: "in_progress" as const, updated_at: "2025-03-20T12:00:06.000Z" };
    const loaded = { ...loadedWith([staleA, newerB]), status: "failed" as const };
    const merged = mergeOverlappedLoad(current, loaded);
    expect(merged.tasks.map((task) => task.status)).toEqual(["completed", "in_progress"]);
    expect(merged.counts).toMatchObject({ completed: 1, in_progress: 1, pending: 0 });
    expect(merged.progress).toBe(50);
    expect(merged.status).toBe("in_progress");
  });
});
