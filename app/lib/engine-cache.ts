import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { SNAPSHOT_RESPONSES, type ProjectSnapshot, type RoomEvent } from "../../workers/contract/events";
import type { Project } from "../../workers/contract/projects";
import { getProgress, getResponses, getTasks } from "./engine-api";
import { queryKeys } from "./query-keys";

/**
 * Everything the engine cards show, read together so the counts, agents and tasks agree: the room's snapshot
 * of the project (ProjectSnapshot, the contract's), and where this screen's copy of it came from.
 */
export type EngineSnapshot = Omit<ProjectSnapshot, "files" | "preview"> & {
  /** The generated files' count and version as the live channel last told them; null until it has. */
  files: ProjectSnapshot["files"] | null;
  /** The preview's versions (stored app model, published build) as the live channel last told them; null until it has. */
  preview: ProjectSnapshot["preview"] | null;
  /** The newest live snapshot's version applied here (a REST load keeps it); an older one is ignored. */
  version: number | null;
  /** When (this screen's clock) the data came from the live channel; null when it came from the API. */
  liveAt: number | null;
};

/**
 * Reads the engine cards' data from the API: the first load, and the polling while the live channel is
 * down. The project's status and progress come along, so the page's copy of the project is brought up to
 * date when they differ.
 */
export async function loadEngineSnapshot(client: QueryClient, projectId: string, signal?: AbortSignal): Promise<EngineSnapshot> {
  const startedAt = Date.now();
  const [progress, tasks, responses] = await Promise.all([
    getProgress(projectId, { signal }),
    getTasks(projectId, { signal }),
    getResponses(projectId, { signal }),
  ]);
  const { success: _success, ...state } = progress;
  const loaded: EngineSnapshot = {
    ...state,
    tasks: tasks.tasks,
    // As many as a live snapshot carries, so the list does not change length when the channel opens.
    responses: responses.responses.slice(0, SNAPSHOT_RESPONSES),
    files: null,
    preview: null,
    version: null,
    liveAt: null,
  };
  const kept = newestOf(loaded, client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(projectId)), startedAt);
  if (kept.liveAt === null) syncProject(client, projectId, kept);
  return kept;
}

/**
 * What a load from the API leaves on screen: its answer, unless a live snapshot arrived while it was on its
 * way (that one is as new, and a change after it brings another). The live version stays either way, so a
 * snapshot older than one already applied is still ignored.
 */
export function newestOf(loaded: EngineSnapshot, shown: EngineSnapshot | undefined, startedAt: number): EngineSnapshot {
  if (!shown) return loaded;
  if (shown.liveAt !== null && shown.liveAt >= startedAt) return shown;
  return { ...loaded, files: shown.files, preview: shown.preview, version: shown.version };
}

/** Whether the engine data came from the live channel (its snapshots then follow every change). */
export function isLive(snapshot: EngineSnapshot | undefined): boolean {
  return snapshot?.liveAt != null;
}

/**
 * Loads a query again from now on. A load already running may have read the server before the change
 * that asked for this one, so it is cancelled (the data shown stays) and a fresh load starts.
 */
