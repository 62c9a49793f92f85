import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { progressResponseSchema, responsesResponseSchema, tasksResponseSchema } from "../contract/agents";
import { roomEventSchema, SNAPSHOT_RESPONSES, type ProjectSnapshot, type RoomEvent } from "../contract/events";
import { downloadResponseSchema, historyResponseSchema } from "../contract/files";
import { previewSourcesSchema, previewStatusSchema } from "../contract/preview";
import { SNAPSHOT_INTERVAL_MS } from "./snapshot";
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
    const { socket, events } = await openScreen(token, project.id);

    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const deadline = Date.now() + 5000;
    while (!events.some((e) => e.type === "project-update" && e.project.status === "completed") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.close();

    const types = new Set(events.map((event) => event.type));
    expect(types).toEqual(new Set(["project-snapshot", "agent-status", "task-update", "project-update"]));
    expect(events.every((event) => event.projectId === project.id)).toBe(true);
    expect(events.some((e) => e.type === "agent-status" && e.status === "busy" && e.current_task)).toBe(true);
    expect(events.some((e) => e.type === "task-update" && e.task.status === "completed")).toBe(true);
  });
});

/** A screen on the project's live channel: every event it received, in order. */
async function openScreen(token: string, projectId: string) {
  const response = await connect(projectId, withTicket(await ticketFor(token, projectId)));
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error("no websocket");
  const events: RoomEvent[] = [];
  socket.addEventListener("message", (event) => {
    events.push(roomEventSchema.parse(JSON.parse(String(event.data))));
  });
  socket.accept();
  const snapshots = () => events.flatMap((event) => (event.type === "project-snapshot" ? [event] : []));
  return { socket, events, snapshots };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What the API answers for the same project: progress, tasks, responses and the files' count and checkpoint. */
async function restView(token: string, projectId: string): Promise<ProjectSnapshot> {
  const [progress, tasks, responses, download] = await Promise.all(
    ["progress", "tasks", "responses"].map((route) => call("GET", `/agents/${projectId}/${route}`, { token })).concat(call("GET", `/project-files/${projectId}/download`, { token })),
  );
  const sources = previewSourcesSchema.parse((await call("GET", `/project-files/${projectId}/preview/sources`, { token })).body);
  const status = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
  const history = historyResponseSchema.parse((await call("GET", `/project-files/${projectId}/checkpoints`, { token })).body);
  const { success: _success, ...state } = progressResponseSchema.parse(progress?.body);
  const files = downloadResponseSchema.parse(download?.body).files;
  return {
    ...state,
    tasks: tasksResponseSchema.parse(tasks?.body).tasks,
    responses: responsesResponseSchema.parse(responses?.body).responses.slice(0, SNAPSHOT_RESPONSES),
    files: { count: files.length, version: history.current === null ? null : `checkpoint-${history.current}` },
    preview: { appModelVersion: sources.appModelVersion, build: status.build, attempt: status.attempt },
  };
}

describe("the project's snapshot on the live channel", () => {
  it("reaches a screen as it connects, equal to what the API answers: before the start and once the project has settled", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });

    const draft = await openScreen(token, project.id);
    await until(() => draft.snapshots().length > 0);
    draft.socket.close();
    expect(draft.events[0]?.type).toBe("project-snapshot");
    expect(draft.snapshots()[0]?.snapshot).toEqual(await restView(token, project.id));
    expect(draft.snapshots()[0]?.snapshot).toMatchObject({ status: "draft", progress: 0, tasks: [], responses: [], files: { count: 0, version: null } });
    // Every agent's state follows, for listeners of single events.
    expect(draft.events.filter((event) => event.type === "agent-status")).toHaveLength(6);

    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const settled = await openScreen(token, project.id);
    await until(() => settled.snapshots().length > 0);
    const view = await restView(token, project.id);
    const [snapshot] = settled.snapshots();
    expect(snapshot?.snapshot).toEqual(view);
    // AppForge built the preview once the agents had written the frontend.
    expect(view).toMatchObject({ status: "completed", progress: 100, preview: { appModelVersion: 1, build: { version: expect.any(String) }, attempt: null } });
    // A build published from elsewhere reaches the open screen in the next snapshot, as the API says it.
    const published = await call("PUT", `/project-files/${project.id}/preview`, { token, body: { version: "v-live", js: "void 0;", css: "", vendor: "react-18.3.1-18.3.1-6.30.1.js" } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await until(() => settled.snapshots().at(-1)?.snapshot.preview.build?.version === "v-live");
    expect(settled.snapshots().at(-1)?.snapshot).toEqual(await restView(token, project.id));
    settled.socket.close();
    expect(view.tasks.length).toBeGreaterThan(0);
    expect(view.responses.length).toBeGreaterThan(0);
    expect(view.files.count).toBeGreaterThan(0);
    // Every snapshot of the room, to any screen, has a version of its own, greater than the ones before.
    expect(snapshot?.version).toBeGreaterThan(draft.snapshots()[0]?.version ?? Infinity);
  });

  it("follows the changes: the version only grows, at most one per interval, and the last one says completed, 100%", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const screen = await openScreen(token, project.id);
    await until(() => screen.snapshots().length > 0);

    const startedAt = Date.now();
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    await until(() => screen.snapshots().at(-1)?.snapshot.status === "completed");
    // The last change was followed by a snapshot; nothing more comes once the project rests.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const view = await restView(token, project.id);
    const elapsed = Date.now() - startedAt;
    screen.socket.close();

    const snapshots = screen.snapshots();
    const versions = snapshots.map((event) => event.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    const last = snapshots.at(-1)?.snapshot;
    expect(last).toMatchObject({ status: "completed", progress: 100 });
    expect(last?.counts.completed).toBe(last?.counts.total);
    expect(last).toEqual(view);
    // Each snapshot comes after the single events of the changes it shows, never before them.
    const lastTaskEvent = screen.events.findLastIndex((event) => event.type === "task-update");
    expect(screen.events.findLastIndex((event) => event.type === "project-snapshot")).toBeGreaterThan(lastTaskEvent);
    // Bursts are coalesced: at most one snapshot per interval (and the one on connecting), however many changes.
    expect(snapshots.length).toBeLessThanOrEqual(Math.floor(elapsed / SNAPSHOT_INTERVAL_MS) + 2);
  });
});
