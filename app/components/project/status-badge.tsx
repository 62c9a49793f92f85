import { PROJECT_STATUS_LABELS, type ProjectStatus } from "../../../workers/contract/projects";
import { ProjectIcon, type ProjectIconName } from "./icons";

interface StatusStyle {
  className: string;
  icon: ProjectIconName;
}

/** Completed green, in_progress blue, failed red, paused yellow, anything else grey. */
const STYLES: Partial<Record<ProjectStatus, StatusStyle>> = {
  completed: { className: "bg-green-100 text-green-800 ring-green-600/20", icon: "check" },
  in_progress: { className: "bg-blue-100 text-blue-800 ring-blue-600/20", icon: "progress" },
  failed: { className: "bg-red-100 text-red-800 ring-red-600/20", icon: "x" },
  paused: { className: "bg-yellow-100 text-yellow-800 ring-yellow-600/30", icon: "pause" },
};
const NEUTRAL: StatusStyle = { className: "bg-slate-100 text-slate-700 ring-slate-500/20", icon: "circle" };

function isKnownStatus(status: string): status is ProjectStatus {
  return Object.hasOwn(PROJECT_STATUS_LABELS, status);
}

/** 'In Progress' for a known status; an unknown one shows as itself, underscores as spaces. */
export function projectStatusLabel(status: string): string {
  return isKnownStatus(status) ? PROJECT_STATUS_LABELS[status] : status.replaceAll("_", " ");
}

export function StatusBadge({ status }: { status: string }) {
  const style = (isKnownStatus(status) ? STYLES[status] : undefined) ?? NEUTRAL;
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${style.className}`}
    >
      <ProjectIcon name={style.icon} className="h-3.5 w-3.5" />
      <span className="capitalize">{projectStatusLabel(status)}</span>
    </span>
  );
}
