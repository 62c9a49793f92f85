import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { authResponseSchema } from "../contract/auth";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

const ticketAnswer = z.object({ success: z.literal(true), ticket: z.string() });
const SIGNED_OUT = { code: 4001, reason: "Signed out" };
const STILL_OPEN = "still open";

interface OpenSocket {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  messages: string[];
}

async function ticketFor(token: string, projectId: string): Promise<string> {
  const answer = await call("POST", `/projects/${projectId}/socket-ticket`, { token });
  expect(answer.status).toBe(200);
  return ticketAnswer.parse(answer.body).ticket;
}

const connect = (projectId: string, ticket: string) =>
  SELF.fetch(`http://example.com/parties/project-room/${projectId}?ticket=${encodeURIComponent(ticket)}`, {
    headers: { Upgrade: "websocket" },
  });

/** A websocket to the project's room, opened as the screen opens one: with a ticket the session asked for. */
async function openSocket(token: string, projectId: string): Promise<OpenSocket> {
  const response = await connect(projectId, await ticketFor(token, projectId));
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error("no websocket");
  const messages: string[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(String(event.data));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason }));
  });
  socket.accept();
  return { socket, closed, messages };
}

/** How the socket was closed, or STILL_OPEN when it was not within `ms`. */
const closeOf = (open: OpenSocket, ms = 5000) =>
  Promise.race([open.closed, new Promise<typeof STILL_OPEN>((resolve) => setTimeout(() => resolve(STILL_OPEN), ms))]);

async function signIn(email: string, password: string): Promise<string> {
  const answer = await call("POST", "/auth/login", { body: { email, password } });
  expect(answer.status).toBe(200);
  return authResponseSchema.parse(answer.body).token;
}

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("signing out", () => {
  it("closes the sockets the session opened, in every room, and leaves another session's open", async () => {
    const { token, email, password } = await signUp();
    const other = await signIn(email, password);
    const shop = await createProject(token, { wizard_data: FULL_WIZARD });
    const blog = await createProject(token, { wizard_data: FULL_WIZARD });
    const mineInShop = await openSocket(token, shop.id);
    const mineInBlog = await openSocket(token, blog.id);
    const theirs = await openSocket(other, shop.id);

    expect((await call("POST", "/auth/logout", { token })).status).toBe(200);
    expect(await closeOf(mineInShop)).toEqual(SIGNED_OUT);
    expect(await closeOf(mineInBlog)).toEqual(SIGNED_OUT);
    expect(await closeOf(theirs, 300)).toBe(STILL_OPEN);

    // The other session's socket still hears the room.
    const heard = theirs.messages.length;
    expect((await call("POST", `/projects/${shop.id}/start`, { token: other })).status).toBe(200);
    await until(() => theirs.messages.some((message, index) => index >= heard && message.includes('"project-update"')));
    await waitForSettled(other, shop.id);
    theirs.socket.close();
  });

  it("makes a ticket the session asked for before signing out worthless", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const ticket = await ticketFor(token, project.id);
    expect((await call("POST", "/auth/logout", { token })).status).toBe(200);
    expect((await connect(project.id, ticket)).status).toBe(401);
  });
});

describe("changing the password", () => {
  it("closes the sockets of every session it revokes; the fresh token opens a new one", async () => {
    const { token, email, password } = await signUp();
    const other = await signIn(email, password);
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const here = await openSocket(token, project.id);
    const elsewhere = await openSocket(other, project.id);

    const changed = await call("POST", "/users/change-password", { token, body: { currentPassword: password, newPassword: "N3w!passw0rd" } });
    expect(changed.status).toBe(200);
    expect(await closeOf(here)).toEqual(SIGNED_OUT);
    expect(await closeOf(elsewhere)).toEqual(SIGNED_OUT);

    const fresh = await openSocket(z.object({ token: z.string() }).parse(changed.body).token, project.id);
    expect(await closeOf(fresh, 300)).toBe(STILL_OPEN);
    fresh.socket.close();
  });
});
