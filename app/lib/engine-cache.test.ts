import { QueryClient, QueryObserver, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { AgentStatuses, AiResponse, Task } from "../../workers/contract/agents";
import type { ProjectSnapshot } from "../../workers/contract/events";
import type { Project } from "../../workers/contract/projects";
import { agentStatuses, countTasks, progressOf } from "../../workers/contract/task-progress";
import { applyProject, applyRoomEvent, applySnapshot, newestOf, reloadAfterFileChange, reloadQuery, SIDE_RELOAD_MS, withLiveState, type EngineSnapshot } from "./engine-cache";
import { makeTask } from "./engine-test-data";
import { queryKeys } from "./query-keys";
import { pollInterval, OFFLINE_POLL_MS } from "./use-project-engine";

const PROJECT = "11111111-1111-4111-8111-111111111111";

/** Engine data as a load from the API leaves it. */
function loaded(tasks: Task[] = []): EngineSnapshot {
  const idle = { status: "idle", current_task: null } as const;
  const agents: AgentStatuses = { architect: idle, frontend: idle, backend: idle, devops: idle, qa: idle, deployment: idle };
  return { status: "in_progress", progress: progressOf(tasks), counts: countTasks(tasks), agent_statuses: agents, tasks, responses: [], files: null, preview: null, version: null, liveAt: null };
}

/** A snapshot as the room sends it. */
function live(tasks: Task[], overrides: Partial<ProjectSnapshot> = {}): ProjectSnapshot {
  return {
    status: "in_progress",
    progress: progressOf(tasks),
    counts: countTasks(tasks),
    agent_statuses: agentStatuses(tasks),
    tasks,
    responses: [],
    files: { count: 0, version: null },
    preview: { appModelVersion: null, build: null, attempt: null },
    ...overrides,
  };
}

let responses = 0;
function response(overrides: Partial<AiResponse> = {}): AiResponse {
  responses += 1;
  return { id: `response-${responses}`, agentType: "backend", timestamp: "2026-11-26T10:00:00.000Z", response: "Done", model: "builtin", tokens: 0, cost: 0, modelCalls: 0, estimated: false, task_id: null, ...overrides };
}

const project = (overrides: Partial<Project> = {}): Project =>
  ({ id: PROJECT, name: "Shop", status: "in_progress", progress: 0, ...overrides }) as Project;

/** A cache holding one loaded engine snapshot, the page's project and a project list, as the screens leave it. */
function loadedCache(tasks: Task[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.engineSnapshot(PROJECT), loaded(tasks));
  client.setQueryData(queryKeys.project(PROJECT), project());
  client.setQueryData(queryKeys.allProjects(), [project()]);
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
const engineOf = (client: QueryClient) => client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(PROJECT));
const snapshotEvent = (version: number, snapshot: ProjectSnapshot) => ({ type: "project-snapshot" as const, projectId: PROJECT, version, snapshot });

/** Counts the loads of a query a mounted screen watches (the first one included). */
function watch(client: QueryClient, queryKey: QueryKey) {
  const counter = { loads: 0, stop: () => undefined as void };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      counter.loads += 1;
      return client.getQueryData(queryKey) ?? null;
    },
    staleTime: Infinity,
  });
  counter.stop = observer.subscribe(() => undefined);
  return counter;
}

