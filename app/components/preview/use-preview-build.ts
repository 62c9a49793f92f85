import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { isPreviewFrontend, type PreviewFrontend, type PreviewStatus } from "../../../workers/contract/preview";
import { errorMessage } from "../../lib/api-client";
import type { CompileProblem, CompileStage } from "../../lib/preview/compile";
import { queryKeys } from "../../lib/query-keys";
import { FRONTEND, sourceVersion } from "../../lib/preview/sources";
import { getPreviewSources, getPreviewStatus, publishPreview } from "./preview-api";

export type PreviewBuildState =
  | { phase: "idle" }
  | { phase: "building"; stage: CompileStage }
  | { phase: "ready"; builtAt: string; summary: string | null }
  | { phase: "failed"; problems: CompileProblem[] }
  | { phase: "error"; message: string };

export const PREVIEW_STATUS_ERROR = "Could not load the preview";

const duration = (ms: number) => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`);

/**
 * Keeps a project's preview built: when the frontend's files change (task events refresh them), it
 * compiles them in this browser and publishes the result; an unchanged build is used as it is. While the
 * agents work, half-written files are not compiled: the build waits until they finish.
 */
export function usePreviewBuild(projectId: string, working: boolean, frontendHint: PreviewFrontend | null = null) {
  const client = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.previewStatus(projectId), queryFn: ({ signal }) => getPreviewStatus(projectId, { signal }) });
  const supported = status.data?.supported === true;
  const sources = useQuery({
    queryKey: queryKeys.previewSources(projectId),
    queryFn: ({ signal }) => getPreviewSources(projectId, { signal }),
    enabled: supported && !working,
  });
  const [state, setState] = useState<PreviewBuildState>({ phase: "idle" });
  const running = useRef(false);
  /** The version this page last published: a status fetched before the publish may still say otherwise. */
  const published = useRef<string | null>(null);
  const wanted = useRef<{ version: string; force: boolean } | null>(null);
  const latest = useRef({ status: status.data, sources: sources.data });
  latest.current = { status: status.data, sources: sources.data };

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (wanted.current) {
        const { version, force } = wanted.current;
        wanted.current = null;
        const { status: current, sources: read } = latest.current;
        const files = read?.files;
        if (!current?.frontend || !isPreviewFrontend(current.frontend) || !files) break;
        // Nothing of the frontend written yet (the architect's model came first): still waiting, not a failure.
        if (!files.some((file) => file.path.startsWith(`${FRONTEND}src/`))) {
          setState({ phase: "idle" });
          continue;
        }
        if (!force && published.current === version) continue;
        if (!force && current.build?.version === version) {
          setState({ phase: "ready", builtAt: current.build.builtAt, summary: null });
          continue;
        }
        setState({ phase: "building", stage: "loading compiler" });
        const { compilePreview } = await import("../../lib/preview/compile");
        const result = await compilePreview(current.frontend, files, (stage) => setState({ phase: "building", stage }));
        if (!result.ok) {
          setState({ phase: "failed", problems: result.problems });
          continue;
        }
        const answer = await publishPreview(projectId, { version, js: result.js, css: result.css, vendor: result.vendor });
        published.current = version;
        // A status fetch still in flight was answered before this build: it must not replace it.
        await client.cancelQueries({ queryKey: queryKeys.previewStatus(projectId) });
        client.setQueryData<PreviewStatus>(queryKeys.previewStatus(projectId), (previous) => (previous ? { ...previous, build: answer.build } : previous));
        const seeded = answer.seeded ? " The previewed app starts with its sample records." : "";
        setState({ phase: "ready", builtAt: answer.build.builtAt, summary: `Compiled ${result.files} files in ${duration(result.ms)}.${seeded}` });
        // The live link on the Project Information card now points at the preview.
        void client.invalidateQueries({ queryKey: queryKeys.project(projectId) });
      }
    } catch (error) {
      setState({ phase: "error", message: errorMessage(error, "The preview could not be built") });
    } finally {
      running.current = false;
    }
  }, [client, projectId]);

  const request = useCallback(
    async (force: boolean) => {
      const read = latest.current.sources;
      if (!read) return;
      wanted.current = { version: await sourceVersion(read.files, read.appModelVersion), force };
      await run();
    },
    [run],
  );

  // When the agents finish, build from files fetched after they finished, not from a list fetched
  // while they were still writing (which would build twice, and swap the frame under the user).
  const finishedAt = useRef(0);
  useEffect(() => {
    if (working) {
      finishedAt.current = Number.POSITIVE_INFINITY;
      return;
    }
    if (finishedAt.current === Number.POSITIVE_INFINITY) {
      finishedAt.current = Date.now();
      void client.invalidateQueries({ queryKey: queryKeys.previewSources(projectId) });
    }
  }, [working, client, projectId]);
  // While the agents write the frontend, the compiler loads, ready for the build: from the project's
  // stack at once, without waiting for the preview's status.
  const reported = status.data?.frontend;
  const frontend = reported && isPreviewFrontend(reported) ? reported : frontendHint;
  useEffect(() => {
    if (frontend) void import("../../lib/preview/compile").then(({ warmUpPreview }) => warmUpPreview(frontend));
  }, [frontend]);
  useEffect(() => {
    if (supported && sources.data && !working && sources.dataUpdatedAt >= finishedAt.current) void request(false);
  }, [supported, sources.data, sources.dataUpdatedAt, working, request]);

  const statusError = status.isError && !status.isFetching ? errorMessage(status.error, PREVIEW_STATUS_ERROR) : null;
  const sourcesError = sources.isError && !sources.isFetching ? errorMessage(sources.error, PREVIEW_STATUS_ERROR) : null;
  return {
    status: status.data ?? null,
    loadError: statusError ?? sourcesError,
    reload: () => void Promise.all([status.refetch(), sources.refetch()]),
    state,
    rebuild: () => void request(true),
  };
}
