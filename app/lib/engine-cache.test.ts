import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { AgentStatuses, Task } from "../../workers/contract/agents";
import type { Project } from "../../workers/contract/projects";
import { countTasks, progressOf } from "../../workers/contract/task-progress";
import { applyProject, applyRoomEvent, EVENT_RELOAD_WINDOW_MS, reloadQuery, withAgentStatus, withNewerTasks, withTaskUpdate, type EngineSnapshot } from "./engine-cache";
import { makeTask } from "./engine-test-data";
import { queryKeys } from "./query-keys";
import { pollInterval, OFFLINE_POLL_MS } from "./use-project-engine";

const PROJECT = "11111111-1111-4111-8111-111111111111";

function snapshot(tasks: Task[] = []): EngineSnapshot {
  const idle = { status: "idle", current_task: null } as const;
  const agents: AgentStatuses = { architect: idle, frontend: idle, backend: idle, devops: idle, qa: idle, deployment: idle };
  return { status: "in_progress", progress: progressOf(tasks), counts: countTasks(tasks), agents, tasks, responses: [] };
}

const project = (overrides: Partial<Project> = {}): Project =>
  ({ id: PROJECT, name: "Shop", status: "in_progress", progress: 0, ...overrides }) as Project;

/** A cache holding one loaded engine snapshot and a project list, as the screens leave it. */
function loadedCache(tasks: Task[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.engineSnapshot(PROJECT), snapshot(tasks));
  client.setQueryData(queryKeys.allProjects(), [project()]);
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe("withAgentStatus", () => {
  it("updates only the named agent", () => {
    const before = snapshot();
    const after = withAgentStatus(before, { type: "agent-status", projectId: PROJECT, agentType: "backend", status: "busy", current_task: "Build the API" });
    expect(after?.agents.backend).toEqual({ status: "busy", current_task: "Build the API" });
    expect(after?.agents.frontend).toEqual({ status: "idle", current_task: null });
    expect(before.agents.backend.status).toBe("idle");
  });

  it("leaves a screen that has not loaded yet alone", () => {
    expect(withAgentStatus(undefined, { type: "agent-status", projectId: PROJECT, agentType: "qa", status: "error", current_task: null })).toBeUndefined();
  });
});

describe("withTaskUpdate", () => {
  it("replaces the task and recomputes counts and progress", () => {
    const first = makeTask({ status: "in_progress" });
    const second = makeTask();
    const after = withTaskUpdate(snapshot([first, second]), { ...first, status: "completed" });
    expect(after?.tasks.map((task) => task.status)).toEqual(["completed", "pending"]);
    expect(after?.counts).toMatchObject({ completed: 1, in_progress: 0, pending: 1 });
    expect(after?.progress).toBe(50);
  });

  it("leaves an unknown task to the reload", () => {
    const shown = snapshot([makeTask()]);
    expect(withTaskUpdate(shown, makeTask({ status: "completed" }))).toBe(shown);
  });
});

describe("withNewerTasks", () => {
  it("keeps a task an event made newer than the reload's reading, with counts and progress to match", () => {
    const first = makeTask({ status: "in_progress", updated_at: "2026-11-26T10:00:00.100Z" });
    const second = makeTask({ status: "pending", updated_at: "2026-11-26T10:00:00.000Z" });
    const shown = snapshot([{ ...first, status: "completed", updated_at: "2026-11-26T10:00:00.300Z" }, second]);
    const merged = withNewerTasks(snapshot([first, second]), shown);
    expect(merged.tasks.map((task) => task.status)).toEqual(["completed", "pending"]);
    expect(merged.counts).toMatchObject({ completed: 1, in_progress: 0, pending: 1 });
    expect(merged.progress).toBe(50);
  });

  it("takes the reload's task when it is as new or newer, and tasks the screen did not know", () => {
    const task = makeTask({ status: "pending", updated_at: "2026-11-26T10:00:01.000Z" });
    const added = makeTask({ status: "pending" });
    const loaded = snapshot([task, added]);
    expect(withNewerTasks(loaded, snapshot([{ ...task, status: "failed", updated_at: "2026-11-26T10:00:00.000Z" }]))).toBe(loaded);
    expect(withNewerTasks(loaded, undefined)).toBe(loaded);
  });
});

describe("applyRoomEvent", () => {
  it("an agent's status is applied in place and asks for no reload", () => {
    const client = loadedCache([]);
    applyRoomEvent(client, PROJECT, { type: "agent-status", projectId: PROJECT, agentType: "qa", status: "busy", current_task: "Check" });
    expect(client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(PROJECT))?.agents.qa.status).toBe("busy");
    expect(isStale(client, queryKeys.engineSnapshot(PROJECT))).toBe(false);
  });

  it("a task update shows at once and marks the engine data and the project lists out of date", async () => {
    const task = makeTask({ status: "in_progress" });
    const client = loadedCache([task]);
    applyRoomEvent(client, PROJECT, { type: "task-update", projectId: PROJECT, task: { ...task, status: "completed" } });
    await settle();
    expect(client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(PROJECT))?.progress).toBe(100);
    expect(isStale(client, queryKeys.engineSnapshot(PROJECT))).toBe(true);
    expect(isStale(client, queryKeys.allProjects())).toBe(true);
  });

  it("a project update sets the project and the engine's status", () => {
    const client = loadedCache([]);
    applyRoomEvent(client, PROJECT, { type: "project-update", projectId: PROJECT, project: project({ status: "completed", progress: 100 }) });
    expect(client.getQueryData<Project>(queryKeys.project(PROJECT))?.status).toBe("completed");
    expect(client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(PROJECT))).toMatchObject({ status: "completed", progress: 100 });
  });

  it("loads the engine data once per burst of events, after the burst", async () => {
    const task = makeTask({ status: "in_progress" });
    const client = loadedCache([task]);
    let loads = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.engineSnapshot(PROJECT),
      queryFn: () => {
        loads += 1;
        return snapshot([task]);
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      for (const status of ["in_progress", "completed"] as const) {
        applyRoomEvent(client, PROJECT, { type: "task-update", projectId: PROJECT, task: { ...task, status } });
      }
      applyRoomEvent(client, PROJECT, { type: "project-update", projectId: PROJECT, project: project({ progress: 100 }) });
      await settle();
      expect(loads).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, EVENT_RELOAD_WINDOW_MS + 50));
      expect(loads).toBe(1);
    } finally {
      unsubscribe();
    }
  });

  it("loads at once when the project has stopped: nothing more is coming", async () => {
    const client = loadedCache([]);
    let loads = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.engineSnapshot(PROJECT),
      queryFn: () => {
        loads += 1;
        return snapshot([]);
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      applyRoomEvent(client, PROJECT, { type: "task-update", projectId: PROJECT, task: makeTask({ status: "completed" }) });
      applyRoomEvent(client, PROJECT, { type: "project-update", projectId: PROJECT, project: project({ status: "completed", progress: 100 }) });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loads).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, EVENT_RELOAD_WINDOW_MS + 50));
      expect(loads).toBe(1);
    } finally {
      unsubscribe();
    }
  });

  it("reads the preview's status again only after the architect's tasks or a project change", async () => {
    const task = makeTask({ status: "in_progress", agent_type: "frontend" });
    const client = loadedCache([task]);
    let loads = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.previewStatus(PROJECT),
      queryFn: () => {
        loads += 1;
        return { supported: true };
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await settle();
      expect(loads).toBe(1);
      applyRoomEvent(client, PROJECT, { type: "task-update", projectId: PROJECT, task: { ...task, status: "completed" } });
      await new Promise((resolve) => setTimeout(resolve, EVENT_RELOAD_WINDOW_MS + 50));
      expect(loads).toBe(1);
      applyRoomEvent(client, PROJECT, { type: "task-update", projectId: PROJECT, task: { ...task, agent_type: "architect", status: "completed" } });
      await new Promise((resolve) => setTimeout(resolve, EVENT_RELOAD_WINDOW_MS + 50));
      expect(loads).toBe(2);
    } finally {
      unsubscribe();
    }
  });

  it("ignores another project's events", () => {
    const client = loadedCache([]);
    applyRoomEvent(client, PROJECT, { type: "agent-status", projectId: "other", agentType: "qa", status: "busy", current_task: null });
    expect(client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(PROJECT))?.agents.qa.status).toBe("idle");
  });
});

