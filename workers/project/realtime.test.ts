import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { roomEventSchema, type RoomEvent } from "../contract/events";
import { createDb } from "../db/client";
import { issueSocketTicket, type TicketHolder } from "../db/socket-tickets";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

const ticketAnswer = z.object({ success: z.literal(true), ticket: z.string().min(40), expiresIn: z.literal(30) });

function connect(projectId: string, query = "") {
  return SELF.fetch(`http://example.com/parties/project-room/${projectId}${query}`, {
    headers: { Upgrade: "websocket" },
  });
}

/** The user behind a token and its session (a fresh sign-up has exactly one). */
async function holderOf(token: string): Promise<TicketHolder> {
  const me = await call("GET", "/auth/me", { token });
  const userId = z.object({ user: z.object({ id: z.string() }) }).parse(me.body).user.id;
  const sessionId = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(userId).first<string>("id");
  if (!sessionId) throw new Error("no session");
  return { userId, sessionId };
}

async function ticketFor(token: string, projectId: string): Promise<string> {
  const answer = await call("POST", `/projects/${projectId}/socket-ticket`, { token });
  expect(answer.status).toBe(200);
  return ticketAnswer.parse(answer.body).ticket;
}

const withTicket = (ticket: string) => `?ticket=${encodeURIComponent(ticket)}`;

describe("the live channel's ticket", () => {
  it("is issued only to the project's owner, with a session", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const stranger = await signUp();
    expect((await call("POST", `/projects/${project.id}/socket-ticket`)).status).toBe(401);
    const refused = await call("POST", `/projects/${project.id}/socket-ticket`, { token: stranger.token });
    expect(refused).toEqual({ status: 404, body: expect.objectContaining({ success: false, message: "Project not found" }) });
    expect((await call("POST", `/projects/${crypto.randomUUID()}/socket-ticket`, { token })).status).toBe(404);
    expect((await call("POST", "/projects/not-an-id/socket-ticket", { token })).status).toBe(404);
  });

  it("opens the socket once; a reused, forged or expired ticket, or a session token, is refused", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const ticket = await ticketFor(token, project.id);
    const opened = await connect(project.id, withTicket(ticket));
    expect(opened.status).toBe(101);
    opened.webSocket?.accept();
    opened.webSocket?.close();
    expect((await connect(project.id, withTicket(ticket))).status).toBe(401);
    expect((await connect(project.id)).status).toBe(401);
    expect((await connect(project.id, withTicket("x".repeat(43)))).status).toBe(401);
    expect((await connect(project.id, `?token=${encodeURIComponent(token)}`)).status).toBe(401);

    const db = createDb(env.DB);
    const stale = await issueSocketTicket(db, await holderOf(token), project.id, new Date(Date.now() - 31_000));
    expect((await connect(project.id, withTicket(stale))).status).toBe(401);
  });

  it("is good for its own project only", async () => {
    const { token } = await signUp();
    const first = await createProject(token, { wizard_data: FULL_WIZARD });
    const second = await createProject(token, { wizard_data: FULL_WIZARD });
    const ticket = await ticketFor(token, first.id);
    expect((await connect(second.id, withTicket(ticket))).status).toBe(401);
    expect((await connect(crypto.randomUUID(), withTicket(ticket))).status).toBe(401);
  });
});

describe("the project room's websocket", () => {

  it("delivers agent-status, task-update and project-update events to the owner", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const response = await connect(project.id, withTicket(await ticketFor(token, project.id)));
    expect(response.status).toBe(101);
    const socket = response.webSocket;
    if (!socket) throw new Error("no websocket");
    const events: RoomEvent[] = [];
    socket.addEventListener("message", (event) => {
      events.push(roomEventSchema.parse(JSON.parse(String(event.data))));
    });
    socket.accept();

    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const deadline = Date.now() + 5000;
    while (!events.some((e) => e.type === "project-update" && e.project.status === "completed") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.close();

    const types = new Set(events.map((event) => event.type));
    expect(types).toEqual(new Set(["agent-status", "task-update", "project-update"]));
    expect(events.every((event) => event.projectId === project.id)).toBe(true);
    expect(events.some((e) => e.type === "agent-status" && e.status === "busy" && e.current_task)).toBe(true);
    expect(events.some((e) => e.type === "task-update" && e.task.status === "completed")).toBe(true);
  });
});