describe("a live snapshot", () => {
  it("replaces the engine data, and the page's status and progress", () => {
    const first = makeTask({ status: "completed" });
    const second = makeTask({ status: "in_progress", agent_type: "frontend" });
    const client = loadedCache([{ ...first, status: "in_progress" }, { ...second, status: "pending" }]);
    const files = { count: 12, version: "2026-11-26T10:00:01.000Z" };
    const latest = [response()];
    applyRoomEvent(client, PROJECT, snapshotEvent(4, live([first, second], { responses: latest, files })));
    expect(engineOf(client)).toMatchObject({
      status: "in_progress",
      progress: 50,
      counts: { total: 2, completed: 1, in_progress: 1, pending: 0 },
      tasks: [first, second],
      responses: latest,
      files,
      version: 4,
    });
    expect(engineOf(client)?.agent_statuses.frontend).toEqual({ status: "busy", current_task: second.name });
    expect(engineOf(client)?.liveAt).not.toBeNull();
    expect(client.getQueryData<Project>(queryKeys.project(PROJECT))).toMatchObject({ status: "in_progress", progress: 50, name: "Shop" });
  });

  it("older than, or as old as, the one shown is ignored", () => {
    const task = makeTask();
    const client = loadedCache([task]);
    expect(applySnapshot(client, PROJECT, 7, live([{ ...task, status: "completed" }], { status: "completed" }))).toBe(true);
    expect(applySnapshot(client, PROJECT, 6, live([{ ...task, status: "in_progress" }]))).toBe(false);
    expect(applySnapshot(client, PROJECT, 7, live([{ ...task, status: "failed" }], { status: "failed" }))).toBe(false);
    expect(engineOf(client)).toMatchObject({ status: "completed", version: 7, counts: { completed: 1 } });
    expect(applySnapshot(client, PROJECT, 8, live([{ ...task, status: "failed" }], { status: "failed" }))).toBe(true);
    expect(engineOf(client)?.status).toBe("failed");
  });

  it("shows before the first load has answered", () => {
    const client = new QueryClient();
    applyRoomEvent(client, PROJECT, snapshotEvent(1, live([makeTask()])));
    expect(engineOf(client)).toMatchObject({ version: 1, counts: { total: 1, pending: 1 } });
  });

  it("is what the screen renders from: agent, task and response events change nothing and load nothing", async () => {
    const task = makeTask({ status: "in_progress" });
    const client = loadedCache([task]);
    const engine = watch(client, queryKeys.engineSnapshot(PROJECT));
    try {
      const before = engineOf(client);
      applyRoomEvent(client, PROJECT, { type: "task-update", projectId: PROJECT, task: { ...task, status: "completed" } });
      applyRoomEvent(client, PROJECT, { type: "agent-status", projectId: PROJECT, agentType: "qa", status: "busy", current_task: "Check" });
      applyRoomEvent(client, PROJECT, { type: "response-update", projectId: PROJECT, response: response({ cost: 0.5 }) });
      await pause(50);
      expect(engineOf(client)).toBe(before);
      expect(isStale(client, queryKeys.engineSnapshot(PROJECT))).toBe(false);
      expect(isStale(client, queryKeys.allProjects())).toBe(false);
      expect(engine.loads).toBe(0);
    } finally {
      engine.stop();
    }
  });

  it("reads the project lists again when the status changes, and marks them out of date when only the progress does", async () => {
    const task = makeTask({ status: "in_progress" });
    const client = loadedCache([task, makeTask()]);
    const lists = watch(client, queryKeys.allProjects());
    try {
      applySnapshot(client, PROJECT, 1, live([task, makeTask()]));
      await settle();
      expect(isStale(client, queryKeys.allProjects())).toBe(false);
      applySnapshot(client, PROJECT, 2, live([{ ...task, status: "completed" }, makeTask()]));
      await settle();
      expect(lists.loads).toBe(0);
      expect(isStale(client, queryKeys.allProjects())).toBe(true);
      applySnapshot(client, PROJECT, 3, live([{ ...task, status: "completed" }, makeTask()], { status: "paused" }));
      await settle();
      expect(lists.loads).toBe(1);
    } finally {
      lists.stop();
    }
  });

  it("reads the preview's status again after the architect's tasks or the status change, not after another agent's", async () => {
    const frontend = makeTask({ status: "in_progress", agent_type: "frontend" });
    const architect = makeTask({ status: "completed", agent_type: "architect" });
    const client = loadedCache([architect, frontend]);
    const preview = watch(client, queryKeys.previewStatus(PROJECT));
    try {
      await settle();
      expect(preview.loads).toBe(1);
      applySnapshot(client, PROJECT, 1, live([architect, { ...frontend, status: "completed", updated_at: "2026-11-26T10:00:02.000Z" }]));
      await settle();
      expect(preview.loads).toBe(1);
      applySnapshot(client, PROJECT, 2, live([{ ...architect, status: "in_progress", updated_at: "2026-11-26T10:00:03.000Z" }, frontend]));
      await settle();
      expect(preview.loads).toBe(2);
      applySnapshot(client, PROJECT, 3, live([{ ...architect, status: "in_progress", updated_at: "2026-11-26T10:00:03.000Z" }, frontend], { status: "paused" }));
      await settle();
      expect(preview.loads).toBe(3);
    } finally {
      preview.stop();
    }
  });

  it("reads the project again when a build is published: its live link may have become the preview while no screen listened", async () => {
    const task = makeTask({ status: "completed", agent_type: "frontend" });
    const client = loadedCache([task]);
    const page = watch(client, queryKeys.project(PROJECT));
    const built = (version: string) => ({ appModelVersion: null, build: { version, builtAt: "2026-11-26T10:00:05.000Z" }, attempt: null });
    try {
      // The page's project is loaded already.
      await settle();
      expect(page.loads).toBe(0);
      applySnapshot(client, PROJECT, 1, live([task]));
      await settle();
      expect(page.loads).toBe(0);
      // The first snapshot after the screen listens already holds a build it never heard of.
      applySnapshot(client, PROJECT, 2, live([task], { preview: built("v1") }));
      await settle();
      expect(page.loads).toBe(1);
      applySnapshot(client, PROJECT, 3, live([task], { preview: built("v1"), progress: 50 }));
      await settle();
      expect(page.loads).toBe(1);
      applySnapshot(client, PROJECT, 4, live([task], { preview: built("v2") }));
      await settle();
      expect(page.loads).toBe(2);
    } finally {
      page.stop();
    }
  });

  it("reads the files and the cost again when they change: at most once per window while the agents work, at once when they stop", async () => {
    const task = makeTask({ status: "in_progress" });
    const client = loadedCache([task]);
    const files = watch(client, queryKeys.projectFiles(PROJECT));
    const cost = watch(client, [...queryKeys.projectCost(PROJECT), "spending"]);
    try {
      await settle();
      expect([files.loads, cost.loads]).toEqual([1, 1]);
      const said = [response()];
      // The first snapshot tells the files' version (a load from the API does not): they are read again.
      applySnapshot(client, PROJECT, 1, live([task], { responses: said, files: { count: 3, version: "a" } }));
      await settle();
      expect([files.loads, cost.loads]).toEqual([2, 2]);
      // A burst: each snapshot changes both, and they are read once more, at the window's end.
      for (let version = 2; version <= 4; version += 1) {
        said.unshift(response());
        applySnapshot(client, PROJECT, version, live([task], { responses: [...said], files: { count: 3 + version, version: `v${version}` } }));
      }
      await pause(50);
      expect([files.loads, cost.loads]).toEqual([2, 2]);
      expect(isStale(client, queryKeys.projectFiles(PROJECT))).toBe(true);
      await pause(SIDE_RELOAD_MS);
      expect([files.loads, cost.loads]).toEqual([3, 3]);
      // Nothing changed: nothing is read.
      applySnapshot(client, PROJECT, 5, live([task], { responses: [...said], files: { count: 7, version: "v4" } }));
      // The project stops: what changed is read at once.
      applySnapshot(client, PROJECT, 6, live([{ ...task, status: "completed" }], { status: "completed", responses: [response({ cost: 0.01 }), ...said], files: { count: 7, version: "v4" } }));
      await pause(50);
      expect([files.loads, cost.loads]).toEqual([3, 4]);
    } finally {
      files.stop();
      cost.stop();
    }
  });

  it("reads the files panel's history and conflicts again with the files", async () => {
    const task = makeTask({ status: "in_progress" });
    const client = loadedCache([task]);
    const watched = [queryKeys.projectFiles(PROJECT), queryKeys.projectCheckpoints(PROJECT), queryKeys.projectConflicts(PROJECT)].map((key) => watch(client, key));
    try {
      await settle();
      applySnapshot(client, PROJECT, 1, live([task], { files: { count: 3, version: "a" } }));
      await settle();
      expect(watched.map((query) => query.loads)).toEqual([2, 2, 2]);
      // The same files: none is read again.
      applySnapshot(client, PROJECT, 2, live([task], { files: { count: 3, version: "a" } }));
      await pause(SIDE_RELOAD_MS + 50);
      expect(watched.map((query) => query.loads)).toEqual([2, 2, 2]);
    } finally {
      for (const query of watched) query.stop();
    }
  });

  it("ignores another project's", () => {
    const client = loadedCache([]);
    applyRoomEvent(client, PROJECT, { ...snapshotEvent(1, live([makeTask()])), projectId: "other" });
    expect(engineOf(client)?.version).toBeNull();
  });
});

