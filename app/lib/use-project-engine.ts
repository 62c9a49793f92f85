import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { RoomEvent } from "../../workers/contract/events";
import type { Project, ProjectStatus } from "../../workers/contract/projects";
import { errorMessage } from "./api-client";
import { applyProject, applyRoomEvent, isLive, loadEngineSnapshot, reloadQuery, type EngineSnapshot } from "./engine-cache";
import { queryKeys } from "./query-keys";
import { useProjectRoom } from "./use-project-room";

export type { EngineSnapshot } from "./engine-cache";

export interface ProjectEngine {
  /** Null until the first load answers. */
  snapshot: EngineSnapshot | null;
  /** The last load's failure; earlier data stays on screen meanwhile. */
  loadError: string | null;
  /** Whether the live channel is open; while it is not, data is polled. */
  connected: boolean;
  /** 'connecting' only at first, so opening the screen does not flash 'offline'. */
  link: LinkState;
  status: ProjectStatus;
  /** Loads everything again now (while the live channel brings the room's snapshots, they suffice). */
  reload(): void;
  /** Loads again after a pause, unless the live channel brings the changes. */
  reloadAfter(ms: number): void;
  /** Applies a project the server answered with, here and on the page. */
  applyProject(project: Project): void;
}

export type LinkState = "connecting" | "live" | "offline";

/** How long a first connection may take before the screen calls itself offline. */
export const CONNECT_GRACE_MS = 3_000;
/** While the live channel is down the engine data is polled at this pace. */
export const OFFLINE_POLL_MS = 5_000;

export const LOAD_ERROR = "Failed to fetch project data";

/** The polling pace for a link state: only while the live channel is down. */
export function pollInterval(connected: boolean): number | false {
  return connected ? false : OFFLINE_POLL_MS;
}

/**
 * The project detail screen's engine data: loaded from the API on opening, then kept current by the
 * snapshots of the project's room (one on connecting, then after changes); polled while the channel is down.
 */
export function useProjectEngine(project: Project): ProjectEngine {
  const projectId = project.id;
  const client = useQueryClient();

  const onEvent = useCallback((event: RoomEvent) => applyRoomEvent(client, projectId, event), [client, projectId]);
  const { connected } = useProjectRoom(projectId, onEvent);

  const query = useQuery({
    queryKey: queryKeys.engineSnapshot(projectId),
    queryFn: ({ signal }) => loadEngineSnapshot(client, projectId, signal),
    refetchInterval: pollInterval(connected),
  });

  // A (re)connected screen gets the room's snapshot at once: nothing to catch up by hand. An action's
  // change is followed by a snapshot too, so a reload asks the API only while the snapshots do not arrive
  // (or the last load failed).
  const live = useRef(connected);
  live.current = connected;
  const reload = useCallback(() => {
    const key = queryKeys.engineSnapshot(projectId);
    const followed = live.current && isLive(client.getQueryData<EngineSnapshot>(key)) && client.getQueryState(key)?.status !== "error";
    if (!followed) void reloadQuery(client, key);
  }, [client, projectId]);

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
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [projectId]);

  const apply = useCallback((next: Project) => {
    if (next.id === projectId) applyProject(client, next);
  }, [client, projectId]);

  const link = useLinkState(projectId, connected);
  const snapshot = query.data ?? null;
  return {
    snapshot,
    loadError: query.isError ? errorMessage(query.error, LOAD_ERROR) : null,
    connected,
    link,
    status: snapshot?.status ?? project.status,
    reload,
    reloadAfter,
    applyProject: apply,
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
