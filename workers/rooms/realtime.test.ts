import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { roomEventSchema, type RoomEvent } from "../contract/events";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

function connect(projectId: string, token?: string) {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return SELF.fetch(`http://example.com/parties/project-room/${projectId}${query}`, {
    headers: { Upgrade: "websocket" },
  });
}

describe("the project room's websocket", () => {
  it("refuses a visitor without a token, a stranger, and an unknown project", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const stranger = await signUp();
    expect((await connect(project.id)).status).toBe(401);
    expect((await connect(project.id, "garbage")).status).toBe(401);
    expect((await connect(project.id, stranger.token)).status).toBe(404);
    expect((await connect(crypto.randomUUID(), token)).status).toBe(404);
  });

  it("delivers agent-status, task-update and project-update events to the owner", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const response = await connect(project.id, token);
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
