import { env, runInDurableObject } from "cloudflare:test";
import { MockLanguageModelV4 } from "ai/test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { costEstimateResponseSchema, costSummaryResponseSchema, spendingResponseSchema } from "../contract/cost";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import type { ModelPrice } from "../ai/prices";
import { modelRunner } from "../engine/model-runner";
import { builtinRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";

const MODELS: ModelPrice[] = [
  { id: "cheap", tier: "budget", inputPerMTok: 0.1, outputPerMTok: 0.4 },
  { id: "middle", tier: "balanced", inputPerMTok: 1, outputPerMTok: 3 },
];

/** A test model that answers every call with `text` and the given token counts, and remembers the calls. */
function testModel(text: string, tokensIn = 1200, tokensOut = 300) {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: undefined },
      usage: {
        inputTokens: { total: tokensIn, noCache: tokensIn, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: tokensOut, text: tokensOut, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}

async function projectOnModel(model: MockLanguageModelV4) {
  const { token } = await signUp();
  const project = await createProject(token, { wizard_data: FULL_WIZARD });
  const stub = await getServerByName(env.ProjectRoom, project.id);
  const used: string[] = [];
  await runInDurableObject(stub, (room: ProjectRoom) => {
    room.setTaskRunner(
      modelRunner(builtinRunner, {
        models: MODELS,
        languageModel: (id) => {
          used.push(id);
          return model;
        },
      }),
    );
  });
  return { token, project, used };
}

describe("agents on a language model", () => {
  it("write every response with the model and account every token at the model's price", async () => {
    const model = testModel("I wrote the data model for your bakery, serving FR-1.");
    const { token, project, used } = await projectOnModel(model);
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    const tasks = await tasksOf(token, project.id);

    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    expect(responses).toHaveLength(tasks.length);
    expect(responses.every((response) => response.response === "I wrote the data model for your bakery, serving FR-1.")).toBe(true);
    expect(responses.every((response) => response.tokens === 1500)).toBe(true);
    // auto: the architect plans on the balanced model, every other agent reports on the budget one.
    const architect = responses.filter((response) => response.agentType === "architect");
    expect(architect.every((response) => response.model === "middle")).toBe(true);
    expect(responses.filter((response) => response.agentType !== "architect").every((response) => response.model === "cheap")).toBe(true);
    expect(used.filter((id) => id === "middle")).toHaveLength(architect.length);

    // 1200 in and 300 out: $0.00024 on the budget model, $0.0021 on the balanced one.
    const expected = (tasks.length - architect.length) * 240_000 + architect.length * 2_100_000;
    const summary = costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token })).body).data;
    expect(summary.totalCost).toBe(expected / 1e9);
    expect(summary.totalTokens).toBe(tasks.length * 1500);
    expect(summary.modelUsage).toEqual({ cheap: ((tasks.length - architect.length) * 240_000) / 1e9, middle: (architect.length * 2_100_000) / 1e9 });
    // The model was told what the task did, within a bounded answer.
    const first = model.doGenerateCalls[0];
    expect(first?.maxOutputTokens).toBe(600);
    expect(JSON.stringify(first?.prompt)).toContain("Requirements served");
  });

  it("counts a provider error as a failed attempt, and nothing is charged for it", async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("upstream model unavailable");
      },
    });
    const { token, project } = await projectOnModel(failing);
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("failed");
    const tasks = await tasksOf(token, project.id);
    const failed = tasks.filter((task) => task.status === "failed");
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]?.attempts).toBe(3);
    expect(failed[0]?.error).toContain("upstream model unavailable");
    const summary = costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token })).body).data;
    expect(summary).toMatchObject({ totalCost: 0, requests: 0 });
  });

  it("fails the attempt when the model answers with nothing", async () => {
    const { token, project } = await projectOnModel(testModel("   "));
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("failed");
    const failed = (await tasksOf(token, project.id)).find((task) => task.status === "failed");
    expect(failed?.error).toBe("The model middle answered with no text");
  });
});