describe("a project's own change", () => {
  it("goes to the page; while the engine is live, status and progress stay the snapshots'", () => {
    const client = loadedCache([]);
    applySnapshot(client, PROJECT, 1, live([makeTask({ status: "completed" })], { status: "completed" }));
    applyRoomEvent(client, PROJECT, { type: "project-update", projectId: PROJECT, project: project({ status: "in_progress", progress: 0, github_repo: "me/shop" }) });
    expect(client.getQueryData<Project>(queryKeys.project(PROJECT))).toMatchObject({ github_repo: "me/shop", status: "completed", progress: 100 });
    expect(engineOf(client)).toMatchObject({ status: "completed", progress: 100 });
  });

  it("sets the engine's status too while its data came from the API", () => {
    const client = loadedCache([]);
    applyProject(client, project({ status: "failed", progress: 40 }));
    expect(client.getQueryData<Project>(queryKeys.project(PROJECT))?.progress).toBe(40);
    expect(engineOf(client)).toMatchObject({ status: "failed", progress: 40 });
  });

  it("read again while the room settles, keeps the live status: the answer may have left before the last snapshot", () => {
    const client = loadedCache([]);
    // The project is read again when a build lands; the room settles the project at about the same moment.
    const answered = project({ status: "in_progress", progress: 100, render_url: "https://shop.example" });
    applySnapshot(client, PROJECT, 7, live([makeTask({ status: "completed" })], { status: "completed" }));
    expect(withLiveState(client, answered)).toMatchObject({ render_url: "https://shop.example", status: "completed", progress: 100 });
  });

  it("read before the engine is live, is taken as answered", () => {
    const client = loadedCache([]);
    expect(withLiveState(client, project({ status: "failed", progress: 40 }))).toMatchObject({ status: "failed", progress: 40 });
  });

  it("a deployment update reloads the publishing attempts, and only them", async () => {
    const client = loadedCache([]);
    client.setQueryData(queryKeys.deployments(PROJECT), { success: true, deployments: [] });
    const deployment = { id: "d1", target: "render", status: "succeeded", url: "https://shop.onrender.test", error: null, detail: null, created_at: "2026-11-26T10:00:00.000Z", finished_at: "2026-11-26T10:01:00.000Z" } as const;
    applyRoomEvent(client, PROJECT, { type: "deployment-update", projectId: PROJECT, deployment });
    await settle();
    expect(isStale(client, queryKeys.deployments(PROJECT))).toBe(true);
    expect(isStale(client, queryKeys.engineSnapshot(PROJECT))).toBe(false);
  });
});

