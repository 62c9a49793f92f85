import { Link } from "@remix-run/react";
import type { Project } from "../../../workers/contract/projects";
import { Button } from "../ui";
import { projectDisplayDescription, projectDisplayName } from "./display";
import { ProjectIcon } from "./icons";
import { StatusBadge } from "./status-badge";

interface ProjectHeaderProps {
  project: Project;
  onOpenSettings(): void;
}

/** The project detail header: back to dashboard, name and description, status badge, Settings. */
export function ProjectHeader({ project, onOpenSettings }: ProjectHeaderProps) {
  const hasDescription = project.description.trim() !== "";
  return (
    <header className="space-y-4">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ProjectIcon name="arrow-left" />
        Back to Dashboard
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900 [overflow-wrap:anywhere]">
              {projectDisplayName(project.name)}
            </h1>
            <StatusBadge status={project.status} />
          </div>
          <p
            className={`max-w-3xl text-sm break-words whitespace-pre-line [overflow-wrap:anywhere] ${hasDescription ? "text-slate-600" : "text-slate-500 italic"}`}
          >
            {projectDisplayDescription(project.description)}
          </p>
        </div>
        <Button variant="secondary" onClick={onOpenSettings} className="shrink-0 self-start">
          <ProjectIcon name="settings" />
          Settings
        </Button>
      </div>
    </header>
  );
}
