import type { PublishPreview } from "../contract/preview";
import { rotatePreviewLink } from "../db/preview-links";
import type { Owner } from "../db/projects";
import type { AppModel } from "../engine/model";
import { previewBackendFor } from "../preview/preview-backend";
import { showPreviewAsLiveLink } from "./jobs/preview-build";
import { rememberPublished } from "./preview-state";
import type { RoomContext } from "./room-context";
import { rememberBuildSources } from "./screen-checks";

export { requestPreviewBuild } from "./jobs/preview-build";

/**
 * The room's commands on its project's preview (AppForge's own builds are the preview-build job's). The preview
 * backend is called outside the serialized section; what the room remembers and the live link change inside it.
 */

/** Publishes a build made elsewhere (PUT .../preview): it becomes the preview and, while the live link is the preview's, its link. */
export async function publishPreview(room: RoomContext, model: AppModel, build: PublishPreview): Promise<{ builtAt: string; seeded: boolean }> {
  const published = await previewBackendFor(room.env, room.projectId).publish(model, build);
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
