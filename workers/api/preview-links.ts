import type { Context } from "hono";
import type { Project } from "../contract/projects";
import { toApiProject, type ShownProjectRow } from "../db/projects";
import { isPreviewLink, previewCapability, type PreviewLink } from "../preview/capability";
import type { AppEnv } from "./context";

export interface PreviewUrls {
  documentUrl: string;
  apiUrl: string;
}

/** Where previews are served: their own origin when configured, else AppForge's (the request's). */
const previewOriginOf = (c: Context<AppEnv>) => c.var.config.PREVIEW_ORIGIN ?? new URL(c.req.url).origin;

/** The preview's addresses now: its document and its API, under the link's capability as this deployment signs it. */
export async function previewUrlsOf(c: Context<AppEnv>, link: PreviewLink): Promise<PreviewUrls> {
  const origin = previewOriginOf(c);
  const capability = await previewCapability(c.var.config.PREVIEW_LINK_SECRET, link);
  return { documentUrl: `${origin}/preview/${capability}/`, apiUrl: `${origin}/preview-api/${capability}/api` };
}

export { isPreviewLink };

/**
 * The project as the API shows it to its owner. A live link that is the preview's is shown as the preview's
 * address now: the stored one may be signed with a secret rotated since, or name an earlier PREVIEW_ORIGIN.
 * Reads derive it and store nothing; the stored link is written where the owner changes it (a build, a new link).
 */
export async function shownProject(c: Context<AppEnv>, row: ShownProjectRow): Promise<Project> {
  const project = toApiProject(row);
  if (!project.render_url || !isPreviewLink(project.render_url)) return project;
  const { documentUrl } = await previewUrlsOf(c, { projectId: row.id, version: row.previewLinkVersion });
  return { ...project, render_url: documentUrl };
}
