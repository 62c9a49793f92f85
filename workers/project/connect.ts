import { routePartykitRequest } from "partyserver";
import { z } from "zod";
import { createDb } from "../db/client";
import { findProject, ownerOf } from "../db/projects";
import { redeemSocketTicket } from "../db/socket-tickets";
import { findUserById } from "../db/users";
import type { Env } from "../env";
import { SOCKET_SESSION_HEADER } from "./session-sockets";

const projectId = z.uuid();
const ticketSchema = z.string().min(20).max(100);

/**
 * `/parties/project-room/{projectId}?ticket=...`: a websocket reaches a project's room only with a ticket
 * the project's owner obtained from `POST /api/projects/{id}/socket-ticket` for that project, unused and
 * not expired, asked for by a session still signed in. Anyone else is refused before the object is touched;
 * session tokens are not accepted here. The room learns the ticket's session from the request it gets.
 */
export async function routeRoomRequest(request: Request, env: Env): Promise<Response> {
  const routed = await routePartykitRequest(request, env, {
    onBeforeConnect: (req, lobby) => authorize(req, env, lobby.name),
    onBeforeRequest: () => new Response("Rooms are reached by websocket only", { status: 405 }),
  });
  return routed ?? new Response("Not found", { status: 404 });
}

async function authorize(request: Request, env: Env, room: string): Promise<Response | Request> {
  const ticket = ticketSchema.safeParse(new URL(request.url).searchParams.get("ticket"));
  if (!ticket.success) return new Response("Authentication required", { status: 401 });
  if (!projectId.safeParse(room).success) return new Response("Project not found", { status: 404 });
  const db = createDb(env.DB);
  const holder = await redeemSocketTicket(db, ticket.data, room);
  if (!holder) return new Response("Authentication required", { status: 401 });
  // The user or the project may have been deleted since the ticket was issued.
  const user = await findUserById(db, holder.userId);
  if (!user) return new Response("Authentication required", { status: 401 });
  const project = await findProject(db, ownerOf(user), room);
  if (!project) return new Response("Project not found", { status: 404 });
  const headers = new Headers(request.headers);
  headers.set(SOCKET_SESSION_HEADER, holder.sessionId);
  return new Request(request, { headers });
}
