import { useEffect, useRef, useState } from "react";
import { processNextTask, processOptions } from "../../lib/engine-api";
import { Advanced } from "../engine/advanced";
import { ProjectIcon } from "../project/icons";
import { Button } from "../ui";
import { fetchAllProjects } from "./use-dashboard-projects";

/** The dashboard reloads 2 s after a bulk process. */
export const BULK_PROCESS_RELOAD_MS = 2000;

/**
 * 'Process Pending Tasks', under Advanced: asks every in-progress project to run its next task now (cost
 * optimization on, strategy auto), then reloads. Failures are only logged.
 */
export function ProcessPending({ onProcessed }: { onProcessed: () => void }) {
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  async function processPending() {
    setBusy(true);
    setSummary(null);
    try {
      const active = (await fetchAllProjects()).filter((project) => project.status === "in_progress");
      const results = await Promise.allSettled(
        active.map((project) => processNextTask(project.id, processOptions("auto", false))),
      );
      results.forEach((result, index) => {
        if (result.status === "rejected") console.error(`Processing ${active[index]?.name ?? "a project"} failed`, result.reason);
      });
      const processed = results.filter((result) => result.status === "fulfilled").length;
      setSummary(
        active.length === 0
          ? "No project is in progress"
          : `Started the next task of ${processed} of ${active.length} project${active.length === 1 ? "" : "s"}`,
      );
      timer.current = setTimeout(onProcessed, BULK_PROCESS_RELOAD_MS);
    } catch (error) {
      console.error("Failed to process pending tasks", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Advanced
      summary="process pending tasks by hand"
      testId="process-pending"
      explanation="Every project runs by itself: its agents take its tasks one after another without you. This asks each project in progress to run its next task now, with the AUTO strategy, instead of waiting for its turn."
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void processPending()} disabled={busy}>
          <ProjectIcon name="play" />
          {busy ? "Processing..." : "Process Pending Tasks"}
        </Button>
        <span role="status" className={summary ? "text-sm text-slate-600" : "sr-only"}>
          {summary ?? ""}
        </span>
      </div>
    </Advanced>
  );
}
