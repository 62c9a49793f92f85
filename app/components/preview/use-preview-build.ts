import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { CompileProblem, PreviewStatus } from "../../../workers/contract/preview";
import { errorMessage } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { getPreviewStatus, requestPreviewBuild } from "./preview-api";

export type PreviewBuildState =
  | { phase: "idle" }
  | { phase: "building"; builtAt: string | null }
  | { phase: "ready"; builtAt: string }
  | { phase: "failed"; problems: CompileProblem[]; builtAt: string | null }
  | { phase: "error"; message: string };

export const PREVIEW_STATUS_ERROR = "Could not load the preview";

/** Where the preview's build stands, as AppForge reports it: the published build, and one under way or failed since. */
export function buildStateOf(status: PreviewStatus | undefined): PreviewBuildState {
  if (!status) return { phase: "idle" };
  const builtAt = status.build?.builtAt ?? null;
  if (status.attempt?.status === "building") return { phase: "building", builtAt };
  if (status.attempt?.status === "failed") return { phase: "failed", problems: status.attempt.problems, builtAt };
  return builtAt ? { phase: "ready", builtAt } : { phase: "idle" };
}

/**
 * A project's preview as AppForge builds it: the project's room compiles and publishes the preview after every
 * change to its files or app model (nothing is compiled in this browser). The status follows the room's
 * snapshot (engine-cache.ts reloads it when the build or the attempt changes); Rebuild asks the room for a build.
 */
export function usePreviewBuild(projectId: string) {
  const client = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.previewStatus(projectId), queryFn: ({ signal }) => getPreviewStatus(projectId, { signal }) });
  const [rebuildError, setRebuildError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const rebuild = useCallback(async () => {
    setAsking(true);
    setRebuildError(null);
    try {
      await requestPreviewBuild(projectId);
      void client.invalidateQueries({ queryKey: queryKeys.previewStatus(projectId) });
    } catch (error) {
      setRebuildError(errorMessage(error, "Could not ask for a new build"));
    } finally {
      setAsking(false);
    }
  }, [client, projectId]);

  const statusError = status.isError && !status.isFetching ? errorMessage(status.error, PREVIEW_STATUS_ERROR) : null;
  const state: PreviewBuildState = rebuildError ? { phase: "error", message: rebuildError } : buildStateOf(status.data);
  return {
    status: status.data ?? null,
    loadError: statusError,
    reload: () => void status.refetch(),
    state: asking && state.phase !== "building" ? { phase: "building" as const, builtAt: status.data?.build?.builtAt ?? null } : state,
    rebuild: () => void rebuild(),
  };
}
