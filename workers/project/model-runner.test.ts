import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { costEstimateResponseSchema, costSummaryResponseSchema, spendingResponseSchema } from "../contract/cost";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { projectWithAgents, runToEnd, waitForReports } from "../../tests/setup/model-room";
import type { ModelPrice } from "../ai/prices";
import { modelAgents } from "./model-runner";
import { BAKERY_DESIGN } from "../engine/generators/test-inputs";
import { builtinRunner } from "../engine/run-task";
import { EDIT_CALL_MARKER } from "../engine/edits/protocol";
import type { WizardDataInput } from "../contract/projects";
import { FULL_WIZARD } from "../../tests/setup/projects";

const MODELS: ModelPrice[] = [
  { id: "cheap", tier: "budget", inputPerMTok: 0.1, outputPerMTok: 0.4 },
  { id: "middle", tier: "balanced", inputPerMTok: 1, outputPerMTok: 3 },
];

const DESIGN_ANSWER = JSON.stringify({ summary: "Your bakery keeps customers, cakes and cake orders.", ...BAKERY_DESIGN });

/**
 * A test model that answers every call with `text` and the given token counts, and remembers the calls;
 * a call asking for JSON (the architect's) gets the next of `designs`, the last one again when they run out.
 */
function testModel(text: string, tokensIn = 1200, tokensOut = 300, designs: string[] = [DESIGN_ANSWER]) {
  const queue = [...designs];
  return new MockLanguageModelV4({
    doGenerate: async (options) =>
      answer(options.responseFormat?.type === "json" ? ((queue.length > 1 ? queue.shift() : queue[0]) ?? "") : text, tokensIn, tokensOut),
  });
}

/** One answer of a test model: its text and the tokens the provider reports. */
function answer(text: string, tokensIn = 1200, tokensOut = 300) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: "stop" as const, raw: undefined },
    usage: {
      inputTokens: { total: tokensIn, noCache: tokensIn, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: tokensOut, text: tokensOut, reasoning: undefined },
    },
    warnings: [],
  };
}

/** The calls that asked for JSON for the records: the architect's (not a code edit's, which asks for JSON too). */
const designCalls = (model: MockLanguageModelV4) =>
  model.doGenerateCalls.filter((options) => options.responseFormat?.type === "json" && !JSON.stringify(options.prompt).includes(EDIT_CALL_MARKER));

