import type { Project } from "../../../workers/contract/projects";
import { isPreviewLink, safeExternalUrl } from "../project/display";

export interface ProjectLinks {
  /** The preview: its full page (a new tab) when it has been published, else the project screen's preview. */
  preview: { href: string; external: boolean } | null;
  /** The deployed app's address, once a deployment went live. */
  live: string | null;
}

/**
 * Where a dashboard row links besides the project itself. The project's live link is its preview's full page
 * from its first build until a deployment gives the app an address of its own; then the preview stays on the
 * project screen (#preview). A finished project whose preview was never built gets the screen's preview too:
 * opening it builds one. A project with neither has no links.
 */
export function projectLinks(project: Pick<Project, "id" | "status" | "render_url">): ProjectLinks {
  const url = safeExternalUrl(project.render_url);
  const onScreen = { href: `/projects/${project.id}#preview`, external: false };
  if (url && isPreviewLink(url)) return { preview: { href: url, external: true }, live: null };
  if (url) return { preview: onScreen, live: url };
  return { preview: project.status === "completed" ? onScreen : null, live: null };
}
