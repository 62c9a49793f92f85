import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { AgentStatuses, AiResponse, Task, TaskCounts } from "../../workers/contract/agents";
import type { RoomEvent } from "../../workers/contract/events";
import type { Project, ProjectStatus } from "../../workers/contract/projects";
import { countTasks, progressOf } from "../../workers/contract/task-progress";
import { getProgress, getResponses, getTasks } from "./engine-api";
import { queryKeys } from "./query-keys";

/** Everything the engine cards show, read together so the counts, agents and tasks agree. */
export interface EngineSnapshot {
  status: ProjectStatus;
  progress: number;
  counts: TaskCounts;
  agents: AgentStatuses;
  tasks: Task[];
  responses: AiResponse[];
}

/**
 * Reads the engine cards' data. The project's status and progress come along, so the page's copy of
 * the project is brought up to date when they differ (the room's events may have been missed).
 */
export async function loadEngineSnapshot(client: QueryClient, projectId: string, signal?: AbortSignal): Promise<EngineSnapshot> {
  const [progress, tasks, responses] = await Promise.all([
    getProgress(projectId, { signal }),
    getTasks(projectId, { signal }),
    getResponses(projectId, { signal }),
  ]);
  client.setQueryData<Project>(queryKeys.project(projectId), (project) =>
    project && (project.status !== progress.status || project.progress !== progress.progress)
      ? { ...project, status: progress.status, progress: progress.progress }
      : project,
  );
  const loaded: EngineSnapshot = {
    status: progress.status,
    progress: progress.progress,
    counts: progress.counts,
    agents: progress.agent_statuses,
    tasks: tasks.tasks,
    responses: responses.responses,
  };
  return withNewerTasks(loaded, client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(projectId)));
}

/**
 * A reload reads the server when it starts; a task event that arrives while it is on its way is newer
 * than what it read. Such a task keeps the event's state (by its updated_at) instead of going back, and
 * counts and progress follow the list; the next reload brings the rest.
 */
export function withNewerTasks(loaded: EngineSnapshot, shown: EngineSnapshot | undefined): EngineSnapshot {
  if (!shown) return loaded;
  const newer = new Map(shown.tasks.map((task) => [task.id, task]));
  let kept = false;
  const tasks = loaded.tasks.map((task) => {
    const known = newer.get(task.id);
    if (known && known.updated_at > task.updated_at) {
      kept = true;
      return known;
    }
    return task;
  });
  return kept ? { ...loaded, tasks, counts: countTasks(tasks), progress: progressOf(tasks) } : loaded;
}

/**
 * Loads a query again from now on. A load already running may have read the server before the change
 * that asked for this one, so it is cancelled (the data shown stays) and a fresh load starts.
 */
