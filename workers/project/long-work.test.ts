import { env, runInDurableObject, SELF } from "cloudflare:test";
import { MockLanguageModelV4 } from "ai/test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responsesResponseSchema } from "../contract/agents";
import { roomEventSchema } from "../contract/events";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { newestAttempt } from "../../tests/setup/deployments";
import { createProject } from "../../tests/setup/projects";
import { SHOP_WITHOUT_RULES } from "../../tests/setup/model-room";
import type { ModelPrice } from "../ai/prices";
import { BAKERY_DESIGN } from "../engine/generators/test-inputs";
import { builtinRunner } from "../engine/run-task";
import { modelAgents } from "./model-runner";
import type { ProjectRoom } from "./project-room";
import { JobScheduler } from "./scheduler";

// Long work never blocks a project: while the model is answering (here: until the test lets it, which stands
// for a model that takes a minute), every call to the project answers at once and says what it did.

const MODELS: ModelPrice[] = [
  { id: "cheap", tier: "budget", inputPerMTok: 0.1, outputPerMTok: 0.4 },
  { id: "middle", tier: "balanced", inputPerMTok: 1, outputPerMTok: 3 },
];
const DESIGN = JSON.stringify({ summary: "Your bakery keeps customers, cakes and cake orders.", ...BAKERY_DESIGN });

