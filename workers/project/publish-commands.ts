import type { PublishLimits, Publication } from "../contract/publish";
import { claimPublicationSlug } from "../db/publications";
import { previewBackendFor } from "../preview/preview-backend";
import { publishedAppFor } from "../preview/published-app";
import { appAddress, slugCandidates } from "../preview/published-routes";
import type { RoomContext } from "./room-context";

/**
 * The room's commands on its project's app published on AppForge's edge. The published app is an object of its
 * own (preview/published-app.ts) that keeps its versions and data; these are called outside the serialized
 * section, as the preview's are, since nothing the room itself keeps changes.
 */

export type PublishOutcome = { ok: true; publication: Publication } | { ok: false; status: 404 | 409 | 422; message: string };

const answer = (outcome: { ok: true; value: Publication } | { ok: false; status: 404 | 409 | 422; message: string }): PublishOutcome =>
  outcome.ok ? { ok: true, publication: outcome.value } : outcome;

/** Publishes the preview's current build as the app's next version, at the project's address under `appsOrigin`. */
export async function publishApp(room: RoomContext, appsOrigin: string): Promise<PublishOutcome> {
  const copy = await previewBackendFor(room.env, room.projectId).currentBuild();
  if (!copy) return { ok: false, status: 409, message: "Nothing to publish yet: the preview has not been built. It is built as soon as the frontend is written." };
  const slug = await claimPublicationSlug(room.db, room.projectId, slugCandidates(copy.model.slug, room.projectId));
  return answer(await publishedAppFor(room.env, room.projectId).publish(slug, appAddress(appsOrigin, slug), copy));
}

export async function rollbackApp(room: RoomContext, version: number): Promise<PublishOutcome> {
  return answer(await publishedAppFor(room.env, room.projectId).rollback(version));
}

export async function unpublishApp(room: RoomContext): Promise<PublishOutcome> {
  return answer(await publishedAppFor(room.env, room.projectId).unpublish());
}

export async function setAppLimits(room: RoomContext, limits: PublishLimits): Promise<PublishOutcome> {
  return answer(await publishedAppFor(room.env, room.projectId).setLimits(limits));
}

export function appPublication(room: RoomContext): Promise<Publication | null> {
  return publishedAppFor(room.env, room.projectId).publication();
}
