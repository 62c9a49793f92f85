import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { expectHandled, expectUnchanged, send, snapshot } from "../../tests/setup/fuzz";
import { createProject } from "../../tests/setup/projects";

/**
 * The ownership matrix: every route that names a project (or one of its tasks), and the live channel,
 * called by another signed-in user with the owner's real ids. Each answers as if the project did not
 * exist (404 with a message; 401 for the socket), and the owner sees nothing change.
 */

const ticketAnswer = z.object({ ticket: z.string() });

describe("another user's project", () => {
  it("is out of reach on every project route and on the live channel, and stays as it was", async () => {
    const owner = await signUp("Owner");
    const project = await createProject(owner.token);
    expect((await call("POST", `/projects/${project.id}/start`, { token: owner.token })).status).toBe(200);
    await waitForSettled(owner.token, project.id);
    const [task] = await tasksOf(owner.token, project.id);
    if (!task) throw new Error("the project has no tasks");
    const before = await snapshot(owner.token, project.id);

    const stranger = await signUp("Stranger");
    const id = project.id;
    const json = (body: unknown) => JSON.stringify(body);
    const routes: [method: string, path: string, body?: string][] = [
      ["GET", `/projects/${id}`],
      ["DELETE", `/projects/${id}`],
      ["POST", `/projects/${id}/start`, "{}"],
      ["POST", `/projects/${id}/retry`, "{}"],
      ["POST", `/projects/${id}/socket-ticket`, "{}"],
      ["GET", `/agents/${id}/tasks`],
      ["GET", `/agents/${id}/progress`],
      ["GET", `/agents/${id}/responses`],
      ["POST", `/agents/${id}/message`, json({ agent_type: "all", message: "Make it blue" })],
      ["POST", `/agents/${id}/process`, "{}"],
      ["POST", `/agents/${task.agent_type}/tasks/${task.id}/process`, "{}"],
      ["POST", `/agents/${task.agent_type}/tasks/${task.id}/retry`, "{}"],
      ["POST", `/agents/${id}/tasks/${task.id}/retry`, "{}"],
      ["GET", `/project-files/${id}/files`],
      ["GET", `/project-files/${id}/download`],
      ["GET", `/project-files/${id}/zip`],
      ["PUT", `/project-files/${id}/file`, json({ path: "notes.md", content: "mine", baseHash: null })],
      ["POST", `/project-files/${id}/file/rename`, json({ from: "README.md", to: "READ.md", baseHash: "0".repeat(64) })],
      ["POST", `/project-files/${id}/file/delete`, json({ path: "README.md", baseHash: "0".repeat(64) })],
      ["GET", `/project-files/${id}/checkpoints`],
      ["GET", `/project-files/${id}/checkpoints/diff?from=0&to=1`],
      ["POST", `/project-files/${id}/checkpoints/1/restore`, "{}"],
      ["GET", `/project-files/${id}/conflicts`],
      ["POST", `/project-files/${id}/conflicts/${crypto.randomUUID()}/resolve`, json({ pick: "mine" })],
      ["GET", `/project-files/${id}/preview`],
      ["GET", `/projects/${id}/deployments`],
      ["POST", `/projects/${id}/deployments`, json({ target: "github" })],
      ["GET", `/projects/${id}/publish`],
      ["POST", `/projects/${id}/publish`, "{}"],
      ["DELETE", `/projects/${id}/publish`],
      ["POST", `/projects/${id}/publish/rollback`, json({ version: 1 })],
      ["PUT", `/projects/${id}/publish/limits`, json({ requestsPerMinute: 100, databaseMegabytes: 10 })],
      ["GET", `/project-files/${id}/preview/sources`],
      ["PUT", `/project-files/${id}/preview`, json({ version: "v1", js: "document.title = 'x'", css: "", vendor: "react-18.3.1.js" })],
      ["POST", `/project-files/${id}/preview/reset`, "{}"],
      ["POST", `/project-files/${id}/preview/build`, "{}"],
      ["POST", `/project-files/${id}/preview/link`, "{}"],
      ["GET", `/cost-optimization/${id}/estimate`],
      ["GET", `/cost-optimization/${id}/spending`],
      ["PUT", `/cost-optimization/${id}/settings`, json({ strategy: "budget", spendingLimit: 1 })],
      ["GET", `/ai/cost/project/${id}`],
    ];
    for (const [method, path, body] of routes) {
      const answer = await send(method, path, stranger.token, body);
      expectHandled(answer, `${method} ${path}`);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
    // The stranger's list holds none of the owner's projects, and their own cost summary none of its spend.
    expect((await call("GET", "/projects?limit=100", { token: stranger.token })).body).toMatchObject({ projects: [] });

    // The live channel: a ticket is the stranger's own project's, and does not open the owner's room.
    const own = await createProject(stranger.token);
    const ticket = ticketAnswer.parse((await call("POST", `/projects/${own.id}/socket-ticket`, { token: stranger.token })).body).ticket;
    const socket = await SELF.fetch(`http://example.com/parties/project-room/${id}?ticket=${encodeURIComponent(ticket)}`, {
      headers: { Upgrade: "websocket" },
    });
    expect(socket.status).toBe(401);

    expectUnchanged(before, await snapshot(owner.token, project.id), "the stranger's calls");
  });
});