describe("newestOf", () => {
  it("keeps a live snapshot that arrived while the load was on its way", () => {
    const shown: EngineSnapshot = { ...loaded([makeTask({ status: "completed" })]), version: 3, liveAt: 2_000, files: { count: 1, version: "a" } };
    expect(newestOf(loaded([makeTask()]), shown, 1_500)).toBe(shown);
  });

  it("takes the load over an older snapshot, keeping the live version (an older snapshot stays ignored)", () => {
    const files = { count: 1, version: "a" };
    const shown: EngineSnapshot = { ...loaded([makeTask()]), version: 3, liveAt: 1_000, files };
    const answer = loaded([makeTask({ status: "completed" })]);
    expect(newestOf(answer, shown, 1_500)).toEqual({ ...answer, version: 3, files });
    expect(newestOf(answer, undefined, 1_500)).toBe(answer);
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

describe("pollInterval", () => {
  it("polls only while the live channel is down", () => {
    expect(pollInterval(true)).toBe(false);
    expect(pollInterval(false)).toBe(OFFLINE_POLL_MS);
  });
});

describe("reloadAfterFileChange", () => {
  it("reads the files, their history and conflicts again, and settles once they are loaded", async () => {
    const client = loadedCache([]);
    const keys = [queryKeys.projectFiles(PROJECT), queryKeys.projectCheckpoints(PROJECT), queryKeys.projectConflicts(PROJECT)];
    const watched = keys.map((key) => watch(client, key));
    const other = watch(client, queryKeys.projectCost(PROJECT));
    try {
      await settle();
      await reloadAfterFileChange(client, PROJECT);
      expect(watched.map((query) => query.loads)).toEqual([2, 2, 2]);
      expect(other.loads).toBe(1);
    } finally {
      for (const query of [...watched, other]) query.stop();
    }
  });
});
