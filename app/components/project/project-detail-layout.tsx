import type { ReactNode } from "react";

interface ProjectDetailLayoutProps {
  header: ReactNode;
  /**
   * The wide column. Its cards arrive with their issues: progress and task counts, AI agents status,
   * recent tasks, actions, cost optimization, AI agent processing.
   */
  main?: ReactNode;
  /** The side column: Project Information, then anything small. */
  aside: ReactNode;
}

/**
 * Header on top, then two columns on wide screens (main 2/3, side 1/3) and one below `lg`.
 * While the main column has no cards yet the side cards take the full width instead of leaving a gap.
 */
export function ProjectDetailLayout({ header, main, aside }: ProjectDetailLayoutProps) {
  const hasMain = main !== undefined && main !== null && main !== false;
  return (
    <div className="space-y-6">
      {header}
      {hasMain ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">{main}</div>
          <aside className="min-w-0 space-y-6" aria-label="Project details">
            {aside}
          </aside>
        </div>
      ) : (
        <aside className="min-w-0 space-y-6" aria-label="Project details">
          {aside}
        </aside>
      )}
    </div>
  );
}
