import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WORKERS_AI_CATALOGUE } from "../ai/catalogue";
import { calendarMonthOf } from "../ai/limits";
import { responsesResponseSchema } from "../contract/agents";
import type { UsageRecord } from "../contract/queue";
import { costEstimateResponseSchema, costSummaryResponseSchema, projectCostResponseSchema, SPEND_CHART_DAYS, spendingResponseSchema } from "../contract/cost";
import { attachReport, insertResponse } from "../db/agent-records";
import { createDb } from "../db/client";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

/** A model call recorded for a task of the project, as the model runner records one. */
async function recordCall(
  projectId: string,
  taskId: string,
  model: string,
  tokensIn: number,
  tokensOut: number,
  costNanoUsd: number,
  more: Partial<Pick<UsageRecord, "agentType" | "modelCalls" | "estimated">> = {},
) {
  return insertResponse(createDb(env.DB), projectId, { agentType: "backend", taskId, response: "done", model, tokensIn, tokensOut, costNanoUsd, ...more });
}

/** Dates a ledger line, as if its call had been made at `at`. */
async function datedAt(responseId: string, at: string) {
  await env.DB.prepare("UPDATE ai_spend SET created_at = ? WHERE response_id = ?").bind(at, responseId).run();
}

/** The summary's chart of a user who spent nothing in the last SPEND_CHART_DAYS days: every day, at 0. */
function quietDays(today = new Date()) {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: SPEND_CHART_DAYS }, (_, index) => ({
    day: new Date(midnight - (SPEND_CHART_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    cost: 0,
    runs: 0,
    estimated: false,
  }));
}

/** The test environment's monthly limit (vitest.config.mts), as the summary shows it to an account that spent `spent`. */
const monthlyLimit = (spent: number) => ({ limit: 100, spentThisMonth: spent, resetsAt: calendarMonthOf(new Date()).resetsAt });

async function summaryOf(token: string) {
  return costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token })).body).data;
}

async function taskOf(projectId: string, agentType = "backend") {
  const taskId = await env.DB.prepare(
    "INSERT INTO tasks (id, project_id, key, agent_type, name, description, status, position) VALUES (?, ?, ?, ?, 'A task', '', 'completed', 0) RETURNING id",
  )
    .bind(crypto.randomUUID(), projectId, `task-${crypto.randomUUID()}`, agentType)
    .first<string>("id");
  return taskId ?? "";
}