function projectOnModel(model: MockLanguageModelV4, timeoutMs?: number, wizard?: WizardDataInput) {
  const used: string[] = [];
  const agents = modelAgents(builtinRunner, {
    models: MODELS,
    languageModel: (id) => {
      used.push(id);
      return model;
    },
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return projectWithAgents(agents, wizard).then((made) => ({ ...made, used }));
}

describe("agents on a language model", () => {
  it("write every response with the model and account every token at the model's price", async () => {
    const model = testModel("I wrote the data model for your bakery, serving FR-1.");
    const { token, project, used } = await projectOnModel(model);
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    expect((await waitForReports(token, project.id)).status).toBe("completed");
    const tasks = await tasksOf(token, project.id);

    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    expect(responses).toHaveLength(tasks.length);
    const architect = responses.filter((response) => response.agentType === "architect");
    const others = responses.filter((response) => response.agentType !== "architect" && response.agentType !== "deployment");
    expect(others.every((response) => response.response === "I wrote the data model for your bakery, serving FR-1.")).toBe(true);
    // Whatever the model writes, the deployment task says that nothing was deployed.
    const deployment = responses.find((response) => response.agentType === "deployment");
    expect(deployment?.response).toMatch(/^I wrote the data model for your bakery, serving FR-1\.\n\nNothing was deployed: deploying to Vercel needs Vercel connected/);
    expect(responses.every((response) => response.tokens === 1500)).toBe(true);
    // auto: the architect plans on the balanced model, every other agent reports on the budget one.
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
    const first = model.doGenerateCalls.find((options) => options.responseFormat?.type !== "json");
    expect(first?.maxOutputTokens).toBe(600);
    expect(JSON.stringify(first?.prompt)).toContain("Requirements served");
  });

  it("lets the architect's model decide the records, and every later task builds them", async () => {
    const model = testModel("Done.");
    // With its business rule, which the architect is asked to type.
    const { token, project } = await projectOnModel(model, undefined, FULL_WIZARD);
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");

    const design = designCalls(model);
    expect(design).toHaveLength(1);
    expect(design[0]?.maxOutputTokens).toBe(6000);
    const asked = JSON.stringify(design[0]?.prompt);
    expect(asked).toContain("No orders without stock");
    expect(asked).toContain("A word-based reading of the answers found these records");

    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    const architect = responses.find((response) => response.agentType === "architect");
    expect(architect?.response).toMatch(/^Your bakery keeps customers, cakes and cake orders\.\nRecords decided by middle: Customer \(fullName, email\); Cake \(title, price, glutenFree\); Cake order \(reference, customerId → Customer, cakeId → Cake, pickupAt, notes\)\./);

    const files = (await call("GET", `/project-files/${project.id}/download`, { token })).body as { files: { path: string; content: string }[] };
    const appModel = files.files.find((file) => file.path === "docs/app-model.json")?.content ?? "";
    expect(JSON.parse(appModel)).toMatchObject({ entities: [{ name: "Customer", source: "model" }, { name: "Cake" }, { name: "CakeOrder" }] });
    expect(files.files.some((file) => file.content.includes("cake_orders"))).toBe(true);
    expect(files.files.some((file) => file.path.includes("products"))).toBe(false);
    // The plan's tasks trace the new records' requirements.
    const requirementIds = (await tasksOf(token, project.id)).flatMap((task) => task.requirement_ids);
    expect(requirementIds).toContain("ENT-cake-order");
    expect(requirementIds).not.toContain("ENT-product");
  });

  it("re-plans a message after the plan ran: the model changes the records, and the affected work is re-done", async () => {
    const revised = JSON.stringify({
      summary: "Cakes now have a size; orders are gone, as you asked.",
      entities: [
        BAKERY_DESIGN.entities[0],
        { ...BAKERY_DESIGN.entities[1], fields: [...(BAKERY_DESIGN.entities[1]?.fields ?? []), { name: "size", label: "Size", kind: "string", required: false }] },
      ],
    });
    const model = testModel("Done.", 1200, 300, [DESIGN_ANSWER, revised]);
    const { token, project } = await projectOnModel(model);
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");

    await call("POST", `/agents/${project.id}/message`, { token, body: { agent_type: "all", message: "Drop cake orders; cakes need a size" } });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    const asked = designCalls(model);
    expect(asked).toHaveLength(2);
    expect(JSON.stringify(asked[1]?.prompt)).toContain("The entrepreneur's new message: \\\"Drop cake orders; cakes need a size\\\"");

    const tasks = await tasksOf(token, project.id);
    const replan = tasks.find((task) => task.key === "replan-1");
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    const said = responses.find((response) => response.task_id === replan?.id);
    expect(said).toMatchObject({ model: "middle", tokens: 1500 });
    expect(said?.response).toContain("Changes to the records, decided by middle: Cake: added size; Removed Cake order.");
    expect(tasks.filter((task) => task.key.endsWith("#1")).map((task) => task.key)).toEqual(expect.arrayContaining(["data-model#1", "rest-api#1", "qa#1"]));

    // The re-runs replaced the old records' files, and every task now traces the new records.
    const files = (await call("GET", `/project-files/${project.id}/download`, { token })).body as { files: { path: string; content: string }[] };
    expect(files.files.some((file) => /cake[-_]?orders?/i.test(file.path) || file.content.includes("cake_orders"))).toBe(false);
    expect(files.files.some((file) => file.content.includes("size"))).toBe(true);
    expect(tasks.flatMap((task) => task.requirement_ids)).not.toContain("ENT-cake-order");
  });

  it("sends an unusable design back once with its problems, and accounts both calls", async () => {
    const model = testModel("Done.", 1200, 300, ["Here are your entities: cakes and orders", DESIGN_ANSWER]);
    const { token, project } = await projectOnModel(model);
    const { status, responses } = await runToEnd(token, project.id);
    expect(status).toBe("completed");
    const design = designCalls(model);
    expect(design).toHaveLength(2);
    expect(JSON.stringify(design[1]?.prompt)).toContain("Problems to fix: (1) the answer holds no JSON object");
    const architect = responses.find((response) => response.agentType === "architect");
    expect(architect).toMatchObject({ model: "middle", tokens: 3000, cost: 0.0042 });
    expect(architect?.response).toContain("Records decided by middle: Customer");
  });

  it("keeps a design whose samples break a rule, and seeds built-in samples that keep the rules in their place", async () => {
    const withSamples = (price: number | string) =>
      JSON.stringify({
        summary: "Your bakery keeps customers, cakes and cake orders.",
        ...BAKERY_DESIGN,
        entities: BAKERY_DESIGN.entities.map((entity) =>
          entity.name === "Cake" ? { ...entity, samples: [{ title: "Sourdough loaf", price, glutenFree: false }, { title: "Almond tart", price: 18, glutenFree: true }] } : entity,
        ),
      });
    const model = testModel("Done.", 1200, 300, [withSamples("cheap")]);
    const { token, project } = await projectOnModel(model);
    const { status, responses } = await runToEnd(token, project.id);
    expect(status).toBe("completed");
    // The records were right: no second question for the samples.
    expect(designCalls(model)).toHaveLength(1);
    const architect = responses.find((response) => response.agentType === "architect");
    expect(architect?.response).toContain("Records decided by middle: Customer");
    expect(architect?.response).toContain("Sample records of Cake from middle broke a rule of the app, so built-in samples that keep the rules stand in for them.");
    const files = (await call("GET", `/project-files/${project.id}/download`, { token })).body as { files: { path: string; content: string }[] };
    const seed = files.files.find((file) => file.path === "scripts/sample-data.json");
    expect(seed?.content).not.toContain('"cheap"');
    expect(seed?.content).not.toContain("Sourdough loaf");
  });

  it("sends back roles with no managing one, and builds the corrected roles into the backend", async () => {
    const withRoles = (manages: boolean) =>
      JSON.stringify({
        summary: "Your bakery keeps customers, cakes and cake orders.",
        ...BAKERY_DESIGN,
        roles: [
          { name: "Head baker", description: "Runs the shop", manages, signUp: false, writes: [] },
          { name: "Regular", description: "Orders cakes", manages: false, signUp: true, writes: ["Cake order"] },
        ],
      });
    const model = testModel("Done.", 1200, 300, [withRoles(false), withRoles(true)]);
    const { token, project } = await projectOnModel(model);
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    const design = designCalls(model);
    expect(design).toHaveLength(2);
    expect(JSON.stringify(design[0]?.prompt)).toContain("Roles: from the user types answer");
    expect(JSON.stringify(design[1]?.prompt)).toContain("Exactly one role manages (runs the app and assigns roles); 0 do");
    const files = (await call("GET", `/project-files/${project.id}/download`, { token })).body as { files: { path: string; content: string }[] };
    const roles = files.files.find((file) => file.path.endsWith("features/auth/roles.ts"))?.content ?? "";
    expect(roles).toContain('{ name: "head_baker", label: "Head baker", manages: true, signUp: false, writes: ["customers", "cakes", "cake-orders"], owns: [] }');
    expect(roles).toContain('{ name: "regular", label: "Regular", manages: false, signUp: true, writes: ["cake-orders"], owns: [] }');
  });

  it("keeps the built-in records when the model's design is refused twice, and says so", async () => {
    const refused = JSON.stringify({ summary: "Users and cakes.", entities: [{ name: "User", fields: [{ name: "name", label: "Name", kind: "string", required: true }] }] });
    const model = testModel("Done.", 1200, 300, [refused]);
    const { token, project } = await projectOnModel(model);
    const { status, responses } = await runToEnd(token, project.id);
    expect(status).toBe("completed");
    const design = designCalls(model);
    expect(design).toHaveLength(2);
    expect(JSON.stringify(design[1]?.prompt)).toContain('Entity \\"User\\": the app keeps that name for itself');
    const architect = responses.find((response) => response.agentType === "architect");
    expect(architect).toMatchObject({ tokens: 3000, cost: 0.0042 });
    expect(architect?.response).toContain(
      'The model middle did not give a usable app model in two answers (Entity "User": the app keeps that name for itself',
    );
    const requirementIds = (await tasksOf(token, project.id)).flatMap((task) => task.requirement_ids);
    expect(requirementIds).toContain("ENT-product");
  });

  it("fails an attempt whose provider does not answer in time, and the task after its attempts", async () => {
    // A provider that hangs and never answers: only the call's own deadline ends the wait.
    const model = new MockLanguageModelV4({ doGenerate: () => new Promise<never>(() => undefined) });
    const { token, project } = await projectOnModel(model, 100);
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("failed");
    const architectTask = (await tasksOf(token, project.id)).find((task) => task.agent_type === "architect");
    expect(architectTask).toMatchObject({ status: "failed", attempts: 3, error: "The model middle did not answer within 0.1 s" });
    expect(model.doGenerateCalls).toHaveLength(3);
  });

  it("accounts a paid design call when the next call of the same attempt fails", async () => {
    let calls = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        calls += 1;
        if (calls % 2 === 0) throw new Error("upstream model unavailable");
        return answer("not json");
      },
    });
    const { token, project } = await projectOnModel(model);
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("failed");
    const architectTask = (await tasksOf(token, project.id)).find((task) => task.agent_type === "architect");
    expect(architectTask).toMatchObject({ status: "failed", attempts: 3, error: "upstream model unavailable" });
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    const paid = responses.filter((response) => response.task_id === architectTask?.id);
    expect(paid).toHaveLength(3);
    expect(paid.every((response) => response.response === "This attempt stopped after a model call that is paid for: upstream model unavailable")).toBe(true);
    const spending = spendingResponseSchema.parse((await call("GET", `/cost-optimization/${project.id}/spending`, { token })).body).data;
    expect(spending.total).toBe(0.0063);
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

  it("keeps the built-in report, and says why, when the model answers a report with nothing three times", async () => {
    const model = testModel("   ");
    const { token, project } = await projectOnModel(model);
    const { status, responses } = await runToEnd(token, project.id);
    // The code never waited for the reports: every task completed.
    expect(status).toBe("completed");
    // An empty answer is still paid for: each call is recorded against its task.
    const paid = responses.filter((response) => response.response.startsWith("This attempt stopped after"));
    const reported = responses.filter((response) => response.agentType !== "architect" && !paid.includes(response));
    expect(reported.length).toBeGreaterThan(0);
    for (const response of reported) {
      expect(response.model).toBe("builtin");
      expect(response.response).toMatch(/completed ".+" for .+\.[\s\S]*\nThe model's report could not be written after 3 tries \(The model cheap answered with no text\); the built-in report above stands\.$/);
    }
    expect(model.doGenerateCalls.filter((options) => options.responseFormat?.type !== "json")).toHaveLength(reported.length * 3);
    expect(paid).toHaveLength(reported.length * 3);
    expect(paid.every((response) => response.model === "cheap" && response.tokens === 1500 && response.modelCalls === 1)).toBe(true);
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
    expect(waiting[0]?.error).toMatch(/^Paused before ".+": its call to (cheap|middle) could cost up to \$0\.\d+, and \$0\.\d+ of the \$0\.0008 spending limit is spent/);
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    expect(responses.some((response) => response.response === waiting[0]?.error && response.task_id === null)).toBe(true);
    const refused = await call("POST", `/agents/${project.id}/process`, { token, body: {} });
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringContaining("paused at its spending limit") } });

    const raised = await settings(token, project.id, { spendingLimit: null });
    expect(raised.body).toMatchObject({ data: { spendingLimit: null, strategy: "auto", status: "in_progress" } });
    expect((await waitForReports(token, project.id)).status).toBe("completed");
  });

  it("resumes on a cheaper strategy, and pauses again before the limit", async () => {
    const { token, project } = await projectOnModel(testModel("Done.", 1200, 600));
    // The architect's design call on the balanced model cannot fit (up to $0.0274); on the budget model it
    // (up to $0.0033) and a few reports do, but not the whole plan ($0.00036 a call).
    expect((await settings(token, project.id, { spendingLimit: 0.004 })).status).toBe(200);
    await call("POST", `/projects/${project.id}/start`, { token });
    await expect.poll(async () => (await progressOf(token, project.id)).status, { timeout: 15_000 }).toBe("paused");
    expect(await spent(token, project.id)).toBe(0);

    const budget = await settings(token, project.id, { strategy: "budget" });
    expect(budget.body).toMatchObject({ data: { strategy: "budget", spendingLimit: 0.004 } });
    await expect.poll(async () => (await progressOf(token, project.id)).status, { timeout: 15_000 }).toBe("paused");
    const done = (await tasksOf(token, project.id)).filter((task) => task.status === "completed");
    expect(done.length).toBeGreaterThan(0);
    expect(await spent(token, project.id)).toBeLessThanOrEqual(0.004);
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
