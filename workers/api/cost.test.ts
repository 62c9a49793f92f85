import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WORKERS_AI_CATALOGUE } from "../ai/catalogue";
import { costEstimateResponseSchema, costSummaryResponseSchema, projectCostResponseSchema, spendingResponseSchema } from "../contract/cost";
import { insertResponse } from "../db/agent-records";
import { createDb } from "../db/client";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

/** A model call recorded for a task of the project, as the model runner records one. */
async function recordCall(projectId: string, taskId: string, model: string, tokensIn: number, tokensOut: number, costNanoUsd: number) {
  await insertResponse(createDb(env.DB), projectId, { agentType: "backend", taskId, response: "done", model, tokensIn, tokensOut, costNanoUsd });
}

describe("cost summary", () => {
  it("is true zeros for a new account", async () => {
    const { token } = await signUp();
    const res = await call("GET", "/cost-optimization/summary", { token });
    expect(res.status).toBe(200);
    expect(costSummaryResponseSchema.parse(res.body).data).toEqual({
      totalCost: 0,
      requests: 0,
      averageCostPerRequest: 0,
      totalTokens: 0,
      modelUsage: {},
      projectUsage: [],
    });
  });

  it("counts the built-in engine's task runs at no cost, and adds model calls to the nanodollar", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    await waitForSettled(token, project.id);
    const tasks = await tasksOf(token, project.id);
    const runs = tasks.length;
    const taskId = tasks[0]?.id ?? "";
    const builtin = costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token })).body).data;
    expect(builtin).toEqual({
      totalCost: 0,
      requests: runs,
      averageCostPerRequest: 0,
      totalTokens: 0,
      modelUsage: { builtin: 0 },
      projectUsage: [{ projectId: project.id, name: project.name, deleted: false, cost: 0 }],
    });

    // Three calls of a third of a cent each: exactly one cent, which floating-point dollars would miss.
    for (let call = 0; call < 3; call += 1) await recordCall(project.id, taskId, "m", 1000, 500, 3_333_333);
    await recordCall(project.id, taskId, "m", 0, 0, 1);
    const summary = costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token })).body).data;
    expect(summary.totalCost).toBe(0.01);
    expect(summary).toMatchObject({ requests: runs + 4, totalTokens: 4500, modelUsage: { builtin: 0, m: 0.01 } });
    expect(summary.averageCostPerRequest).toBeCloseTo(0.01 / (runs + 4), 12);

    // Another user's spend is not in it.
    const other = await signUp();
    const theirs = costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token: other.token })).body).data;
    expect(theirs.requests).toBe(0);
  });
});

describe("a project's spending", () => {
  it("answers on both routes with the same figures, for the owner only", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const taskId = await env.DB.prepare(
      "INSERT INTO tasks (id, project_id, key, agent_type, name, description, status, position) VALUES (?, ?, 'rest-api', 'backend', 'REST API', '', 'completed', 0) RETURNING id",
    )
      .bind(crypto.randomUUID(), project.id)
      .first<string>("id");
    await recordCall(project.id, taskId ?? "", "@cf/meta/llama-3.2-3b-instruct", 1500, 350, 194_750);
    const stats = projectCostResponseSchema.parse((await call("GET", `/ai/cost/project/${project.id}`, { token })).body).stats;
    expect(stats).toEqual({
      total: 0.00019475,
      tasks: 1,
      byModel: { "@cf/meta/llama-3.2-3b-instruct": 0.00019475 },
      byAgent: { backend: 0.00019475 },
    });
    const fallback = spendingResponseSchema.parse((await call("GET", `/cost-optimization/${project.id}/spending`, { token })).body).data;
    expect(fallback).toEqual(stats);

    const stranger = await signUp();
    for (const path of [`/ai/cost/project/${project.id}`, `/cost-optimization/${project.id}/spending`, `/cost-optimization/${project.id}/estimate`]) {
      expect(await call("GET", path, { token: stranger.token })).toMatchObject({ status: 404, body: { message: "Project not found" } });
      expect((await call("GET", path)).status).toBe(401);
    }
    expect((await call("GET", "/ai/cost/project/not-an-id", { token })).status).toBe(404);
    expect((await call("GET", `/cost-optimization/${crypto.randomUUID()}/estimate`, { token })).status).toBe(404);
  });
});

describe("a project's estimate", () => {
  it("prices the plan the architect would make, with the Workers AI catalogue when no model is configured", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const before = costEstimateResponseSchema.parse((await call("GET", `/cost-optimization/${project.id}/estimate`, { token })).body).data;
    expect(before.pricing).toEqual({ provider: "builtin", configured: false, models: WORKERS_AI_CATALOGUE.map((model) => model.id) });
    expect(before.calls).toBeGreaterThan(5);
    const { auto, budget, balanced, premium } = before.estimatedCosts;
    expect(budget).toBeGreaterThan(0);
    expect(auto).toBeGreaterThanOrEqual(budget);
    expect(balanced).toBeGreaterThanOrEqual(auto);
    expect(premium).toBeGreaterThan(balanced);
    expect(before.estimatedCost).toBe(auto);

    // Once planned, the plan's own tasks are counted.
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    const planned = (await tasksOf(token, project.id)).length;
    const after = costEstimateResponseSchema.parse((await call("GET", `/cost-optimization/${project.id}/estimate`, { token })).body).data;
    expect(after.calls).toBe(planned);
  });
});
