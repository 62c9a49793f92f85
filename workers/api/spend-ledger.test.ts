import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { costSummaryResponseSchema, spendingResponseSchema } from "../contract/cost";
import { insertResponse } from "../db/agent-records";
import { createDb } from "../db/client";
import { recordSpend, spentOnProject } from "../db/costs";
import { call, signUp } from "../../tests/setup/api";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

const db = () => createDb(env.DB);

async function addTask(projectId: string): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO tasks (id, project_id, key, agent_type, name, description, status, position) VALUES (?, ?, 'rest-api', 'backend', 'REST API', '', 'completed', 0)",
  )
    .bind(id, projectId)
    .run();
  return id;
}

/** A model call recorded for a task (or, with no task, a note), the way the room records one. */
async function recordCall(projectId: string, taskId: string | null, model: string, tokensIn: number, tokensOut: number, costNanoUsd: number) {
  return insertResponse(db(), projectId, { agentType: "backend", taskId, response: "done", model, tokensIn, tokensOut, costNanoUsd });
}

async function summaryOf(token: string) {
  const answer = await call("GET", "/cost-optimization/summary", { token });
  expect(answer.status).toBe(200);
  return costSummaryResponseSchema.parse(answer.body).data;
}

async function spendingOf(token: string, projectId: string) {
  const answer = await call("GET", `/cost-optimization/${projectId}/spending`, { token });
  expect(answer.status).toBe(200);
  return spendingResponseSchema.parse(answer.body).data;
}