export async function reloadQuery(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/**
 * After the user changed the project's files (a save, rename, delete, restore or a resolved conflict): the
 * files, their history and conflicts are read again at once (the room builds the preview by itself). It settles when the shown ones are loaded, so what the panel opens next is current.
 */
export async function reloadAfterFileChange(client: QueryClient, projectId: string): Promise<void> {
  const keys = [queryKeys.projectFiles(projectId), queryKeys.projectCheckpoints(projectId), queryKeys.projectConflicts(projectId)];
  await Promise.all(keys.map((queryKey) => reloadQuery(client, queryKey)));
}

/**
 * Applies a project the server answered with (an action's result, or a project-update event: its repository,
 * its live link), here and on the page. While the engine data is live, its status and progress are the
 * snapshots' (an action's answer may be older than the last snapshot).
 */
export function applyProject(client: QueryClient, project: Project): void {
  const key = queryKeys.engineSnapshot(project.id);
  const shown = client.getQueryData<EngineSnapshot>(key);
  client.setQueryData(queryKeys.project(project.id), withLiveState(client, project));
  if (shown && !isLive(shown)) client.setQueryData<EngineSnapshot>(key, { ...shown, status: project.status, progress: project.progress });
}

/**
 * A project as the server answered it, with the live snapshot's status and progress while the engine data is
 * live: a read that left the server before the room's last change (the project is read again when a build
 * lands, just as the room settles) must not bring an older status back, since no later snapshot would correct it.
 */
export function withLiveState(client: QueryClient, project: Project): Project {
  const shown = client.getQueryData<EngineSnapshot>(queryKeys.engineSnapshot(project.id));
  return shown && isLive(shown) ? { ...project, status: shown.status, progress: shown.progress } : project;
}

/** The page's copy of the project takes the engine's status and progress when they differ. */
function syncProject(client: QueryClient, projectId: string, state: Pick<EngineSnapshot, "status" | "progress">): void {
  client.setQueryData<Project>(queryKeys.project(projectId), (project) =>
    project && (project.status !== state.status || project.progress !== state.progress)
      ? { ...project, status: state.status, progress: state.progress }
      : project,
  );
}

/**
 * A room event. The screen renders from the project's snapshots: each one replaces the engine data (an
 * older one than what is shown is ignored) and reads again what depends on what it changed. Agent, task and
 * response events are left to the snapshot that follows them; a project's own change (its repository, its
 * live link) goes to the page; a publishing attempt's change reloads the attempts.
 */
export function applyRoomEvent(client: QueryClient, projectId: string, event: RoomEvent): void {
  if (event.projectId !== projectId) return;
  if (event.type === "project-snapshot") {
    applySnapshot(client, projectId, event.version, event.snapshot);
    return;
  }
  if (event.type === "deployment-update") {
    // A publishing attempt was published or ended at its platform: the Publish card reads the list again
    // (the project's own change, its repository or live link, comes as a project-update of its own).
    void reloadQuery(client, queryKeys.deployments(projectId));
    return;
  }
  if (event.type === "project-update") applyProject(client, event.project);
}

/** Applies a live snapshot unless one as new was applied already; answers whether it was. */
export function applySnapshot(client: QueryClient, projectId: string, version: number, snapshot: ProjectSnapshot, now = Date.now()): boolean {
  const key = queryKeys.engineSnapshot(projectId);
  const shown = client.getQueryData<EngineSnapshot>(key);
  if (shown?.version != null && version <= shown.version) return false;
  const next: EngineSnapshot = { ...snapshot, version, liveAt: now };
  client.setQueryData(key, next);
  syncProject(client, projectId, next);
  if (shown) readAgainWhatChanged(client, projectId, shown, next);
  return true;
}

/**
 * What the snapshot does not carry is read again when what it depends on changed: the project lists when
 * the status did (marked out of date when only the progress did), the preview's status when the status or
 * the architect's tasks did (its app model decides whether there can be a preview), the project when a
 * build was published (its live link), the files (with their
 * checkpoints and conflicts) when their version did, the cost card when the responses or the plan did. Files
 * and cost are read at most once per SIDE_RELOAD_MS while the agents work, and at once when the project stops.
 */
function readAgainWhatChanged(client: QueryClient, projectId: string, before: EngineSnapshot, after: EngineSnapshot): void {
  const stopped = after.status !== "in_progress" && after.status !== "planning";
  if (before.status !== after.status) void client.invalidateQueries({ queryKey: queryKeys.projectLists() });
  else if (before.progress !== after.progress) void client.invalidateQueries({ queryKey: queryKeys.projectLists(), refetchType: "none" });
  const model = (snapshot: EngineSnapshot) => snapshot.preview?.appModelVersion ?? null;
  const build = (snapshot: EngineSnapshot) => `${snapshot.preview?.build?.version ?? ""}:${snapshot.preview?.attempt?.status ?? ""}:${snapshot.preview?.attempt?.at ?? ""}`;
  if (before.status !== after.status || architectOf(before) !== architectOf(after) || model(before) !== model(after) || build(before) !== build(after)) {
    void reloadQuery(client, queryKeys.previewStatus(projectId));
  }
  // A published build can make the preview the live link. The room says so in a project-update once, when
  // the link first changes: a screen that loaded the project before and listened only after has missed it.
  const published = (snapshot: EngineSnapshot) => snapshot.preview?.build?.version ?? null;
  if (published(before) !== published(after)) void reloadQuery(client, queryKeys.project(projectId));
  if (before.files?.count !== after.files?.count || before.files?.version !== after.files?.version) {
    // A task's output makes a checkpoint and can leave conflicts with the user's edits: the panel's history
    // and conflicts follow the files.
    for (const key of [queryKeys.projectFiles(projectId), queryKeys.projectCheckpoints(projectId), queryKeys.projectConflicts(projectId)]) {
      reloadThrottled(client, key, stopped);
    }
  }
  if (spendOf(before) !== spendOf(after)) reloadThrottled(client, queryKeys.projectCost(projectId), stopped);
}

const architectOf = (snapshot: EngineSnapshot) =>
  snapshot.tasks
    .filter((task) => task.agent_type === "architect")
    .map((task) => `${task.id}:${task.status}:${task.updated_at}`)
    .join(",");

/** What the cost card reads changes with the responses (their spend) and the plan (the estimate). */
const spendOf = (snapshot: EngineSnapshot) =>
  `${snapshot.tasks.length};${snapshot.responses.map((response) => `${response.id}:${response.cost}:${response.tokens}`).join(",")}`;

/** Files and cost are read again at most once per this long while the agents work. */
export const SIDE_RELOAD_MS = 1000;

interface Throttle {
  lastAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

const throttles = new WeakMap<QueryClient, Map<string, Throttle>>();

/** Marks a query out of date and reloads it: at once when none ran within SIDE_RELOAD_MS (or `now`), else at its end. */
function reloadThrottled(client: QueryClient, queryKey: QueryKey, now: boolean): void {
  let byKey = throttles.get(client);
  if (!byKey) {
    byKey = new Map();
    throttles.set(client, byKey);
  }
  const id = JSON.stringify(queryKey);
  const state = byKey.get(id) ?? { lastAt: Number.NEGATIVE_INFINITY };
  byKey.set(id, state);
  // Out of date at once: a list opened meanwhile loads afresh.
  void client.invalidateQueries({ queryKey, refetchType: "none" });
  if (state.timer !== undefined) {
    if (!now) return;
    clearTimeout(state.timer);
  }
  const wait = now ? 0 : Math.max(0, state.lastAt + SIDE_RELOAD_MS - Date.now());
  state.timer = setTimeout(() => {
    state.timer = undefined;
    state.lastAt = Date.now();
    void reloadQuery(client, queryKey);
  }, wait);
}