describe("cost summary", () => {
  it("is true zeros for a new account", async () => {
    const { token } = await signUp();
    const res = await call("GET", "/cost-optimization/summary", { token });
    expect(res.status).toBe(200);
    expect(costSummaryResponseSchema.parse(res.body).data).toEqual({
      totalCost: 0,
      requests: 0,
      builtinRuns: 0,
      averageCostPerRequest: 0,
      totalTokens: 0,
      estimated: false,
      modelUsage: {},
      estimatedModels: [],
      projectUsage: [],
      monthlyLimit: monthlyLimit(0),
      byDay: quietDays(),
    });
  });

  it("counts the built-in engine's task runs as built-in runs at no cost, never as requests, and adds model calls to the nanodollar", async () => {
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
      requests: 0,
      builtinRuns: runs,
      averageCostPerRequest: 0,
      totalTokens: 0,
      estimated: false,
      modelUsage: { builtin: 0 },
      estimatedModels: [],
      projectUsage: [{ projectId: project.id, name: project.name, deleted: false, cost: 0, estimated: false }],
      monthlyLimit: monthlyLimit(0),
      byDay: quietDays().map((day, index) => (index === SPEND_CHART_DAYS - 1 ? { ...day, runs } : day)),
    });
    const projectSpending = spendingResponseSchema.parse((await call("GET", `/cost-optimization/${project.id}/spending`, { token })).body).data;
    expect(projectSpending).toMatchObject({ tasks: runs, builtinRuns: runs, modelCalls: 0, estimated: false });
    // Every task ran once, on the built-in engine, in the plan's order: one line each, at no cost.
    expect(projectSpending.byTask).toHaveLength(runs);
    expect(projectSpending.byTask.every((line) => line.cost === 0 && line.runs === 1 && line.modelCalls === 0 && line.taskId !== null)).toBe(true);
    expect(new Set(projectSpending.byTask.map((line) => line.taskId))).toEqual(new Set(tasks.map((task) => task.id)));

    // Three calls of a third of a cent each: exactly one cent, which floating-point dollars would miss.
    for (let call = 0; call < 3; call += 1) await recordCall(project.id, taskId, "m", 1000, 500, 3_333_333);
    await recordCall(project.id, taskId, "m", 0, 0, 1);
    const summary = costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token })).body).data;
    expect(summary.totalCost).toBe(0.01);
    expect(summary).toMatchObject({ requests: 4, builtinRuns: runs, totalTokens: 4500, modelUsage: { builtin: 0, m: 0.01 } });
    expect(summary.averageCostPerRequest).toBeCloseTo(0.01 / 4, 12);

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
    await recordCall(project.id, await taskOf(project.id), "@cf/meta/llama-3.2-3b-instruct", 1500, 350, 194_750);
    const stats = projectCostResponseSchema.parse((await call("GET", `/ai/cost/project/${project.id}`, { token })).body).stats;
    expect(stats).toEqual({
      total: 0.00019475,
      tasks: 1,
      modelCalls: 1,
      builtinRuns: 0,
      estimated: false,
      byModel: { "@cf/meta/llama-3.2-3b-instruct": 0.00019475 },
      byAgent: { backend: 0.00019475 },
      estimatedModels: [],
      estimatedAgents: [],
      byTask: [{ taskId: stats.byTask[0]?.taskId ?? "", name: "A task", agentType: "backend", cost: 0.00019475, runs: 1, modelCalls: 1, estimated: false }],
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

describe("spend over time and per task", () => {
  it("charts the user's spend per UTC day, every one of the last days listed, older spend left out", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { name: "Daily", wizard_data: FULL_WIZARD });
    const taskId = await taskOf(project.id);
    await recordCall(project.id, taskId, "m", 100, 50, 2_500_000);
    await recordCall(project.id, taskId, "m", 100, 50, 500_000, { estimated: true });
    // Spend from before the chart's first day, and from two days ago.
    await datedAt(await recordCall(project.id, taskId, "m", 100, 50, 9_000_000), "2020-01-01T00:00:00.000Z");
    await datedAt(await recordCall(project.id, taskId, "m", 100, 50, 1_000), new Date(Date.now() - 2 * 86_400_000).toISOString());

    const { byDay, totalCost } = await summaryOf(token);
    expect(totalCost).toBe(0.012001);
    const spent: Record<number, { cost: number; runs: number; estimated?: boolean }> = {
      [SPEND_CHART_DAYS - 1]: { cost: 0.003, runs: 2, estimated: true },
      [SPEND_CHART_DAYS - 3]: { cost: 0.000001, runs: 1 },
    };
    expect(byDay).toEqual(quietDays().map((day, index) => ({ ...day, ...spent[index] })));

    // Another user's days are their own.
    const other = await signUp();
    expect((await summaryOf(other.token)).byDay).toEqual(quietDays());
  });

  it("lists a project's spend per task in the order the tasks first ran, a task re-planned away under one line", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const design = await taskOf(project.id, "architect");
    const api = await taskOf(project.id, "backend");
    const gone = await taskOf(project.id, "frontend");
    const calls = [
      await recordCall(project.id, design, "m", 100, 50, 3_000_000, { agentType: "architect", modelCalls: 2 }),
      await recordCall(project.id, api, "m", 100, 50, 1_000_000, { estimated: true }),
      await recordCall(project.id, design, "m", 100, 50, 1_000_000, { agentType: "architect" }),
      await recordCall(project.id, gone, "m", 100, 50, 4_000, { agentType: "frontend" }),
    ];
    // One second apart, in the order they were made.
    for (const [index, responseId] of calls.entries()) await datedAt(responseId, new Date(Date.UTC(2026, 0, 5, 10, 0, index)).toISOString());
    await env.DB.prepare("DELETE FROM tasks WHERE id = ?").bind(gone).run();

    const stats = projectCostResponseSchema.parse((await call("GET", `/ai/cost/project/${project.id}`, { token })).body).stats;
    expect(stats.byTask).toEqual([
      { taskId: design, name: "A task", agentType: "architect", cost: 0.004, runs: 2, modelCalls: 3, estimated: false },
      { taskId: api, name: "A task", agentType: "backend", cost: 0.001, runs: 1, modelCalls: 1, estimated: true },
      { taskId: null, name: "Tasks no longer in the plan", agentType: "frontend", cost: 0.000004, runs: 1, modelCalls: 1, estimated: false },
    ]);
    expect(stats.total).toBe(0.005004);
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

describe("estimated spend", () => {
  it("is marked on every figure that includes an estimated call: totals, models, agents, projects and the response", async () => {
    const { token } = await signUp();
    const counted = await createProject(token, { name: "Counted", wizard_data: FULL_WIZARD });
    const reported = await createProject(token, { name: "Reported", wizard_data: FULL_WIZARD });
    // A design answered twice, one answer's tokens counted by AppForge (the provider reported none).
    await recordCall(counted.id, await taskOf(counted.id, "architect"), "guessed", 3000, 900, 2_000_000, { agentType: "architect", modelCalls: 2, estimated: true });
    await recordCall(reported.id, await taskOf(reported.id), "exact", 1000, 100, 1_000_000);

    const summary = await summaryOf(token);
    expect(summary).toMatchObject({ totalCost: 0.003, requests: 3, builtinRuns: 0, totalTokens: 5000, estimated: true, estimatedModels: ["guessed"] });
    expect(summary.projectUsage).toEqual([
      { projectId: counted.id, name: "Counted", deleted: false, cost: 0.002, estimated: true },
      { projectId: reported.id, name: "Reported", deleted: false, cost: 0.001, estimated: false },
    ]);

    const spending = spendingResponseSchema.parse((await call("GET", `/cost-optimization/${counted.id}/spending`, { token })).body).data;
    expect(spending).toMatchObject({ total: 0.002, tasks: 1, modelCalls: 2, estimated: true, estimatedModels: ["guessed"], estimatedAgents: ["architect"] });
    const exact = projectCostResponseSchema.parse((await call("GET", `/ai/cost/project/${reported.id}`, { token })).body).stats;
    expect(exact).toMatchObject({ estimated: false, modelCalls: 1, estimatedModels: [], estimatedAgents: [] });

    const [response] = responsesResponseSchema.parse((await call("GET", `/agents/${counted.id}/responses`, { token })).body).responses;
    expect(response).toMatchObject({ model: "guessed", modelCalls: 2, estimated: true, tokens: 3900, cost: 0.002 });
  });

  it("follows a response whose report replaced its usage into the ledger", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const db = createDb(env.DB);
    const responseId = await insertResponse(db, project.id, { agentType: "backend", taskId: await taskOf(project.id), response: "Built-in report.", model: "builtin", tokensIn: 0, tokensOut: 0, costNanoUsd: 0 });
    expect(await summaryOf(token)).toMatchObject({ requests: 0, builtinRuns: 1, estimated: false });
    await attachReport(db, project.id, responseId, "Built-in report.".length, { response: "The model's report.", model: "m", tokensIn: 500, tokensOut: 80, costNanoUsd: 90_000, estimated: true });
    expect(await summaryOf(token)).toMatchObject({ requests: 1, builtinRuns: 0, estimated: true, estimatedModels: ["m"] });
  });
});
