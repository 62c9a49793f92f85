import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { responsesResponseSchema } from "../contract/agents";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";
import { wizardDataSchema, type Project } from "../contract/projects";
import type { IntegrationRow } from "../db/schema";
import { sealToken } from "../integrations/secrets";
import { CURSOR_FOLLOW_LIMIT_MS, followCursorAgent, handOffToCursor } from "./cursor-handoff";

/**
 * "Use Cursor AI": the hand-off of a code task to Cursor's background-agent API, played by the local fake
 * (tests/setup/fake-platforms.ts) that the Worker's requests to cursor.test reach.
 */

const SECRET = env.AUTH_SECRET;

const project = (githubRepo: string | null): Project => ({
  id: crypto.randomUUID(),
  name: "Corner Bakery",
  description: "Orders for a small bakery",
  status: "in_progress",
  progress: 50,
  tech_stack: ["react", "nodejs", "postgresql"],
  created_at: "2026-11-26T00:00:00.000Z",
  updated_at: "2026-11-26T00:00:00.000Z",
  github_repo: githubRepo,
  render_url: null,
  wizard_data: wizardDataSchema.parse({ projectType: "ecommerce" }),
});

async function cursorRow(userId: string, token: string): Promise<IntegrationRow> {
  const sealed = await sealToken(SECRET, token, { userId, provider: "cursor" });
  const now = "2026-11-26T00:00:00.000Z";
  return { id: crypto.randomUUID(), userId, provider: "cursor", tokenCiphertext: sealed.ciphertext, tokenIv: sealed.iv, accountName: "me@example.test", createdAt: now, updatedAt: now };
}

const backendTask = { name: "Backend API (Node.js)", description: "The orders API with its checks", agentType: "backend" };

describe("handing a code task to Cursor", () => {
  it("says which of the key and the repository is missing, and lets the built-in engine do the task", async () => {
    const none = await handOffToCursor({ env, secret: SECRET, project: project(null), task: backendTask, connections: [] });
    expect(none.follow).toBeNull();
    expect(none.lines).toEqual([
      'Use Cursor AI is on, but no Cursor API key is connected (Integrations tab of your profile, /profile?tab=integrations) and the project is not on GitHub yet ("Push to GitHub" on its Publish card): the built-in engine did this task.',
    ]);
    const keyOnly = await handOffToCursor({ env, secret: SECRET, project: project(null), task: backendTask, connections: [await cursorRow("u-key", "cursor-key")] });
    expect(keyOnly.lines[0]).toBe('Use Cursor AI is on, but the project is not on GitHub yet ("Push to GitHub" on its Publish card): the built-in engine did this task.');
    const notCode = await handOffToCursor({ env, secret: SECRET, project: project("https://github.com/o/n"), task: { ...backendTask, agentType: "qa" }, connections: [] });
    expect(notCode.lines).toEqual(["Use Cursor AI hands code tasks (frontend, backend, devops) to Cursor; the built-in engine did this one."]);
  });

  it("launches an agent on the repository with the task's prompt; each follow-up asks once, until its end gives the result", async () => {
    const connections = [await cursorRow("u-cursor", "cursor-good-key")];
    const handOff = await handOffToCursor({ env, secret: SECRET, project: project("http://github.test/octo/corner-bakery"), task: backendTask, connections });
    expect(handOff.lines[0]).toMatch(/^Handed to Cursor's background agent bc-\w+ on octo\/corner-bakery, with this task's prompt\.$/);
    expect(handOff.lines[1]).toBe("Its outcome is added here when it ends.");
    expect(handOff.follow).toMatchObject({ agentId: expect.stringMatching(/^bc-/), repository: "octo/corner-bakery" });
    const agentId = handOff.follow?.agentId ?? "";
    let ended: string[] | null = null;
    let looks = 0;
    while (ended === null && looks < 10) {
      looks += 1;
      ended = await followCursorAgent({ env, secret: SECRET, connections, agentId, giveUpAt: Date.now() + CURSOR_FOLLOW_LIMIT_MS });
    }
    expect(looks).toBeGreaterThanOrEqual(2);
    expect(ended?.[0]).toMatch(/^Cursor finished on branch cursor\/bc-\w+: Cursor finished: Backend API \(Node\.js\) for Corner Bakery\. \(changes on branch cursor\/bc-\w+\)\.\nIts changes: https:\/\/github\.com\/octo\/corner-bakery\/pull\/1$/);
    const seen = z.array(z.object({ method: z.string(), path: z.string(), body: z.unknown() })).parse(await (await fetch("http://cursor.test/_fake/seen")).json());
    const launch = seen.filter((request) => request.method === "POST" && request.path === "/v0/agents").at(-1);
    // No ref: Cursor starts from the repository's default branch (where AppForge pushed), not a guessed "main";
    // and it is asked to open the pull request whose address the result shows.
    expect(launch?.body).toEqual({ source: { repository: "https://github.com/octo/corner-bakery" }, target: { autoCreatePr: true }, prompt: { text: expect.stringContaining("The orders API with its checks") } });
  });

  it("stops following at the time limit and says where to follow the agent", async () => {
    const connections = [await cursorRow("u-late", "cursor-good-key")];
    const handOff = await handOffToCursor({ env, secret: SECRET, project: project("http://github.test/octo/late"), task: backendTask, connections });
    const lines = await followCursorAgent({ env, secret: SECRET, connections, agentId: handOff.follow?.agentId ?? "", giveUpAt: Date.now() - 1 });
    expect(lines?.[0]).toMatch(/^Cursor's agent was still \w+ after 15 minutes/);
  });

  it("records Cursor's refusal and lets the built-in engine's work stand", async () => {
    const { lines, follow } = await handOffToCursor({ env, secret: SECRET, project: project("https://github.com/o/n"), task: backendTask, connections: [await cursorRow("u-bad", "bad-token")] });
    expect(follow).toBeNull();
    expect(lines).toEqual(["Cursor did not take the task: Cursor refused the token: it is wrong, expired or revoked. Replace it on the Integrations tab of your profile. The built-in engine did this task."]);
  });
});

describe("the room with Use Cursor AI on", () => {
  it("adds the hand-off's answer to the response of a code task processed with it", async () => {
    const { token } = await signUp("Cursor fan");
    const created = await createProject(token, { wizard_data: FULL_WIZARD });
    // The room's own runs (Cursor off) after the architect's wait until released, so that a second ready
    // task is there for the process call below to take with Cursor on.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await runInDurableObject(await getServerByName(env.ProjectRoom, created.id), (instance: ProjectRoom) => {
      const holdingRoomRuns: TaskRunner = async (input) => {
        if (input.task.agentType !== "architect" && !input.options.preferCursor) await held;
        return builtinRunner(input);
      };
      instance.setTaskRunner(holdingRoomRuns);
    });
    expect((await call("POST", `/projects/${created.id}/start`, { token })).status).toBe(200);
    await until(async () => (await progressOf(token, created.id)).counts.in_progress === 1 && (await progressOf(token, created.id)).counts.completed === 1);
    const processed = await call("POST", `/agents/${created.id}/process`, { token, body: { preferCursor: true, strategy: "auto", useCostOptimization: true } });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(String(processed.body.message)).toMatch(/" started$/);
    release();
    await waitForSettled(token, created.id);
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${created.id}/responses`, { token })).body).responses;
    const handedOff = responses.filter((response) => response.response.includes("Use Cursor AI is on, but no Cursor API key is connected"));
    expect(handedOff).toHaveLength(1);
    expect(["frontend", "backend", "devops"]).toContain(handedOff[0]?.agentType);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
