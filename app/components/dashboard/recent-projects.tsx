import type { Project } from "../../../workers/contract/projects";
import { EmptyProjects } from "./empty-state";
import { ProjectRow } from "./project-row";

interface RecentProjectsProps {
  projects: Project[];
  total: number;
  onDelete(project: Project): void;
}

export function RecentProjects({ projects, total, onDelete }: RecentProjectsProps) {
  return (
    <section aria-labelledby="recent-projects-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-4 py-4 sm:px-5">
        <h2 id="recent-projects-title" className="text-lg font-semibold">
          Recent Projects
        </h2>
        {total > projects.length ? (
          <p className="text-xs text-slate-500">
            The {projects.length} most recent of {total}
          </p>
        ) : null}
      </div>
      {projects.length === 0 ? (
        <EmptyProjects />
      ) : (
        <ul className="divide-y divide-slate-100">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectRow project={project} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
