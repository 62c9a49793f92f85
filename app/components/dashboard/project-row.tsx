import { Link } from "@remix-run/react";
import { useId } from "react";
import type { Project } from "../../../workers/contract/projects";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { projectDisplayDescription, projectDisplayName } from "../project/display";
import { ProjectIcon } from "../project/icons";
import { StatusBadge } from "../project/status-badge";
import { TechStackBadges } from "../project/tech-stack-badges";
import { Button, buttonClass } from "../ui";
import { projectLinks } from "./project-links";

interface ProjectRowProps {
  project: Project;
  onDelete(project: Project): void;
}

/** One entry of 'Recent Projects': its preview and live app when they exist, View, Delete and settings. */
export function ProjectRow({ project, onDelete }: ProjectRowProps) {
  const titleId = useId();
  const name = projectDisplayName(project.name);
  const progress = Math.round(project.progress);
  const href = `/projects/${project.id}`;
  const links = projectLinks(project);
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-5 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 flex-1 space-y-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900 [overflow-wrap:anywhere]">
              <Link to={href} className="hover:text-brand-700">
                {name}
              </Link>
            </h3>
            <StatusBadge status={project.status} />
          </div>
          <p
            className={`line-clamp-2 text-sm break-words [overflow-wrap:anywhere] ${project.description.trim() ? "text-slate-600" : "text-slate-500 italic"}`}
          >
            {projectDisplayDescription(project.description)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`Progress of ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
          </div>
          <span className="w-10 shrink-0 text-right text-xs font-medium text-slate-700 tabular-nums">{progress}%</span>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <TechStackBadges techStack={project.tech_stack} />
          <p className="text-xs text-slate-500">
            Created{" "}
            <time dateTime={project.created_at} title={formatLongDate(project.created_at)}>
              {formatRelativeTime(project.created_at)}
            </time>
          </p>
        </div>
      </div>
      {/* Two groups that wrap as wholes: on a phone the links take a row, View, Delete and settings the next. */}
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {links.preview || links.live ? (
          <div className="flex items-center gap-2">
            {links.preview ? (
              links.preview.external ? (
                <a href={links.preview.href} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "px-3")} data-testid="row-preview">
                  <ProjectIcon name="external" />
                  Preview<span className="sr-only"> of {name} (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={links.preview.href} className={buttonClass("secondary", "px-3")} data-testid="row-preview">
                  <ProjectIcon name="play" />
                  Preview<span className="sr-only"> of {name}</span>
                </Link>
              )
            ) : null}
            {links.live ? (
              <a href={links.live} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "px-3")} data-testid="row-live" title={links.live}>
                <ProjectIcon name="external" />
                Live app<span className="sr-only"> of {name} (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <Link to={href} className={buttonClass("secondary", "px-3")}>
            <ProjectIcon name="eye" />
            View
          </Link>
          <Button
            variant="ghost"
            className="px-3 text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => onDelete(project)}
          >
            <ProjectIcon name="trash" />
            Delete
          </Button>
          <Link to={href} className={buttonClass("ghost", "px-2.5")} aria-label="Project settings" title="Project settings">
            <ProjectIcon name="settings" />
          </Link>
        </div>
      </div>
    </article>
  );
}