/** A model whose every answer waits for `gate`: the design call gets the bakery's records, a report a sentence. */
function heldModel(gate: Promise<void>, kinds: string[]) {
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      const design = options.responseFormat?.type === "json";
      kinds.push(design ? "design" : "report");
      await gate;
      return {
        content: [{ type: "text" as const, text: design ? DESIGN : "The model's own report." }],
        finishReason: { unified: "stop" as const, raw: undefined },
        usage: {
          inputTokens: { total: 1000, noCache: 1000, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 200, text: 200, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function onHeldModel() {
  const { token } = await signUp();
  // Without its business rule, which a model would also be asked to write as code (a task of its own).
  const project = await createProject(token, { wizard_data: SHOP_WITHOUT_RULES });
  const held = gate();
  const kinds: string[] = [];
  const model = heldModel(held.opened, kinds);
  const stub = await getServerByName(env.ProjectRoom, project.id);
  await runInDurableObject(stub, (room: ProjectRoom) => {
    room.setAgents(modelAgents(builtinRunner, { models: MODELS, languageModel: () => model }));
  });
  return { token, project, held, kinds, stub };
}

/** Calls the API and answers the status, the body and how long the answer took. */
async function timed(method: string, path: string, token: string, body?: unknown) {
  const started = performance.now();
  const res = await call(method, path, { token, body });
  return { ...res, ms: performance.now() - started };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const jobsLeft = (stub: DurableObjectStub<ProjectRoom>) =>
  runInDurableObject(stub, async (_room: ProjectRoom, state) => (await state.storage.list({ prefix: "job:" })).size);

describe("a project whose model is still answering", () => {
  it("answers every call at once and says what it did; the task then completes once", async () => {
    const { token, project, held, kinds, stub } = await onHeldModel();
    const start = await timed("POST", `/projects/${project.id}/start`, token);
    expect(start.status).toBe(200);
    expect(start.ms).toBeLessThan(1000);
    // The architect's design call is under way and does not answer.
    await until(async () => kinds.length === 1);
    const architect = (await tasksOf(token, project.id)).find((task) => task.agent_type === "architect");
    expect(architect?.status).toBe("in_progress");

    const message = await timed("POST", `/agents/${project.id}/message`, token, { agent_type: "frontend", message: "Use our brand's brown" });
    expect(message).toMatchObject({ status: 201, body: { message: "Message sent to the frontend agent; the next task will read it" } });
    const settings = await timed("PUT", `/cost-optimization/${project.id}/settings`, token, { strategy: "balanced", spendingLimit: 5 });
    expect(settings).toMatchObject({ status: 200, body: { data: { strategy: "balanced", spendingLimit: 5, status: "in_progress" } } });
    const processed = await timed("POST", `/agents/${project.id}/process`, token, {});
    expect(processed).toMatchObject({ status: 409, body: { message: "No pending task is ready to run" } });
    const processArchitect = await timed("POST", `/agents/${project.id}/tasks/${architect?.id}/process`, token, {});
    expect(processArchitect).toMatchObject({ status: 400, body: { message: "Only a pending task can be processed; this one is in_progress" } });
    const retry = await timed("POST", `/agents/${project.id}/tasks/${architect?.id}/retry`, token);
    expect(retry).toMatchObject({ status: 400, body: { message: "Task cannot be retried in its current status (in_progress)." } });
    const retryProject = await timed("POST", `/projects/${project.id}/retry`, token);
    expect(retryProject).toMatchObject({ status: 400, body: { message: "Only a failed project can be retried; this one is in_progress" } });
    const again = await timed("POST", `/projects/${project.id}/start`, token);
    expect(again).toMatchObject({ status: 200, body: { message: "Development has already started" } });
    // Publishing is decided at once too: nothing is written yet while the architect's model answers.
    const publish = await timed("POST", `/projects/${project.id}/deployments`, token, { target: "github" });
    expect(publish).toMatchObject({ status: 409, body: { message: "The project has no files yet: start development first, then publish." } });

    // A screen that connects now gets every agent's state at once.
    const ticket = await timed("POST", `/projects/${project.id}/socket-ticket`, token);
    const ticketBody = z.object({ ticket: z.string() }).parse(ticket.body);
    const connectedAt = performance.now();
    const socket = await SELF.fetch(`http://example.com/parties/project-room/${project.id}?ticket=${encodeURIComponent(ticketBody.ticket)}`, {
      headers: { Upgrade: "websocket" },
    });
    expect(socket.status).toBe(101);
    const ws = socket.webSocket;
    if (!ws) throw new Error("no socket");
    const statuses: string[] = [];
    ws.addEventListener("message", (event) => {
      const parsed = roomEventSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success && parsed.data.type === "agent-status") statuses.push(`${parsed.data.agentType}:${parsed.data.status}`);
    });
    ws.accept();
    await until(async () => statuses.length >= 6, 1000);
    const firstState = performance.now() - connectedAt;
    expect(statuses).toContain("architect:busy");
    ws.close();

    for (const answer of [message, settings, processed, processArchitect, retry, retryProject, again, publish, ticket]) expect(answer.ms).toBeLessThan(1000);
    expect(firstState).toBeLessThan(1000);

    // The model answers: the architect's task completes once, and the rest of the plan runs.
    held.open();
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
    await expect.poll(() => jobsLeft(stub), { timeout: 20_000 }).toBe(0);
    const tasks = await tasksOf(token, project.id);
    expect(tasks.every((task) => task.status === "completed" && task.attempts === 1)).toBe(true);
    expect(kinds.filter((kind) => kind === "design")).toHaveLength(1);
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    const forTasks = responses.filter((response) => response.task_id !== null);
    expect(forTasks).toHaveLength(tasks.length);
    // Each report is the model's (the deployment's keeps its notice after it).
    expect(forTasks.filter((response) => response.agentType !== "architect").every((response) => response.response.startsWith("The model's own report."))).toBe(true);
  });

  it("stores the code and runs the dependants without waiting for the reports", async () => {
    const { token, project, held, kinds, stub } = await onHeldModel();
    // The design call answers at once; every report waits.
    const reportsHeld = gate();
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => {
        const design = options.responseFormat?.type === "json";
        kinds.push(design ? "design" : "report");
        if (!design) await reportsHeld.opened;
        return {
          content: [{ type: "text" as const, text: design ? DESIGN : "Reported." }],
          finishReason: { unified: "stop" as const, raw: undefined },
          usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } },
          warnings: [],
        };
      },
    });
    await runInDurableObject(stub, (room: ProjectRoom) => {
      room.setAgents(modelAgents(builtinRunner, { models: MODELS, languageModel: () => model }));
    });
    held.open();
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
    // Every task's files are stored while the first report is still being written.
    const files = z.object({ files: z.array(z.unknown()) }).parse((await call("GET", `/project-files/${project.id}/download`, { token })).body);
    expect(files.files.length).toBeGreaterThan(20);
    expect(kinds.filter((kind) => kind === "report")).toHaveLength(1);
    const before = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    expect(before.filter((response) => response.model === "builtin").length).toBeGreaterThan(5);

    // Publishing does not wait for the reports either: the push is its own job, and ends while they are held.
    expect((await call("PUT", "/integrations/github", { token, body: { token: "ghp_long_work_token" } })).status).toBe(200);
    const started = await timed("POST", `/projects/${project.id}/deployments`, token, { target: "github" });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.ms).toBeLessThan(1000);
    await until(async () => (await newestAttempt(project.id)).status === "succeeded", 15_000);
    expect(kinds.filter((kind) => kind === "report")).toHaveLength(1);

    reportsHeld.open();
    await expect.poll(() => jobsLeft(stub), { timeout: 20_000 }).toBe(0);
    const after = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    expect(after).toHaveLength(before.length);
    expect(after.filter((response) => response.task_id !== null && response.agentType !== "architect").every((response) => response.response.startsWith("Reported.") && response.model === "cheap")).toBe(true);
  });

  it("resumes its work after the room restarts, recording each task once", async () => {
    const { token, project, held, stub } = await onHeldModel();
    const start = await call("POST", `/projects/${project.id}/start`, { token });
    expect(start.status).toBe(200);
    await until(async () => (await progressOf(token, project.id)).counts.in_progress === 1);
    // Eviction while the design call waits: the room starts afresh over the same D1 rows and stored jobs.
    await runInDurableObject(stub, async (room: ProjectRoom) => {
      Object.assign(room, { chain: Promise.resolve(), scheduler: new JobScheduler(() => room["room"]) });
      await room.onStart();
      // The abandoned call answers late; only the run that claimed the task again records it.
      held.open();
      await room.onAlarm();
    });
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
    await expect.poll(() => jobsLeft(stub), { timeout: 20_000 }).toBe(0);
    const tasks = await tasksOf(token, project.id);
    const architect = tasks.find((task) => task.agent_type === "architect");
    // The abandoned run is claimed again (its attempt counted); nothing is recorded twice.
    expect(architect).toMatchObject({ status: "completed", attempts: 2 });
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    for (const task of tasks) expect(responses.filter((response) => response.task_id === task.id), task.key).toHaveLength(1);
  });

  it("deletes a project at once while its model answers, and the room stops", async () => {
    const { token, project, held, stub } = await onHeldModel();
    await call("POST", `/projects/${project.id}/start`, { token });
    await until(async () => (await progressOf(token, project.id)).counts.in_progress === 1);
    const deleted = await timed("DELETE", `/projects/${project.id}`, token);
    expect(deleted.status).toBe(200);
    expect(deleted.ms).toBeLessThan(1000);
    held.open();
    await until(async () => (await runInDurableObject(stub, (_room: ProjectRoom, state) => state.storage.getAlarm())) === null);
    expect(await jobsLeft(stub)).toBe(0);
  });
});