describe("the spend ledger", () => {
  it("keeps a deleted project's spend in the user's totals, and lists the project as deleted", async () => {
    const { token } = await signUp();
    const bakery = await createProject(token, { name: "Bakery", wizard_data: FULL_WIZARD });
    const florist = await createProject(token, { name: "Florist", wizard_data: FULL_WIZARD });
    const bakeryTask = await addTask(bakery.id);
    await recordCall(bakery.id, bakeryTask, "m-large", 2000, 1000, 30_000_000);
    await recordCall(bakery.id, bakeryTask, "m-small", 100, 50, 1_000_000);
    await recordCall(florist.id, await addTask(florist.id), "m-small", 400, 100, 2_000_000);

    const before = await summaryOf(token);
    expect(before).toMatchObject({
      totalCost: 0.033,
      requests: 3,
      builtinRuns: 0,
      averageCostPerRequest: 0.011,
      totalTokens: 3650,
      modelUsage: { "m-large": 0.03, "m-small": 0.003 },
      projectUsage: [
        { projectId: bakery.id, name: "Bakery", deleted: false, cost: 0.031, estimated: false },
        { projectId: florist.id, name: "Florist", deleted: false, cost: 0.002, estimated: false },
      ],
    });

    expect((await call("DELETE", `/projects/${bakery.id}`, { token })).status).toBe(200);
    const after = await summaryOf(token);
    expect(after).toEqual({
      ...before,
      projectUsage: [
        { projectId: bakery.id, name: "Bakery", deleted: true, cost: 0.031, estimated: false },
        { projectId: florist.id, name: "Florist", deleted: false, cost: 0.002, estimated: false },
      ],
    });

    // The deleted project's own figures are gone with it; the other project's are as they were.
    expect(await call("GET", `/cost-optimization/${bakery.id}/spending`, { token })).toMatchObject({ status: 404, body: { message: "Project not found" } });
    expect(await spendingOf(token, florist.id)).toMatchObject({ total: 0.002, tasks: 1, modelCalls: 1, byModel: { "m-small": 0.002 }, byAgent: { backend: 0.002 } });
    expect(await spentOnProject(db(), florist.id)).toBe(2_000_000);

    // Another user's summary holds none of it.
    const other = await signUp();
    expect(await summaryOf(other.token)).toMatchObject({ totalCost: 0, requests: 0, builtinRuns: 0, averageCostPerRequest: 0, totalTokens: 0, modelUsage: {}, projectUsage: [] });
  });

  it("holds task runs and paid calls, not free notes; a response's usage replaced later updates its line", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const taskId = await addTask(project.id);
    const run = await recordCall(project.id, taskId, "builtin", 0, 0, 0);
    await recordCall(project.id, null, "builtin", 0, 0, 0);
    await recordCall(project.id, null, "m", 10, 5, 4_000);
    expect(await spendingOf(token, project.id)).toMatchObject({
      total: 0.000004,
      tasks: 2,
      builtinRuns: 1,
      modelCalls: 1,
      byModel: { builtin: 0, m: 0.000004 },
      byAgent: { backend: 0.000004 },
    });

    // A report that took the built-in response's place: the response row changes, then the ledger follows it.
    await env.DB.prepare("UPDATE ai_responses SET model = 'm', tokens_in = 300, tokens_out = 200, cost_nano_usd = 96000, model_calls = 1 WHERE id = ?").bind(run).run();
    await recordSpend(db(), run);
    expect(await spendingOf(token, project.id)).toMatchObject({ total: 0.0001, tasks: 2, builtinRuns: 0, modelCalls: 2, byModel: { m: 0.0001 }, byAgent: { backend: 0.0001 } });
    expect(await spentOnProject(db(), project.id)).toBe(100_000);
    expect((await summaryOf(token)).totalTokens).toBe(515);
  });

  it("is backfilled by its migration from the responses recorded before it", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { name: "Old Shop", wizard_data: FULL_WIZARD });
    const taskId = await addTask(project.id);
    const insert = env.DB.prepare(
      "INSERT INTO ai_responses (id, project_id, task_id, agent_type, response, model, tokens_in, tokens_out, cost_nano_usd, created_at) VALUES (?, ?, ?, 'backend', 'done', ?, ?, ?, ?, '2024-01-02T03:04:05.000Z')",
    );
    // Written as the code before the ledger wrote them: straight into ai_responses.
    await env.DB.batch([
      insert.bind(crypto.randomUUID(), project.id, taskId, "m", 1000, 500, 7_000_000),
      insert.bind(crypto.randomUUID(), project.id, null, "builtin", 0, 0, 0),
    ]);
    expect((await summaryOf(token)).requests).toBe(0);

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith("_ai_spend_ledger.sql"));
    const backfill = migration?.queries.find((query) => query.includes("INSERT INTO `ai_spend`"));
    if (!backfill) throw new Error("the ledger's migration has no backfill");
    await env.DB.prepare(backfill).run();
    // Recorded before calls were counted: the migration that counts them says a model's response made one.
    const counting = env.TEST_MIGRATIONS.find((m) => m.name.endsWith("_usage_model_calls.sql"));
    const counts = counting?.queries.filter((query) => query.includes("SET `model_calls` = 1")) ?? [];
    expect(counts).toHaveLength(2);
    for (const query of counts) await env.DB.prepare(query).run();

    const ledger = await env.DB.prepare("SELECT user_id, project_name, model, tokens_in, tokens_out, cost_nano_usd, created_at FROM ai_spend WHERE project_id = ?")
      .bind(project.id)
      .all();
    const me = z.object({ user: z.object({ id: z.string() }) }).parse((await call("GET", "/auth/me", { token })).body).user;
    expect(ledger.results).toEqual([
      { user_id: me.id, project_name: "Old Shop", model: "m", tokens_in: 1000, tokens_out: 500, cost_nano_usd: 7_000_000, created_at: "2024-01-02T03:04:05.000Z" },
    ]);
    expect(await summaryOf(token)).toMatchObject({ totalCost: 0.007, requests: 1, builtinRuns: 0, totalTokens: 1500 });
    const counted = await env.DB.prepare("SELECT model, model_calls FROM ai_responses WHERE project_id = ? ORDER BY model").bind(project.id).all();
    expect(counted.results).toEqual([
      { model: "builtin", model_calls: 0 },
      { model: "m", model_calls: 1 },
    ]);
  });
});
