import { getServerByName } from "partyserver";
import type { Env } from "../env";
import type { RoomOutcome } from "../project/project-room";
import { ApiError } from "./errors";

/** The room of a project the caller has already been checked to own. */
export function roomFor(env: Env, projectId: string) {
  return getServerByName(env.ProjectRoom, projectId);
}

/** A room's refusal becomes the API's error; a result becomes `{ success: true, ... }`. */
export function roomAnswer(outcome: RoomOutcome) {
  if (!outcome.ok) throw new ApiError(outcome.status, outcome.status === 404 ? "not_found" : "refused", outcome.message);
  const { ok: _ok, ...result } = outcome;
  return { success: true as const, ...result };
}
