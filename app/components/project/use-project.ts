import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Project } from "../../../workers/contract/projects";
import { ApiRequestError, errorMessage } from "../../lib/api-client";
import { withLiveState } from "../../lib/engine-cache";
import { getProject } from "../../lib/projects-api";
import { queryKeys } from "../../lib/query-keys";

export type ProjectLoadState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; message: string }
  | { status: "ready"; project: Project };

/**
 * Loads one project. A 404 (unknown id, malformed id or someone else's project: the API does not tell
 * them apart) is 'not-found'; any other failure is an error with the server's message or the fallback.
 * Once loaded, the project stays on screen while it is reloaded; Retry from an error shows loading again.
 */
export function useProject(id: string | undefined): { state: ProjectLoadState; reload(): void } {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.project(id ?? ""),
    // While the room's snapshots are live they own the status and progress (engine-cache.ts).
    queryFn: ({ signal }) => getProject(id ?? "", { signal }).then((answer) => withLiveState(client, answer.project)),
    enabled: Boolean(id),
  });

  const reload = () => void query.refetch();
  if (!id) return { state: { status: "not-found" }, reload };
  if (query.isError) {
    if (query.isFetching) return { state: { status: "loading" }, reload };
    if (query.error instanceof ApiRequestError && query.error.status === 404) return { state: { status: "not-found" }, reload };
    return { state: { status: "error", message: errorMessage(query.error, "Failed to fetch project data") }, reload };
  }
  if (query.data) return { state: { status: "ready", project: query.data }, reload };
  return { state: { status: "loading" }, reload };
}
