import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_PROJECT_LIST_LIMIT, type Project } from "../../../workers/contract/projects";
import { errorMessage } from "../../lib/api-client";
import { listProjects } from "../../lib/projects-api";
import { computeProjectStats, type ProjectStats } from "../../lib/project-stats";

/** Spec section 9: the dashboard lists the 10 most recent projects. */
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
 * The dashboard's data: the recent list and the stats over all projects, loaded together.
 * A failure of either request shows the error view (spec section 8: message or 'Failed to fetch projects').
 */
export function useDashboardProjects(): {
  state: DashboardState;
  refreshing: boolean;
  /** Loads again behind the current data. */
  reload(): Promise<void>;
  /** From the error view: back to the loading view, then load. */
  retry(): Promise<void>;
} {
  const [state, setState] = useState<DashboardState>({ status: "loading" });
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setRefreshing(true);
    try {
      const [recent, all] = await Promise.all([fetchRecentProjects(), fetchAllProjects()]);
      if (call === latest.current) setState({ status: "ready", recent, stats: computeProjectStats(all) });
    } catch (error) {
      if (call === latest.current) setState({ status: "error", message: errorMessage(error, "Failed to fetch projects") });
    } finally {
      if (call === latest.current) setRefreshing(false);
    }
  }, []);

  const retry = useCallback(async () => {
    setState({ status: "loading" });
    await reload();
  }, [reload]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, refreshing, reload, retry };
}
