import type { TaskCounts } from "../../../workers/contract/agents";
import type { LinkState } from "../../lib/use-project-engine";
import { Card } from "../ui";
import { formatProgress } from "./display";

interface ProgressCardProps {
  progress: number;
  counts: TaskCounts | null;
  link: LinkState;
  /** The agents are at work (planning or in progress): only then is a connected channel "Live". */
  working: boolean;
}

/** Progress with one decimal, plus total, completed, in-progress and failed counts. */
export function ProgressCard({ progress, counts, link, working }: ProgressCardProps) {
  const shown = formatProgress(progress);
  const width = Math.min(100, Math.max(0, progress));
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Development Progress</h2>
        <LiveIndicator link={link} working={working} />
      </div>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-slate-600">Overall progress</span>
          <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="engine-progress">
            {shown}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Overall progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={width}
          aria-valuetext={shown}
          className="h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${width}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count id="total" label="Total Tasks" value={counts?.total} className="text-slate-900" />
        {/* A count has its colour only when there is something to count: a zero reads neutral, never alarming. */}
        <Count id="completed" label="Completed" value={counts?.completed} className="text-green-700" />
        <Count id="in-progress" label="In Progress" value={counts?.in_progress} className="text-blue-700" />
        <Count id="failed" label="Failed" value={counts?.failed} className="text-red-700" />
      </dl>
    </Card>
  );
}

interface CountProps {
  id: string;
  label: string;
  value: number | undefined;
  className: string;
}

function Count({ id, label, value, className }: CountProps) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2" data-testid={`count-${id}`}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${value ? className : "text-slate-500"}`}>{value ?? "—"}</dd>
    </div>
  );
}

const LINK_STYLES: Record<LinkState | "idle", { text: string; badge: string; dot: string }> = {
  live: { text: "Live", badge: "bg-green-50 text-green-700", dot: "motion-safe:animate-pulse bg-green-500" },
  idle: { text: "Up to date", badge: "bg-slate-100 text-slate-600", dot: "bg-slate-400" },
  connecting: { text: "Connecting...", badge: "bg-slate-100 text-slate-600", dot: "bg-slate-400" },
  offline: { text: "Offline — updating every few seconds", badge: "bg-amber-50 text-amber-800", dot: "bg-amber-500" },
};

/**
 * Whether events arrive live or the screen is polling while the realtime link is down. "Live" only while the
 * link is connected and the agents work; connected with nothing running, the screen is "Up to date".
 */
export function LiveIndicator({ link, working }: { link: LinkState; working: boolean }) {
  const style = LINK_STYLES[link === "live" && !working ? "idle" : link];
  return (
    <span
      data-testid="live-indicator"
      data-link={link}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ${style.badge}`}
    >
      <span className={`h-2 w-2 rounded-full ${style.dot}`} aria-hidden="true" />
      {style.text}
    </span>
  );
}