export async function reloadQuery(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/** Applies a project the server answered with (an action's result or an event), here and on the page. */
export function applyProject(client: QueryClient, project: Project): void {
  client.setQueryData(queryKeys.project(project.id), project);
  client.setQueryData<EngineSnapshot>(queryKeys.engineSnapshot(project.id), (snapshot) =>
    snapshot ? { ...snapshot, status: project.status, progress: project.progress } : snapshot,
  );
}

/**
 * A room event changes what the screens show at once, then asks for what it does not carry: an agent's
 * status is complete in itself; a task or project change reloads the engine data (and the files the
 * task may have written) and marks the project lists as out of date.
 */
export function applyRoomEvent(client: QueryClient, projectId: string, event: RoomEvent): void {
  if (event.projectId !== projectId) return;
  if (event.type === "agent-status") {
    client.setQueryData<EngineSnapshot>(queryKeys.engineSnapshot(projectId), (s) => withAgentStatus(s, event));
    return;
  }
  if (event.type === "response-update") {
    // A report that arrived after its task, or a handed-off agent's end: complete in itself.
    client.setQueryData<EngineSnapshot>(queryKeys.engineSnapshot(projectId), (s) => withResponse(s, event.response));
    // Its model call's spend shows on the cost card.
    if (event.response.cost > 0) void reloadQuery(client, queryKeys.projectCost(projectId));
    return;
  }
  if (event.type === "project-update") applyProject(client, event.project);
  else client.setQueryData<EngineSnapshot>(queryKeys.engineSnapshot(projectId), (s) => withTaskUpdate(s, event.task));
  // Marked out of date at once; loaded again once per burst of events (see EVENT_RELOAD_WINDOW_MS), or at
  // once when the project has stopped (nothing more is coming, and the last responses should show now).
  void client.invalidateQueries({ queryKey: queryKeys.engine(projectId), refetchType: "none" });
  void client.invalidateQueries({ queryKey: queryKeys.projectLists(), refetchType: "none" });
  // Whether there can be a preview follows the architect's app model: only its tasks (and the project's
  // own changes) make the preview's status worth reading again, with the burst's reload.
  const previewStatus = event.type === "project-update" || event.task.agent_type === "architect";
  const stopped = event.type === "project-update" && event.project.status !== "in_progress";
  scheduleReload(client, projectId, stopped ? 0 : EVENT_RELOAD_WINDOW_MS, previewStatus);
}

/**
 * A running project sends events in bursts (a task claimed, its end, the project's progress): each burst
 * reloads the engine data once, at the end of this window, instead of once per event. The events' own
 * data (each task's state, the agents, the progress) shows at once meanwhile; responses, files and cost
 * follow within the window. (Each reload is several requests: a reload per event, then one per 400 ms,
 * kept the server busy answering the screen while the agents ran, and slowed them down: start to preview
 * took 3.3 to 3.8 s with 400 ms and 2.6 to 2.9 s with this window, measured by bench:preview in turn.)
 */
export const EVENT_RELOAD_WINDOW_MS = 1000;

/** A reload waiting for its burst of events to end, and whether it reads the preview's status too. */
interface PendingReload {
  timer?: ReturnType<typeof setTimeout>;
  previewStatus: boolean;
}

const pendingReloads = new WeakMap<QueryClient, Map<string, PendingReload>>();

function scheduleReload(client: QueryClient, projectId: string, delayMs: number, previewStatus: boolean): void {
  let pending = pendingReloads.get(client);
  if (!pending) {
    pending = new Map();
    pendingReloads.set(client, pending);
  }
  const waiting = pending.get(projectId);
  if (waiting) {
    waiting.previewStatus ||= previewStatus;
    if (delayMs > 0) return;
    // A reload already waits: it is brought forward to now.
    clearTimeout(waiting.timer);
  }
  const reload: PendingReload = waiting ?? { previewStatus };
  const timers = pending;
  reload.timer = setTimeout(() => {
    timers.delete(projectId);
    void reloadQuery(client, queryKeys.engine(projectId));
    if (reload.previewStatus) void reloadQuery(client, queryKeys.previewStatus(projectId));
    void client.refetchQueries({ queryKey: queryKeys.projectLists(), type: "active" });
  }, delayMs);
  timers.set(projectId, reload);
}

/** Puts a written or completed response into the snapshot, in place of the one with its id (newest first otherwise). */
export function withResponse(snapshot: EngineSnapshot | undefined, response: AiResponse): EngineSnapshot | undefined {
  if (!snapshot) return snapshot;
  const known = snapshot.responses.some((shown) => shown.id === response.id);
  const responses = known ? snapshot.responses.map((shown) => (shown.id === response.id ? response : shown)) : [response, ...snapshot.responses];
  return { ...snapshot, responses };
}

/** Puts one agent's live status into the snapshot. */
export function withAgentStatus(
  snapshot: EngineSnapshot | undefined,
  event: Extract<RoomEvent, { type: "agent-status" }>,
): EngineSnapshot | undefined {
  if (!snapshot) return snapshot;
  const agents = { ...snapshot.agents, [event.agentType]: { status: event.status, current_task: event.current_task } };
  return { ...snapshot, agents };
}

/**
 * Puts a changed task into the snapshot, with counts and progress recomputed from the list, so the
 * cards agree with each other until the reload that follows every task event confirms them.
 */
export function withTaskUpdate(snapshot: EngineSnapshot | undefined, task: Task): EngineSnapshot | undefined {
  if (!snapshot || !snapshot.tasks.some((known) => known.id === task.id)) return snapshot;
  const tasks = snapshot.tasks.map((known) => (known.id === task.id ? task : known));
  return { ...snapshot, tasks, counts: countTasks(tasks), progress: progressOf(tasks) };
}