describe("reloadQuery", () => {
  it("a load that started before the change cannot overwrite the reload that follows it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ["engine", PROJECT, "probe"];
    let calls = 0;
    const answers: Array<(value: string) => void> = [];
    const queryFn = () => {
      calls += 1;
      return new Promise<string>((resolve) => answers.push(resolve));
    };
    // A mounted screen watches the query, so invalidating it loads it again.
    const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => undefined);
    expect(calls).toBe(1);
    const reloaded = reloadQuery(client, key);
    await settle();
    // The older load answers last, with what the server held before the change.
    answers[1]?.("after the change");
    answers[0]?.("before the change");
    await reloaded;
    await settle();
    expect(calls).toBe(2);
    expect(client.getQueryData(key)).toBe("after the change");
    unsubscribe();
  });
});

describe("applyProject", () => {
  it("keeps the page's project and the engine's status in step", () => {
    const client = loadedCache([]);
    applyProject(client, project({ status: "failed", progress: 40 }));
    expect(client.getQueryData<Project>(queryKeys.project(PROJECT))?.progress).toBe(40);
    expect(client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(PROJECT))).toMatchObject({ status: "failed", progress: 40 });
  });
});

describe("pollInterval", () => {
  it("polls only while the live channel is down", () => {
    expect(pollInterval(true)).toBe(false);
    expect(pollInterval(false)).toBe(OFFLINE_POLL_MS);
  });
});