describe("the spending limit", () => {
  async function settings(token: string, projectId: string, body: Record<string, unknown>) {
    return call("PUT", `/cost-optimization/${projectId}/settings`, { token, body });
  }
  async function spent(token: string, projectId: string) {
    return spendingResponseSchema.parse((await call("GET", `/cost-optimization/${projectId}/spending`, { token })).body).data.total;
  }

  it("pauses before a call could pass it, says why, and resumes when the limit rises", async () => {
    const { token, project } = await projectOnModel(testModel("Done."));
    expect((await settings(token, project.id, { spendingLimit: 0.0008 })).status).toBe(200);
    await call("POST", `/projects/${project.id}/start`, { token });
    await expect.poll(async () => (await progressOf(token, project.id)).status, { timeout: 15_000 }).toBe("paused");

    expect(await spent(token, project.id)).toBeLessThanOrEqual(0.0008);
    const waiting = (await tasksOf(token, project.id)).filter((task) => task.status === "pending" && task.error);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.attempts).toBe(0);
    expect(waiting[0]?.error).toMatch(/^Paused before ".+": its call to (cheap|middle) could cost up to \$0\.\d{4}, and \$0\.\d{4} of the \$0\.0008 spending limit is spent/);
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    expect(responses.some((response) => response.response === waiting[0]?.error && response.task_id === null)).toBe(true);
    const refused = await call("POST", `/agents/${project.id}/process`, { token, body: {} });
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringContaining("paused at its spending limit") } });

    const raised = await settings(token, project.id, { spendingLimit: null });
    expect(raised.body).toMatchObject({ data: { spendingLimit: null, strategy: "auto", status: "in_progress" } });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
  });

  it("resumes on a cheaper strategy, and pauses again before the limit", async () => {
    const { token, project } = await projectOnModel(testModel("Done."));
    // The architect's call on the balanced model cannot fit; on the budget model a few calls do.
    expect((await settings(token, project.id, { spendingLimit: 0.001 })).status).toBe(200);
    await call("POST", `/projects/${project.id}/start`, { token });
    await expect.poll(async () => (await progressOf(token, project.id)).status, { timeout: 15_000 }).toBe("paused");
    expect(await spent(token, project.id)).toBe(0);

    const budget = await settings(token, project.id, { strategy: "budget" });
    expect(budget.body).toMatchObject({ data: { strategy: "budget", spendingLimit: 0.001 } });
    await expect.poll(async () => (await progressOf(token, project.id)).status, { timeout: 15_000 }).toBe("paused");
    const done = (await tasksOf(token, project.id)).filter((task) => task.status === "completed");
    expect(done.length).toBeGreaterThan(0);
    expect(await spent(token, project.id)).toBeLessThanOrEqual(0.001);
  });

  it("takes a strategy and a limit in dollars, refuses anything else, for the owner only", async () => {
    const { token, project } = await projectOnModel(testModel("Done."));
    expect((await settings(token, project.id, {})).status).toBe(400);
    expect((await settings(token, project.id, { spendingLimit: -1 })).body.message).toBe("spendingLimit: spendingLimit must not be negative");
    expect((await settings(token, project.id, { strategy: "cheapest" })).status).toBe(400);
    expect((await settings(token, project.id, { spendingLimit: "5" })).status).toBe(400);
    const stranger = await signUp();
    expect((await settings(stranger.token, project.id, { spendingLimit: 1 })).status).toBe(404);
    const ok = await settings(token, project.id, { strategy: "premium", spendingLimit: 2.5 });
    expect(ok.body).toMatchObject({ success: true, data: { strategy: "premium", spendingLimit: 2.5, status: "draft" } });
    const estimate = costEstimateResponseSchema.parse((await call("GET", `/cost-optimization/${project.id}/estimate`, { token })).body).data;
    expect(estimate.settings).toEqual({ strategy: "premium", spendingLimit: 2.5 });
  });
});
