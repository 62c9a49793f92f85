import { getServerByName } from "partyserver";
import type { Db } from "../db/client";
import { roomsOpenedBy } from "../db/socket-tickets";
import type { Env } from "../env";
import type { RoomOutcome } from "../project/project-room";
import { ApiError } from "./errors";

/** The room of a project the caller has already been checked to own. */
export function roomFor(env: Env, projectId: string) {
  return getServerByName(env.ProjectRoom, projectId);
}

/**
 * Closes the sockets these sessions opened, in every room they opened one to, so that a session that ended
 * (signed out, revoked by a password change) hears nothing more. The sessions are revoked already: a room
 * that cannot be reached is logged, and the sign-out still succeeds.
 */
export async function closeSessionSockets(env: Env, db: Db, sessionIds: string[]): Promise<void> {
  const projectIds = await roomsOpenedBy(db, sessionIds);
  const closing = await Promise.allSettled(projectIds.map(async (projectId) => (await roomFor(env, projectId)).closeSession(sessionIds)));
  for (const result of closing) {
    if (result.status === "rejected") console.error("A signed-out session's sockets could not be closed", result.reason);
  }
}

/** A room's refusal becomes the API's error; a result becomes `{ success: true, ... }`. */
export function roomAnswer(outcome: RoomOutcome) {
  if (!outcome.ok) throw new ApiError(outcome.status, outcome.status === 404 ? "not_found" : "refused", outcome.message);
  const { ok: _ok, ...result } = outcome;
  return { success: true as const, ...result };
}
