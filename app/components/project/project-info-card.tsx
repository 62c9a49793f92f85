import type { ReactNode } from "react";
import type { Project } from "../../../workers/contract/projects";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { Card } from "../ui";
import { isPreviewLink, safeExternalUrl } from "./display";
import { ProjectIcon, type ProjectIconName } from "./icons";
import { TechStackBadges } from "./tech-stack-badges";

/** The Project Information card: tech stack, created, last updated, and the repository and live links when present. */
export function ProjectInfoCard({ project }: { project: Project }) {
  return (
    // A container query lays the rows out by the card's own width: stacked in a side column, a grid when wide.
    <Card className="@container space-y-4">
      <h2 className="text-lg font-semibold">
        Project Information
      </h2>
      <dl className="grid gap-x-8 gap-y-4 text-sm @lg:grid-cols-2 @3xl:grid-cols-4">
        <Row label="Tech Stack" wide>
          <TechStackBadges techStack={project.tech_stack} emptyText="None selected" />
        </Row>
        <Row label="Created">
          <time dateTime={project.created_at}>{formatLongDate(project.created_at)}</time>
        </Row>
        <Row label="Last Updated">
          <time dateTime={project.updated_at} title={formatLongDate(project.updated_at)}>
            {formatRelativeTime(project.updated_at)}
          </time>
        </Row>
        {project.github_repo ? (
          <Row label="Repository">
            <ExternalLink value={project.github_repo} icon="github" text="View on GitHub" />
          </Row>
        ) : null}
        {project.render_url ? (
          <Row label="Live Application">
            {/* Until a deployment gives the app an address, the link is the preview: it says so. */}
            <ExternalLink value={project.render_url} icon="external" text={isPreviewLink(project.render_url) ? "Open preview" : "Open live app"} />
          </Row>
        ) : null}
      </dl>
    </Card>
  );
}

function Row({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 space-y-1 ${wide ? "@lg:col-span-2 @3xl:col-span-4" : ""}`}>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function ExternalLink({ value, icon, text }: { value: string; icon: ProjectIconName; text: string }) {
  const href = safeExternalUrl(value);
  if (!href) return <span className="break-all">{value}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1.5 font-medium text-brand-700 hover:underline"
      title={href}
    >
      <ProjectIcon name={icon} />
      <span className="truncate">{text}</span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
