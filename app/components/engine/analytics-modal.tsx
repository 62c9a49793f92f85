import { useId } from "react";
import type { Task } from "../../../workers/contract/agents";
import { CostAnalysis } from "../cost/cost-analysis";
import { Button, Modal, Spinner } from "../ui";
import {
  agentCompletion,
  formatClock,
  formatDuration,
  taskStatistics,
  taskTimeline,
} from "./analytics";
import { AGENT_LABELS, agentLabel, PILL, statusWords, taskStatusClass } from "./display";

/** Task statistics, completion per agent, the cost analysis and a timeline. */
export function AnalyticsModal({ projectId, tasks, onClose }: { projectId: string; tasks: Task[] | null; onClose(): void }) {
  // Focus starts on the close button at the top (the body's first control, the timeline, is far down on a phone).
  return (
    <Modal
      open
      onClose={onClose}
      title="Project Analytics"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {tasks === null ? <Spinner label="Loading analytics" /> : <AnalyticsBody projectId={projectId} tasks={tasks} />}
    </Modal>
  );
}

function AnalyticsBody({ projectId, tasks }: { projectId: string; tasks: Task[] }) {
  const id = useId();
  const stats = taskStatistics(tasks);
  const timeline = taskTimeline(tasks);
  return (
    <div className="space-y-6">
      <section className="space-y-2" aria-labelledby={`${id}-stats`}>
        <h3 id={`${id}-stats`} className="text-sm font-semibold text-slate-900">
          Task Statistics
        </h3>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Stat label="Total" value={stats.total} />
          <Stat label="Completed" value={stats.completed} />
          <Stat label="In Progress" value={stats.in_progress} />
          <Stat label="Pending" value={stats.pending} />
          <Stat label="Failed" value={stats.failed} />
          <Stat label="Completion" value={`${stats.completionRate}%`} />
        </dl>
      </section>

      <section className="space-y-2" aria-labelledby={`${id}-agents`}>
        <h3 id={`${id}-agents`} className="text-sm font-semibold text-slate-900">
          Completion by Agent
        </h3>
        <ul className="space-y-2">
          {agentCompletion(tasks).map((row) => (
            <li key={row.agent} data-testid={`completion-${row.agent}`} className="space-y-1">
              <div className="flex justify-between gap-2 text-sm">
                <span className="text-slate-700">{AGENT_LABELS[row.agent]}</span>
                <span className="text-slate-500 tabular-nums">
                  {row.total === 0 ? "No tasks" : `${row.percent}% (${row.completed} of ${row.total})`}
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${row.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CostAnalysis projectId={projectId} headingId={`${id}-cost`} />

      <section className="space-y-2" aria-labelledby={`${id}-timeline`}>
        <h3 id={`${id}-timeline`} className="text-sm font-semibold text-slate-900">
          Timeline
        </h3>
        {timeline.length === 0 ? (
          <p className="text-sm text-slate-500">No task has started yet.</p>
        ) : (
          <ol className="max-h-72 space-y-3 overflow-y-auto border-l-2 border-brand-100 pl-4" tabIndex={0} aria-label="Tasks by start time">
            {timeline.map((entry) => (
              <li key={entry.id} className="relative space-y-0.5">
                <span className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-brand-500" aria-hidden="true" />
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 text-sm font-medium break-words text-slate-900">{entry.name}</span>
                  <span className={`${PILL} capitalize ${taskStatusClass(entry.status)}`}>{statusWords(entry.status)}</span>
                </div>
                <p className="text-xs text-slate-500">
                  {agentLabel(entry.agent)} · started {formatClock(entry.startedAt)}
                  {entry.completedAt ? ` · completed ${formatClock(entry.completedAt)} (${formatDuration(entry.durationSeconds)})` : ""}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
