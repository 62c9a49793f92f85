import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { MAX_PROJECT_LIST_LIMIT, type Project } from "../../../workers/contract/projects";
import { errorMessage } from "../../lib/api-client";
import { listProjects } from "../../lib/projects-api";
import { computeProjectStats, type ProjectStats } from "../../lib/project-stats";
import { queryKeys } from "../../lib/query-keys";

/** The dashboard lists the 10 most recent projects. */
export const RECENT_PROJECTS_LIMIT = 10;
// A backstop against a server that never returns a short page: 100 pages of 100 projects.
const MAX_PAGES = 100;

export type DashboardState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; recent: Project[]; stats: ProjectStats };

/** Every project of the user, newest first, read page by page so the stats never stop at one page. */
export async function fetchAllProjects(): Promise<Project[]> {
  const byId = new Map<string, Project>();
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const offset = page * MAX_PROJECT_LIST_LIMIT;
    const { projects } = await listProjects({ limit: MAX_PROJECT_LIST_LIMIT, offset });
    // A project created while paging shifts the pages by one; the map drops the repeat.
    for (const project of projects) byId.set(project.id, project);
    if (projects.length < MAX_PROJECT_LIST_LIMIT) break;
  }
  return [...byId.values()];
}

async function fetchRecentProjects(): Promise<Project[]> {
  const { projects } = await listProjects({ limit: RECENT_PROJECTS_LIMIT });
  return projects;
}

/**
 * The dashboard's data: the recent list and the stats over all projects, loaded together. A failure of
 * either request shows the error view, with the server's message or 'Failed to fetch projects'.
 */
export function useDashboardProjects(): {
  state: DashboardState;
  refreshing: boolean;
  /** Loads again behind the current data. */
  reload(): Promise<void>;
  /** From the error view: back to the loading view, then load. */
  retry(): Promise<void>;
} {
  const client = useQueryClient();
  const recent = useQuery({ queryKey: queryKeys.recentProjects(RECENT_PROJECTS_LIMIT), queryFn: fetchRecentProjects });
  const all = useQuery({ queryKey: queryKeys.allProjects(), queryFn: fetchAllProjects });

  // Refreshing the dashboard refreshes its cost summary too: processing and deleting change the spend.
  const reload = useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.projectLists() }),
      client.invalidateQueries({ queryKey: queryKeys.costSummary }),
    ]);
  }, [client]);
  const retry = useCallback(async () => {
    await client.resetQueries({ queryKey: queryKeys.projectLists() });
  }, [client]);

  const refreshing = recent.isFetching || all.isFetching;
  const failed = recent.error ?? all.error;
  let state: DashboardState = { status: "loading" };
  if (failed && !refreshing) state = { status: "error", message: errorMessage(failed, "Failed to fetch projects") };
  else if (recent.data && all.data) state = { status: "ready", recent: recent.data, stats: computeProjectStats(all.data) };
  return { state, refreshing, reload, retry };
}
