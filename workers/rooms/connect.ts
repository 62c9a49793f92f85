import { routePartykitRequest } from "partyserver";
import { z } from "zod";
import { verifyToken } from "../auth/tokens";
import { createDb } from "../db/client";
import { findProject, ownerOf } from "../db/projects";
import { isSessionLive } from "../db/sessions";
import { findUserById } from "../db/users";
import { readConfig, type Env } from "../env";

const projectId = z.uuid();

/**
 * `/parties/project-room/{projectId}?token=...`: a websocket reaches a project's room only with a live
 * session of the project's owner; anyone else is refused before the object is touched.
 */
export async function routeRoomRequest(request: Request, env: Env): Promise<Response> {
  const routed = await routePartykitRequest(request, env, {
    onBeforeConnect: (req, lobby) => authorize(req, env, lobby.name),
    onBeforeRequest: () => new Response("Rooms are reached by websocket only", { status: 405 }),
  });
  return routed ?? new Response("Not found", { status: 404 });
}

async function authorize(request: Request, env: Env, room: string): Promise<Response | undefined> {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return new Response("Authentication required", { status: 401 });
  const claims = await verifyToken(token, readConfig(env).AUTH_SECRET);
  if (!claims) return new Response("Authentication required", { status: 401 });
  const db = createDb(env.DB);
  const [live, user] = await Promise.all([isSessionLive(db, claims.sessionId, claims.userId), findUserById(db, claims.userId)]);
  if (!live || !user) return new Response("Authentication required", { status: 401 });
  if (!projectId.safeParse(room).success) return new Response("Project not found", { status: 404 });
  const project = await findProject(db, ownerOf(user), room);
  if (!project) return new Response("Project not found", { status: 404 });
  return undefined;
}
