import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { responsesResponseSchema } from "../contract/agents";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";
import { wizardDataSchema, type Project } from "../contract/projects";
import type { IntegrationRow } from "../db/schema";
import { pushToGitHub } from "../integrations/github";
import { sealToken } from "../integrations/secrets";
import { CURSOR_FOLLOW_LIMIT_MS, followCursorAgent, handOffToCursor, type CursorEnd, type FollowInput } from "./cursor-handoff";

/**
 * "Use Cursor AI": the hand-off of a code task to Cursor's background-agent API, played by the local fake
 * (tests/setup/fake-platforms.ts) that the Worker's requests to cursor.test reach; the agent's branch is the
 * fake GitHub's (tests/setup/fake-github.ts), where a test makes the commits Cursor would.
 */

const SECRET = env.TOKEN_ENCRYPTION_KEY;
const KEYS = { current: SECRET, previous: undefined };

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

async function connectionRow(userId: string, provider: "cursor" | "github", token: string): Promise<IntegrationRow> {
  const sealed = await sealToken(SECRET, token, { userId, provider });
  const now = "2026-11-26T00:00:00.000Z";
  return { id: crypto.randomUUID(), userId, provider, tokenCiphertext: sealed.ciphertext, tokenIv: sealed.iv, accountName: "me@example.test", createdAt: now, updatedAt: now };
}
const cursorRow = (userId: string, token: string) => connectionRow(userId, "cursor", token);

/** Follows the agent as the room does, one look at a time, until it ends; and how many looks that took. */
async function followToEnd(input: Omit<FollowInput, "env" | "keys" | "giveUpAt">): Promise<{ end: CursorEnd | null; looks: number }> {
  let end: CursorEnd | null = null;
  let looks = 0;
  while (end === null && looks < 10) {
    looks += 1;
    end = await followCursorAgent({ env, keys: KEYS, giveUpAt: Date.now() + CURSOR_FOLLOW_LIMIT_MS, ...input });
  }
  return { end, looks };
}

/** A commit on GitHub by someone other than AppForge: here, Cursor's agent on its branch. */
const commitOutside = async (fullName: string, change: { branch: string; from?: string; files?: { path: string; content: string }[]; delete?: string[] }) =>
  expect((await fetch(`http://github.test/_fake/repos/${fullName}/commits`, { method: "POST", body: JSON.stringify(change) })).status).toBe(201);

const backendTask = { name: "Backend API (Node.js)", description: "The orders API with its checks", agentType: "backend" };

