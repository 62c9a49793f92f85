import type { ReactNode } from "react";
import type { ProjectStats } from "../../lib/project-stats";
import { ProjectIcon, type ProjectIconName } from "../project/icons";

/** The dashboard's four stat cards, over all of the user's projects. */
export function StatCards({ stats }: { stats: ProjectStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        testId="stat-total"
        label="Total Projects"
        value={stats.total}
        icon="folder"
        tone="bg-brand-50 text-brand-600"
        note={`${stats.completed} completed`}
      />
      <StatCard
        testId="stat-in-progress"
        label="In Progress"
        value={stats.inProgress}
        icon="progress"
        tone="bg-blue-50 text-blue-600"
        note="being built now"
      />
      <StatCard
        testId="stat-success-rate"
        label="Success Rate"
        value={stats.successRate === null ? "—" : `${stats.successRate}%`}
        icon="check"
        tone="bg-green-50 text-green-600"
        note={stats.successRate === null ? "no project has finished yet" : "of projects completed"}
      />
      <StatCard
        testId="stat-this-month"
        label="This Month"
        value={stats.createdThisMonth}
        icon="plus"
        tone="bg-amber-50 text-amber-600"
        note="projects created"
      />
    </dl>
  );
}

interface StatCardProps {
  testId: string;
  label: string;
  value: ReactNode;
  icon: ProjectIconName;
  tone: string;
  note: string;
}

function StatCard({ testId, label, value, icon, tone, note }: StatCardProps) {
  return (
    <div data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-500">
        {label}
        <span className={`hidden h-8 w-8 shrink-0 place-items-center rounded-lg sm:grid ${tone}`} aria-hidden>
          <ProjectIcon name={icon} className="h-4.5 w-4.5" />
        </span>
      </dt>
      <dd className="mt-1">
        <span data-testid={`${testId}-value`} className="block text-2xl font-bold text-slate-900 sm:text-3xl">
          {value}
        </span>
        <span className="mt-1 block text-xs text-slate-500">{note}</span>
      </dd>
    </div>
  );
}
