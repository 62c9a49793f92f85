import { useCallback, useEffect, useRef, useState } from "react";
import type { Project } from "../../../workers/contract/projects";
import { ApiRequestError, errorMessage } from "../../lib/api-client";
import { getProject } from "../../lib/projects-api";

export type ProjectLoadState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; message: string }
  | { status: "ready"; project: Project };

/**
 * Loads one project. A 404 (unknown id, malformed id or someone else's project: the API does not tell
 * them apart) is 'not-found'; any other failure is an error with the server's message or the spec's fallback.
 */
export function useProject(id: string | undefined): { state: ProjectLoadState; reload(): void } {
  const [state, setState] = useState<ProjectLoadState>({ status: "loading" });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = ++latest.current;
    setState((current) => (current.status === "ready" && current.project.id === id ? current : { status: "loading" }));
    if (!id) {
      setState({ status: "not-found" });
      return;
    }
    try {
      const { project } = await getProject(id);
      if (call === latest.current) setState({ status: "ready", project });
    } catch (error) {
      if (call !== latest.current) return;
      if (error instanceof ApiRequestError && error.status === 404) setState({ status: "not-found" });
      else setState({ status: "error", message: errorMessage(error, "Failed to fetch project data") });
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  const reload = useCallback(() => {
    setState({ status: "loading" });
    void load();
  }, [load]);

  return { state, reload };
}
