import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { PREVIEW_VISIT_FRAGMENT, previewScreensMessageSchema, type PreviewStatus, type ScreenResult } from "../../../workers/contract/preview";
import { errorMessage } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { reportScreens, startScreenVisit } from "./preview-api";

export type ScreenVisitState =
  | { phase: "idle" }
  | { phase: "visiting"; version: string; total: number }
  | { phase: "done"; version: string; results: ScreenResult[]; note: string | null }
  | { phase: "error"; version: string; message: string };

/** The hidden frame the visit runs in: a fresh document for each part of the visit. */
export interface VisitFrame {
  key: string;
  src: string;
}

/** How long one document may take over its screens (each settles within about 10 s), and to start. */
const PER_SCREEN_MS = 12_000;
const START_MS = 20_000;

interface Running {
  version: string;
  documentUrl: string;
  storage: [string, string][];
  /** The screens the current document visits, in order. */
  remaining: string[];
  results: ScreenResult[];
  round: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const visitUrl = (documentUrl: string, paths: string[], storage: [string, string][]) =>
  `${documentUrl}#${PREVIEW_VISIT_FRAGMENT}=${encodeURIComponent(JSON.stringify({ screens: paths.map((path) => ({ path })), storage }))}`;

/**
 * After a build, visits every screen of the app in a hidden preview document (the same sandbox, capability
 * and API as the one the owner sees), reads what broke on each, and sends the report to qa. A build whose
 * screens the server already has a report of is not visited again; nor is one while the agents write the
 * frontend. Only messages from the visit's own frame are read.
 */
export function useScreenVisit({ projectId, status, ready, working }: { projectId: string; status: PreviewStatus | null; ready: boolean; working: boolean }) {
  const client = useQueryClient();
  const [state, setState] = useState<ScreenVisitState>({ phase: "idle" });
  const [frame, setFrame] = useState<VisitFrame | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const running = useRef<Running | null>(null);
  /** The build (and address) this page last started a visit of: it is visited once. */
  const started = useRef<string | null>(null);
  const mounted = useRef(true);

  const version = status?.build?.version ?? null;
  const documentUrl = status?.documentUrl ?? null;
  const reported = status?.screens?.version ?? null;

  const stop = useCallback(() => {
    if (running.current?.timer) clearTimeout(running.current.timer);
    running.current = null;
    setFrame(null);
  }, []);

  const arm = useCallback(
    (visit: Running) => {
      if (visit.timer) clearTimeout(visit.timer);
      visit.timer = setTimeout(() => {
        if (running.current !== visit) return;
        stop();
        setState({ phase: "error", version: visit.version, message: "The screens could not be checked: the preview did not answer in time." });
      }, START_MS + visit.remaining.length * PER_SCREEN_MS);
    },
    [stop],
  );

  const finish = useCallback(
    async (visit: Running) => {
      stop();
      const results = visit.results;
      setState({ phase: "done", version: visit.version, results, note: null });
      if (results.length === 0) return;
      try {
        const answer = await reportScreens(projectId, { version: visit.version, results });
        const failing = results.some((result) => !result.ok);
        const note =
          answer.outcome === "waiting"
            ? answer.message
            : answer.outcome === "recorded" && failing
              ? "qa recorded it: the tasks that wrote these screens are sent back, and Retry runs them again."
              : null;
        if (mounted.current) setState({ phase: "done", version: visit.version, results, note });
        void client.invalidateQueries({ queryKey: queryKeys.previewStatus(projectId) });
      } catch (error) {
        if (mounted.current) setState({ phase: "done", version: visit.version, results, note: errorMessage(error, "The screens' report could not be sent to qa") });
      }
    },
    [client, projectId, stop],
  );

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const visit = running.current;
      if (!visit || !frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const parsed = previewScreensMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const { results, next } = parsed.data;
      // A document reports the screens it was given, in order: no more than those.
      visit.results.push(...results.slice(0, visit.remaining.length).map((result, index) => ({ ...result, path: visit.remaining[index] ?? result.path })));
      if (next !== null && next > 0 && next < visit.remaining.length) {
        // The app broke down on a screen: a fresh document goes on from the next one.
        visit.remaining = visit.remaining.slice(next);
        visit.round += 1;
        arm(visit);
        setFrame({ key: `${visit.version}-${visit.round}`, src: visitUrl(visit.documentUrl, visit.remaining, visit.storage) });
        return;
      }
      void finish(visit);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [arm, finish]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (running.current?.timer) clearTimeout(running.current.timer);
      running.current = null;
    };
  }, []);

  useEffect(() => {
    // A newer build, or a new link, replaces a visit under way.
    if (running.current && (running.current.version !== version || running.current.documentUrl !== documentUrl)) stop();
    if (!ready || working || !version || !documentUrl || !status?.supported) return;
    const wanted = `${version} ${documentUrl}`;
    if (reported === version || started.current === wanted) return;
    started.current = wanted;
    void (async () => {
      try {
        const plan = await startScreenVisit(projectId);
        if (!mounted.current || started.current !== wanted) return;
        const visit: Running = { version: plan.version, documentUrl, storage: plan.storage, remaining: plan.screens.map((screen) => screen.path), results: [], round: 0, timer: undefined };
        running.current = visit;
        arm(visit);
        setState({ phase: "visiting", version: plan.version, total: visit.remaining.length });
        setFrame({ key: `${plan.version}-0`, src: visitUrl(documentUrl, visit.remaining, visit.storage) });
      } catch (error) {
        if (mounted.current) setState({ phase: "error", version, message: errorMessage(error, "The screens could not be checked") });
      }
    })();
  }, [ready, working, version, documentUrl, reported, status?.supported, projectId, arm, stop]);

  // What the card shows: this page's own visit of the build it shows, else the server's report of it.
  const own = state.phase !== "idle" && state.version === version ? state : null;
  const fromServer = status?.screens && status.screens.version === version ? status.screens : null;
  const shown: ScreenVisitState = own ?? (fromServer ? { phase: "done", version: fromServer.version, results: fromServer.results, note: null } : { phase: "idle" });
  return { state: shown, frame, frameRef };
}
