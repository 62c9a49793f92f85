import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AgentStatuses, AiResponse, Task, TaskCounts } from "../../workers/contract/agents";
import type { RoomEvent } from "../../workers/contract/events";
import type { Project, ProjectStatus } from "../../workers/contract/projects";
import { countTasks, progressOf } from "../../workers/contract/task-progress";
import { errorMessage } from "./api-client";
import { getProgress, getResponses, getTasks } from "./engine-api";
import { useProjectRoom } from "./use-project-room";

/** Everything the engine cards show, read together so the counts, agents and tasks agree. */
export interface EngineSnapshot {
  status: ProjectStatus;
  progress: number;
  counts: TaskCounts;
  agents: AgentStatuses;
  tasks: Task[];
  responses: AiResponse[];
}

export interface ProjectEngine {
  snapshot: EngineSnapshot | null;
  /** The last reload's failure; earlier data stays on screen meanwhile. */
  loadError: string | null;
  /** Whether the live channel is open; while it is not, data is polled. */
  connected: boolean;
  /** 'connecting' only at first, so opening the screen does not flash 'offline'. */
  link: LinkState;
  status: ProjectStatus;
  /** Reloads everything now (coalesced with any reload already running). */
  reload(): void;
  /** Reloads after a pause: the room answers before its events have all arrived (spec section 4). */
  reloadAfter(ms: number): void;
  /** Applies a project the server answered with, here and on the page. */
  applyProject(project: Project): void;
}

export type LinkState = "connecting" | "live" | "offline";

/** How long a first connection may take before the screen calls itself offline. */
export const CONNECT_GRACE_MS = 3_000;

export const LOAD_ERROR = "Failed to fetch project data";

/**
 * Wraps a loader so that a burst of requests runs it at most twice: the one in flight, plus one queued
 * run that starts when it ends and serves every request made meanwhile.
 */
export function createReloadQueue(load: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const request = (): Promise<void> => {
    if (!inFlight) {
      inFlight = load().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return request();
      });
    return queued;
  };
  return request;
}

/** Puts one agent's live status into the snapshot without a reload. */
export function withAgentStatus(
  snapshot: EngineSnapshot | null,
  event: Extract<RoomEvent, { type: "agent-status" }>,
): EngineSnapshot | null {
  if (!snapshot) return snapshot;
  const agents = { ...snapshot.agents, [event.agentType]: { status: event.status, current_task: event.current_task } };
  return { ...snapshot, agents };
}

/**
 * Puts a changed task into the snapshot at once, with counts and progress recomputed from the list, so
 * the cards agree with each other until the reload that follows every task event confirms them.
 */
export function withTaskUpdate(snapshot: EngineSnapshot | null, task: Task): EngineSnapshot | null {
  if (!snapshot || !snapshot.tasks.some((known) => known.id === task.id)) return snapshot;
  const tasks = snapshot.tasks.map((known) => (known.id === task.id ? task : known));
  return { ...snapshot, tasks, counts: countTasks(tasks), progress: progressOf(tasks) };
}

/**
 * A reload that overlapped task or project events may be older than what those events put on screen:
 * it keeps the newer copy of each task, and the longer response list, and leaves status and agents as
 * the events set them. The reload those events queued brings the rest.
 */
export function mergeOverlappedLoad(current: EngineSnapshot, loaded: EngineSnapshot): EngineSnapshot {
  const shown = new Map(current.tasks.map((task) => [task.id, task]));
  const tasks = loaded.tasks.map((task) => {
    const other = shown.get(task.id);
    return other && other.updated_at > task.updated_at ? other : task;
  });
  const responses = loaded.responses.length >= current.responses.length ? loaded.responses : current.responses;
  return { ...current, tasks, responses, counts: countTasks(tasks), progress: progressOf(tasks) };
}

/** The project detail screen's engine data: loaded on opening, kept live through the project's room. */
export function useProjectEngine(project: Project, onProjectChange: (project: Project) => void): ProjectEngine {
  const projectId = project.id;
  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const latest = useRef({ project, onProjectChange });
  latest.current = { project, onProjectChange };

  /** Tells the page when the server's status or progress differs from what it shows. */
  const report = useCallback((next: Project) => {
    const current = latest.current.project;
    if (current.id !== next.id) return;
    if (current.status !== next.status || current.progress !== next.progress || current.updated_at !== next.updated_at) {
      latest.current.onProjectChange(next);
    }
  }, []);

  const applyProject = useCallback(
    (next: Project) => {
      if (next.id !== projectId) return;
      setSnapshot((s) => (s ? { ...s, status: next.status, progress: next.progress } : s));
      report(next);
    },
    [projectId, report],
  );

  // Task and project events seen so far, to tell a reload that overlapped some of them.
  const eventCount = useRef(0);

  const load = useCallback(async () => {
    const eventsAtStart = eventCount.current;
    try {
      const [progress, tasks, responses] = await Promise.all([
        getProgress(projectId),
        getTasks(projectId),
        getResponses(projectId),
      ]);
      if (latest.current.project.id !== projectId) return;
      const loaded: EngineSnapshot = {
        status: progress.status,
        progress: progress.progress,
        counts: progress.counts,
        agents: progress.agent_statuses,
        tasks: tasks.tasks,
        responses: responses.responses,
      };
      setLoadError(null);
      if (eventCount.current !== eventsAtStart) {
        setSnapshot((current) => (current ? mergeOverlappedLoad(current, loaded) : loaded));
        return;
      }
      setSnapshot(loaded);
      const current = latest.current.project;
      if (current.status !== progress.status || current.progress !== progress.progress) {
        report({ ...current, status: progress.status, progress: progress.progress });
      }
    } catch (error) {
      if (latest.current.project.id === projectId) setLoadError(errorMessage(error, LOAD_ERROR));
    }
  }, [projectId, report]);

  const request = useMemo(() => createReloadQueue(load), [load]);
  const reload = useCallback(() => void request(), [request]);

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const reloadAfter = useCallback(
    (ms: number) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        reload();
      }, ms);
      timers.current.add(timer);
    },
    [reload],
  );

  useEffect(() => {
    setSnapshot(null);
    setLoadError(null);
    reload();
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [reload]);

  const onEvent = useCallback(
    (event: RoomEvent) => {
      if (event.type === "agent-status") {
        setSnapshot((s) => withAgentStatus(s, event));
        return;
      }
      eventCount.current += 1;
      if (event.type === "project-update") applyProject(event.project);
      else setSnapshot((s) => withTaskUpdate(s, event.task));
      reload();
    },
    [applyProject, reload],
  );

  const { connected } = useProjectRoom(projectId, onEvent, reload);
  const link = useLinkState(projectId, connected);

  return {
    snapshot,
    loadError,
    connected,
    link,
    status: snapshot?.status ?? project.status,
    reload,
    reloadAfter,
    applyProject,
  };
}

function useLinkState(projectId: string, connected: boolean): LinkState {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    setSettled(false);
    const timer = setTimeout(() => setSettled(true), CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [projectId]);
  useEffect(() => {
    if (connected) setSettled(true);
  }, [connected]);
  if (connected) return "live";
  return settled ? "offline" : "connecting";
}