describe("handing a code task to Cursor", () => {
  it("says which of the key and the repository is missing, and lets the built-in engine do the task", async () => {
    const none = await handOffToCursor({ env, keys: KEYS, project: project(null), task: backendTask, connections: [] });
    expect(none.follow).toBeNull();
    expect(none.lines).toEqual([
      'Use Cursor AI is on, but no Cursor API key is connected (Integrations tab of your profile, /profile?tab=integrations) and the project is not on GitHub yet ("Push to GitHub" on its Publish card): the built-in engine did this task.',
    ]);
    const keyOnly = await handOffToCursor({ env, keys: KEYS, project: project(null), task: backendTask, connections: [await cursorRow("u-key", "cursor-key")] });
    expect(keyOnly.lines[0]).toBe('Use Cursor AI is on, but the project is not on GitHub yet ("Push to GitHub" on its Publish card): the built-in engine did this task.');
    const notCode = await handOffToCursor({ env, keys: KEYS, project: project("https://github.com/o/n"), task: { ...backendTask, agentType: "qa" }, connections: [] });
    expect(notCode.lines).toEqual(["Use Cursor AI hands code tasks (frontend, backend, devops) to Cursor; the built-in engine did this one."]);
  });

  it("launches an agent on the repository with the task's prompt; each follow-up asks once, until its end gives the result", async () => {
    const connections = [await cursorRow("u-cursor", "cursor-good-key")];
    const handOff = await handOffToCursor({ env, keys: KEYS, project: project("http://github.test/octo/corner-bakery"), task: backendTask, connections });
    expect(handOff.lines[0]).toMatch(/^Handed to Cursor's background agent bc-\w+ on octo\/corner-bakery, with this task's prompt\.$/);
    expect(handOff.lines[1]).toBe("Its outcome is added here when it ends.");
    expect(handOff.follow).toMatchObject({ agentId: expect.stringMatching(/^bc-/), repository: "octo/corner-bakery" });
    const agentId = handOff.follow?.agentId ?? "";
    const { end, looks } = await followToEnd({ connections, agentId, repository: "octo/corner-bakery" });
    expect(looks).toBeGreaterThanOrEqual(2);
    expect(end?.lines[0]).toMatch(/^Cursor finished on branch cursor\/bc-\w+: Cursor finished: Backend API \(Node\.js\) for Corner Bakery\. \(changes on branch cursor\/bc-\w+\)\.\nIts changes: https:\/\/github\.com\/octo\/corner-bakery\/pull\/1$/);
    // No GitHub connection: the branch is not read, and the response says why.
    expect(end?.branch).toBeNull();
    expect(end?.lines[1]).toBe(`AppForge did not read Cursor's branch cursor/${agentId}: GitHub is not connected (Integrations tab of your profile, /profile?tab=integrations).`);
    const seen = z.array(z.object({ method: z.string(), path: z.string(), body: z.unknown() })).parse(await (await fetch("http://cursor.test/_fake/seen")).json());
    const launch = seen.filter((request) => request.method === "POST" && request.path === "/v0/agents").at(-1);
    // No ref: Cursor starts from the repository's default branch (where AppForge pushed), not a guessed "main";
    // and it is asked to open the pull request whose address the result shows.
    expect(launch?.body).toEqual({ source: { repository: "https://github.com/octo/corner-bakery" }, target: { autoCreatePr: true }, prompt: { text: expect.stringContaining("The orders API with its checks") } });
  });

  it("stops following at the time limit and says where to follow the agent", async () => {
    const connections = [await cursorRow("u-late", "cursor-good-key")];
    const handOff = await handOffToCursor({ env, keys: KEYS, project: project("http://github.test/octo/late"), task: backendTask, connections });
    const end = await followCursorAgent({ env, keys: KEYS, connections, agentId: handOff.follow?.agentId ?? "", repository: "octo/late", giveUpAt: Date.now() - 1 });
    expect(end?.lines[0]).toMatch(/^Cursor's agent was still \w+ after 15 minutes/);
    expect(end?.branch).toBeNull();
  });

  it("records Cursor's refusal and lets the built-in engine's work stand", async () => {
    const { lines, follow } = await handOffToCursor({ env, keys: KEYS, project: project("https://github.com/o/n"), task: backendTask, connections: [await cursorRow("u-bad", "bad-token")] });
    expect(follow).toBeNull();
    expect(lines).toEqual(["Cursor did not take the task: Cursor refused the token: it is wrong, expired or revoked. Replace it on the Integrations tab of your profile. The built-in engine did this task."]);
  });
});

describe("a finished agent's branch", () => {
  const projectFiles = [
    { path: "README.md", content: "# Corner Bakery\n" },
    { path: "backend/src/orders.ts", content: "export const orders = [];\n" },
    { path: "backend/src/legacy.ts", content: "export const legacy = true;\n" },
  ];

  /** The project pushed with the owner's GitHub token, and the task handed to Cursor on its repository. */
  async function handedOff(userId: string, githubToken: string, name: string) {
    const github = await pushToGitHub({ baseUrl: env.GITHUB_API_URL, token: githubToken }, { name, description: "", existing: null, files: projectFiles, removed: [], message: "AppForge: Corner Bakery" });
    const connections = [await cursorRow(userId, "cursor-good-key"), await connectionRow(userId, "github", githubToken)];
    const handOff = await handOffToCursor({ env, keys: KEYS, project: project(github.url), task: backendTask, connections });
    const follow = handOff.follow ?? { agentId: "", repository: "" };
    expect(follow.repository).toBe(github.fullName);
    return { connections, follow, fullName: github.fullName };
  }

  it("comes back with the files it changed, added and removed, read from GitHub with the owner's connection", async () => {
    const { connections, follow, fullName } = await handedOff("u-branch", "gh-cursor-branch", "cursor-branch");
    const branchName = `cursor/${follow.agentId}`;
    await commitOutside(fullName, {
      branch: branchName,
      from: "main",
      files: [
        { path: "backend/src/orders.ts", content: "export const orders = ['croissant'];\n" },
        { path: "backend/src/orders.test.ts", content: "import { orders } from './orders';\n" },
      ],
      delete: ["backend/src/legacy.ts"],
    });

    const { end } = await followToEnd({ connections, ...follow });
    expect(end?.branch).toEqual({
      branchName,
      changes: [
        { path: "backend/src/legacy.ts", content: null },
        { path: "backend/src/orders.test.ts", content: "import { orders } from './orders';\n" },
        { path: "backend/src/orders.ts", content: "export const orders = ['croissant'];\n" },
      ],
      skipped: [],
      truncated: false,
      compareUrl: `http://github.test/${fullName}/compare/main...${branchName}`,
    });
    expect(end?.lines[0]).toMatch(/^Cursor finished on branch cursor\/bc-\w+: /);
    expect(end?.lines[1]).toBe(`Cursor's branch ${branchName} changes 3 files (2 written, 1 deleted): backend/src/legacy.ts, backend/src/orders.test.ts, backend/src/orders.ts.`);
  });

  it("is null, with the reason, when the branch is no longer on GitHub", async () => {
    const { connections, follow, fullName } = await handedOff("u-branch-gone", "gh-cursor-gone", "cursor-branch-gone");
    const { end } = await followToEnd({ connections, ...follow });
    expect(end?.branch).toBeNull();
    expect(end?.lines[1]).toBe(`AppForge could not read Cursor's branch cursor/${follow.agentId}: it is no longer on ${fullName} on GitHub (the branch or the repository was deleted)`);
  });

  it("is null, with GitHub's words, when GitHub refuses the owner's token", async () => {
    const { follow } = await handedOff("u-branch-refused", "gh-cursor-refused", "cursor-branch-refused");
    const connections = [await cursorRow("u-branch-refused", "cursor-good-key"), await connectionRow("u-branch-refused", "github", "bad-token")];
    const { end } = await followToEnd({ connections, ...follow });
    expect(end?.branch).toBeNull();
    expect(end?.lines[1]).toBe(
      `AppForge could not read Cursor's branch cursor/${follow.agentId}: GitHub refused the token: it is wrong, expired or revoked. Replace it on the Integrations tab of your profile.`,
    );
  });
});

describe("the room with Use Cursor AI on", () => {
  it("adds the hand-off's answer to the response of a code task processed with it", async () => {
    const { token } = await signUp("Cursor fan");
    const created = await createProject(token, { wizard_data: FULL_WIZARD });
    // The room runs one task per agent: its own runs (Cursor off) of the backend's feature APIs wait until
    // released, so that another feature API, ready once the REST API is done, waits for the backend agent; the
    // process call below takes a ready task with Cursor on.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await runInDurableObject(await getServerByName(env.ProjectRoom, created.id), (instance: ProjectRoom) => {
      const holdingRoomRuns: TaskRunner = async (input) => {
        if (input.task.key.startsWith("api-") && !input.options.preferCursor) await held;
        return builtinRunner(input);
      };
      instance.setTaskRunner(holdingRoomRuns);
    });
    expect((await call("POST", `/projects/${created.id}/start`, { token })).status).toBe(200);
    await until(async () => {
      const tasks = await tasksOf(token, created.id);
      const features = tasks.filter((task) => task.key.startsWith("api-"));
      return features.some((task) => task.status === "in_progress") && features.some((task) => task.status === "pending" && task.depends_on.every((id) => tasks.find((dep) => dep.id === id)?.status === "completed"));
    });
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
