import { previewVisitSchema, type CompileProblem, type PreviewVisit, type PublishPreview } from "../contract/preview";
import { rotatePreviewLink } from "../db/preview-links";
import type { Owner } from "../db/projects";
import type { AppModel } from "../engine/model";
import { previewBackendFor } from "../preview/preview-backend";
import { showPreviewAsLiveLink } from "./jobs/preview-build";
import { generatedBackendFiles, ownBackendFiles, previewBackendOf, runsOwnBackend } from "./preview-backend-source";
import { rememberPublished } from "./preview-state";
import type { RoomContext } from "./room-context";
import { rememberBuildSources, screenCheckOf } from "./screen-checks";

export { requestPreviewBuild } from "./jobs/preview-build";

const visitPlanSchema = previewVisitSchema.omit({ success: true });

/**
 * The room's commands on its project's preview (AppForge's own builds are the preview-build job's). The preview
 * backend is called outside the serialized section; what the room remembers and the live link change inside it.
 */

/**
 * Publishes a build made elsewhere (PUT .../preview): it becomes the preview and, while the live link is the
 * preview's, its link. Its API is the backend AppForge builds for it (preview-backend-source.ts); a backend that
 * does not compile publishes nothing and answers its problems.
 */
export async function publishPreview(room: RoomContext, model: AppModel, build: PublishPreview): Promise<{ builtAt: string; seeded: boolean } | { problems: CompileProblem[] }> {
  const own = runsOwnBackend(model);
  const server = await previewBackendOf(room.projectId, own, own ? await ownBackendFiles(room.db, room.projectId) : generatedBackendFiles(model));
  if (!server.ok) return { problems: server.problems };
  const published = await previewBackendFor(room.env, room.projectId).publish(model, build, server.backend);
  await room.serialized(async () => {
    await rememberPublished(room.storage, { version: build.version, builtAt: published.builtAt });
    // Its sources are not known: its screens are visited in plain order.
    await rememberBuildSources(room.storage, null);
    await showPreviewAsLiveLink(room);
    room.previewChanged();
  });
  return published;
}

/** A new preview link: every earlier one stops at once (its streams too); a live link that is the preview's follows. */
export async function newPreviewLink(room: RoomContext, owner: Owner): Promise<number | undefined> {
  const version = await room.serialized(async () => {
    const raised = await rotatePreviewLink(room.db, owner, room.projectId);
    if (raised !== undefined) await showPreviewAsLiveLink(room);
    return raised;
  });
  if (version !== undefined) await previewBackendFor(room.env, room.projectId).endStreams();
  return version;
}

/** The preview's records start again from its samples, with no accounts (POST .../preview/reset); false before a build. */
export function resetPreviewRecords(room: RoomContext): Promise<boolean> {
  return previewBackendFor(room.env, room.projectId).reset();
}

/**
 * A visit of the published build's screens (POST .../preview/visit): the screens whose own files changed since
 * the last checked build first, and the preview's screen visitor signed in; null before a build.
 */
export async function previewVisitPlan(room: RoomContext): Promise<Omit<PreviewVisit, "success"> | null> {
  const { changed } = await screenCheckOf(room.storage);
  const plan = await previewBackendFor(room.env, room.projectId).visitPlan(changed);
  // Across the objects' boundary its sign-in pairs arrive as plain arrays: read back as the answer's shape.
  return plan && visitPlanSchema.parse(plan);
}
