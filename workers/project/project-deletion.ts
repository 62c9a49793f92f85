import { deleteProject, type Owner } from "../db/projects";
import { previewBackendFor } from "../preview/preview-backend";
import { publishedAppFor } from "../preview/published-app";
import type { RoomContext } from "./room-context";

/** What deleting a project answers: done, or why nothing was deleted (the API turns it into its status). */
export type DeletionOutcome = { ok: true } | { ok: false; refused: "not-found" | "preview-wipe-failed" };

/**
 * The owner deletes the project. Its preview's records and accounts, and its published app's versions and
 * records, go first (another object's, so called
 * outside the serialized section): if wiping them fails, the project stays, and can be deleted again, rather
 * than its preview's data staying reachable without it. Then, in one serialized step, its rows (every row of
 * a project cascades from the project's own) and all the room keeps for it: its stored jobs, what it
 * remembers of the preview and of its screens' reports, its snapshot version, and its alarm, so nothing
 * wakes the room for the project again. A job running meanwhile finds the project gone when it ends, and
 * records nothing.
 */
export async function deleteOwnedProject(room: RoomContext, owner: Owner): Promise<DeletionOutcome> {
  try {
    await previewBackendFor(room.env, room.projectId).destroy(room.projectId);
    await publishedAppFor(room.env, room.projectId).destroy(room.projectId);
  } catch (error) {
    console.error(`Wiping the preview of project ${room.projectId} failed`, error);
    return { ok: false, refused: "preview-wipe-failed" };
  }
  return room.serialized(async (): Promise<DeletionOutcome> => {
    if (!(await deleteProject(room.db, owner, room.projectId))) return { ok: false, refused: "not-found" };
    await room.storage.deleteAlarm();
    await room.storage.deleteAll();
    return { ok: true };
  });
}
