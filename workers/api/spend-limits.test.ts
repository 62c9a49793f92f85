import { env, runInDurableObject } from "cloudflare:test";
import { MockLanguageModelV4 } from "ai/test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { calendarMonthOf } from "../ai/limits";
import { responsesResponseSchema } from "../contract/agents";
import { aiStatusResponseSchema, costEstimateResponseSchema, costSummaryResponseSchema } from "../contract/cost";
import { projectResponseSchema } from "../contract/projects";
import { insertResponse } from "../db/agent-records";
import { createDb } from "../db/client";
import { builtinRunner } from "../engine/run-task";
import { modelAgents } from "../project/model-runner";
import type { ProjectRoom } from "../project/project-room";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD, projectBody } from "../../tests/setup/projects";
import { api } from "./app";

// The operator's limits: the default limit of a new project, and the monthly limit of an account (the test
// environment sets AI_MONTHLY_ACCOUNT_LIMIT_USD=100 in vitest.config.mts).

const MODEL_LIST = [{ id: "middle", tier: "balanced" as const, inputPerMTok: 1, outputPerMTok: 3 }];
const MODELS = JSON.stringify(MODEL_LIST);
const WITH_MODEL = { OPENAI_BASE_URL: "http://models.test/limits/v1", AI_MODELS: MODELS };

/** A call through the API with the test environment changed by `vars` (the route reads its settings from it). */
async function callWith(vars: Record<string, string>, method: string, path: string, token: string, body?: unknown) {
  const response = await api.request(
    `/api${path}`,
    {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { ...env, ...vars },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

async function limitOfNewProject(vars: Record<string, string>): Promise<number | null> {
  const { token } = await signUp();
  const created = await callWith(vars, "POST", "/projects", token, projectBody());
  expect(created.status).toBe(201);
  const { project } = projectResponseSchema.parse(created.body);
  const estimate = await call("GET", `/cost-optimization/${project.id}/estimate`, { token });
  return costEstimateResponseSchema.parse(estimate.body).data.settings.spendingLimit;
}

describe("a new project's spending limit", () => {
  it("is the operator's default: $5 with a model configured, none with the built-in engine, or as set", async () => {
    expect(await limitOfNewProject({})).toBeNull();
    expect(await limitOfNewProject(WITH_MODEL)).toBe(5);
    expect(await limitOfNewProject({ ...WITH_MODEL, AI_DEFAULT_PROJECT_LIMIT_USD: "2.5" })).toBe(2.5);
    expect(await limitOfNewProject({ ...WITH_MODEL, AI_DEFAULT_PROJECT_LIMIT_USD: "none" })).toBeNull();
    expect(await limitOfNewProject({ ...WITH_MODEL, AI_DEFAULT_PROJECT_LIMIT_USD: "0" })).toBeNull();
    // Set, it applies with the built-in engine too (which spends nothing).
    expect(await limitOfNewProject({ AI_DEFAULT_PROJECT_LIMIT_USD: "1" })).toBe(1);
  });

  it("keeps the default when the setting cannot be read, and the model settings say so", async () => {
    const vars = { ...WITH_MODEL, AI_DEFAULT_PROJECT_LIMIT_USD: "five dollars" };
    expect(await limitOfNewProject(vars)).toBe(5);
    const { token } = await signUp();
    const status = aiStatusResponseSchema.parse((await callWith(vars, "GET", "/ai/status", token)).body).data;
    expect(status.problems).toContain(
      'AI_DEFAULT_PROJECT_LIMIT_USD must be a number of dollars up to 1,000,000, or 0 or none for no limit, not "five dollars": $5 applies instead',
    );
  });
});

/** A test model that answers every call (the architect's JSON call with an unusable answer: the built-in records stay). */
function testModel() {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text" as const, text: "Done." }],
      finishReason: { unified: "stop" as const, raw: undefined },
      usage: {
        inputTokens: { total: 1200, noCache: 1200, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 300, text: 300, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}

/** A paid call already recorded for a project (no task: a call of an attempt that failed, say). */
async function recordPaidCall(projectId: string, costNanoUsd: number) {
  await insertResponse(createDb(env.DB), projectId, { agentType: "backend", taskId: null, response: "An earlier call.", model: "middle", tokensIn: 1000, tokensOut: 100, costNanoUsd });
}

describe("the account's monthly spending limit", () => {
  it("pauses a project when the account's projects together reach it, and says whose limit it is and when it resets", async () => {
    const { token } = await signUp();
    const shop = await createProject(token, { name: "Shop", wizard_data: FULL_WIZARD });
    const blog = await createProject(token, { name: "Blog", wizard_data: FULL_WIZARD });
    // $60 on one project and $39.99 on the other: $99.99 of the account's $100 this month.
    await recordPaidCall(shop.id, 60_000_000_000);
    await recordPaidCall(blog.id, 39_990_000_000);
    // The blog's own limit is far from reached: it is the account's that stops it.
    expect((await call("PUT", `/cost-optimization/${blog.id}/settings`, { token, body: { spendingLimit: 50 } })).status).toBe(200);
    await runInDurableObject(await getServerByName(env.ProjectRoom, blog.id), (room: ProjectRoom) => {
      room.setAgents(modelAgents(builtinRunner, { models: MODEL_LIST, languageModel: () => testModel() }));
    });

    expect((await call("POST", `/projects/${blog.id}/start`, { token })).status).toBe(200);
    await expect.poll(async () => (await progressOf(token, blog.id)).status, { timeout: 15_000 }).toBe("paused");

    const resetsOn = calendarMonthOf(new Date()).resetsAt.slice(0, 10);
    const waiting = (await tasksOf(token, blog.id)).filter((task) => task.status === "pending" && task.error);
    expect(waiting).toHaveLength(1);
    const reason = waiting[0]?.error ?? "";
    expect(reason).toMatch(/^Paused before ".+": its call to middle could cost up to \$0\.\d+, and \$(99\.99|100\.00) of the account's \$100\.00 monthly spending limit is spent this month, across its projects\./);
    expect(reason).toContain(`It starts again on ${resetsOn} 00:00 UTC; before that only the operator can raise it (the AI_MONTHLY_ACCOUNT_LIMIT_USD setting).`);
    expect(reason).not.toContain("project's owner can raise");
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${blog.id}/responses`, { token })).body).responses;
    expect(responses.some((response) => response.response === reason && response.task_id === null && response.modelCalls === 0)).toBe(true);
    const refused = await call("POST", `/agents/${blog.id}/process`, { token, body: {} });
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringContaining("or its account's monthly one") } });

    // The dashboard's summary shows the month against the limit; spend of an earlier month does not count.
    const month = calendarMonthOf(new Date());
    const summary = () => call("GET", "/cost-optimization/summary", { token }).then((res) => costSummaryResponseSchema.parse(res.body).data);
    expect((await summary()).monthlyLimit).toEqual({ limit: 100, spentThisMonth: 99.99, resetsAt: month.resetsAt });
    await env.DB.prepare("UPDATE ai_spend SET created_at = '2001-01-31T23:59:59.999Z' WHERE project_id = ?").bind(shop.id).run();
    const later = await summary();
    expect(later.monthlyLimit?.spentThisMonth).toBe(39.99);
    expect(later.totalCost).toBe(99.99);

    // Another account's spend is its own.
    const other = await signUp();
    const theirs = costSummaryResponseSchema.parse((await call("GET", "/cost-optimization/summary", { token: other.token })).body).data;
    expect(theirs.monthlyLimit?.spentThisMonth).toBe(0);
  });
});
