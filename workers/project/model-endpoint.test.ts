import { describe, expect, it } from "vitest";
import { withDefaults } from "../ai/config";
import { outputCapFor } from "../ai/model-call";
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from "../ai/tokens";
import { call } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { FAKE_MODEL_REPORT } from "../../tests/setup/fake-model";
import { endpointAgents, fresh, projectWithAgents, runToEnd, seenBy, waitForReports } from "../../tests/setup/model-room";

// The agents on a real OpenAI-compatible provider (the AI SDK's, as configured from AI_MODELS) talking HTTP to
// a stand-in endpoint that answers as such endpoints do, badly included (tests/setup/fake-model.ts).

const systemOf = (body: Record<string, unknown>) => JSON.stringify(body.messages);
const isDesignCall = (body: Record<string, unknown>) => body.response_format !== undefined || /Answer with one JSON object/.test(systemOf(body));

/**
 * A shop project run to its end on one model of the endpoint: its end state and responses, the request bodies
 * the model received, those that asked for the design, and the architect's response.
 */
async function runOn(model: { id: string } & Record<string, unknown>, timeout?: number) {
  const { token, project } = await projectWithAgents(endpointAgents([model]));
  const { status, responses } = await runToEnd(token, project.id, timeout);
  const seen = (await seenBy(model.id)).map((entry) => entry.body);
  const architect = responses.find((response) => response.agentType === "architect")?.response ?? "";
  return { token, project, status, responses, seen, design: seen.filter(isDesignCall), architect };
}

describe("a model endpoint as it really answers", () => {
  it("takes the schema as the response format where the endpoint enforces one, and leaves it out of the prompt", async () => {
    const id = fresh("plain");
    const { status, design, architect } = await runOn({ id });
    expect(status).toBe("completed");
    expect(design).toHaveLength(1);
    expect(design[0]?.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: false, name: "response" } });
    expect(JSON.stringify(design[0]?.response_format)).toContain('"entities"');
    expect(systemOf(design[0] ?? {})).not.toContain("matching this JSON schema");
    expect(architect).toContain(`Records decided by ${id}: `);
  });

  it("reads a design wrapped in a Markdown fence, from an endpoint that only takes json_object", async () => {
    const id = fresh("fenced");
    const { status, design, architect } = await runOn({ id, structuredOutput: "json-object" });
    expect(status).toBe("completed");
    // One question was enough: the fence is no reason to ask again.
    expect(design).toHaveLength(1);
    expect(design[0]?.response_format).toEqual({ type: "json_object" });
    expect(systemOf(design[0] ?? {})).toContain("matching this JSON schema");
    expect(architect).toContain(`Records decided by ${id}: `);
  });

  it("sends no response format to an endpoint without JSON mode, and reads the JSON out of its prose", async () => {
    const id = fresh("prose");
    const { status, seen, design, architect } = await runOn({ id, structuredOutput: "none" });
    expect(status).toBe("completed");
    expect(seen.every((body) => body.response_format === undefined)).toBe(true);
    expect(design).toHaveLength(1);
    expect(architect).toContain(`Records decided by ${id}: `);
  });

  it("keeps a design whose only fault is its samples, with valid samples in their place", async () => {
    const id = fresh("bad-samples");
    const { token, project, status, design, architect } = await runOn({ id });
    expect(status).toBe("completed");
    expect(design).toHaveLength(1);
    expect(architect).toContain(`Records decided by ${id}: `);
    expect(architect).toMatch(new RegExp(`Sample records of [A-Z][a-z]+ from ${id.replace("#", "\\#")} broke a rule of the app, so built-in samples that keep the rules stand in for them\\.`));
    const files = (await call("GET", `/project-files/${project.id}/download`, { token })).body as { files: { path: string; content: string }[] };
    const seed = files.files.find((file) => file.path === "scripts/sample-data.json")?.content ?? "";
    expect(seed).not.toContain('"cheap"');
    expect(seed).toContain('"price": ');
  });

  it("waits as long as a 429's Retry-After asks before the next attempt, and says until when", async () => {
    const id = fresh("rate-limited");
    const { token, project } = await projectWithAgents(endpointAgents([{ id }]));
    await call("POST", `/projects/${project.id}/start`, { token });
    // The first attempt is refused; the architect waits, and the screen is told until when.
    await expect
      .poll(async () => (await tasksOf(token, project.id)).find((task) => task.agent_type === "architect")?.retry_at ?? null, { timeout: 10_000 })
      .not.toBeNull();
    const architect = (await tasksOf(token, project.id)).find((task) => task.agent_type === "architect");
    expect(architect?.error).toMatch(/^The model provider is rate limited \(429\): Rate limit reached for .*\. Attempt 2 of 3 waits until /);
    const statuses = (await progressOf(token, project.id)).agent_statuses;
    expect(statuses.architect).toMatchObject({ status: "waiting" });
    expect(statuses.architect.current_task).toMatch(/: waiting for the model until \d\d:\d\d:\d\d UTC$/);
    expect((await waitForReports(token, project.id)).status).toBe("completed");
    const calls = await seenBy(id);
    // The second call came no sooner than the provider asked (1 s).
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect((await tasksOf(token, project.id)).find((task) => task.agent_type === "architect")).toMatchObject({ status: "completed", attempts: 2, retry_at: null });
  });

  it("gets through a burst of 500s within the task's attempts", async () => {
    const id = fresh("flaky");
    const { token, project } = await projectWithAgents(endpointAgents([{ id }]));
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    const architect = (await tasksOf(token, project.id)).find((task) => task.agent_type === "architect");
    expect(architect).toMatchObject({ status: "completed", attempts: 3 });
  });

  it("counts the tokens of an endpoint that reports no usage, and never records such a call as free", async () => {
    const id = fresh("no-usage");
    const { status, responses } = await runOn({ id });
    expect(status).toBe("completed");
    const paid = responses.filter((response) => response.model === id);
    expect(paid.length).toBeGreaterThan(1);
    expect(paid.every((response) => response.tokens > 100 && response.cost > 0 && response.estimated)).toBe(true);
  });

  it("sends max_completion_tokens to a reasoning model with room to think, and reports what it spent", async () => {
    const id = fresh("reasoning");
    const { status, responses, seen } = await runOn({ id, outputLimit: "max_completion_tokens" });
    expect(status).toBe("completed");
    expect(seen.every((body) => body.max_tokens === undefined && typeof body.max_completion_tokens === "number")).toBe(true);
    // The report's 600 tokens plus the default 4,000 to think.
    expect(seen.filter((body) => !isDesignCall(body)).every((body) => body.max_completion_tokens === 4600)).toBe(true);
    const reports = responses.filter((response) => response.agentType === "frontend");
    expect(reports.every((response) => response.response.startsWith(FAKE_MODEL_REPORT))).toBe(true);
  });

  it("says which setting to raise when a reasoning model thinks its whole cap away, and still counts the calls", async () => {
    const id = fresh("reasoning");
    const { status, responses } = await runOn({ id, outputLimit: "max_completion_tokens", reasoningTokens: 0 }, 30_000);
    expect(status).toBe("completed");
    const frontend = responses.filter((response) => response.agentType === "frontend");
    const report = frontend.find((response) => response.task_id !== null && response.response.includes("could not be written"));
    expect(report?.response).toContain(`spent its whole output cap of 600 tokens before writing (a reasoning model thinks inside it): raise reasoningTokens for ${id} in AI_MODELS`);
    // Each report's three calls that thought without writing are paid for: recorded against its task, at the cap.
    const unwritten = frontend.filter((response) => response.response.includes("could not be written"));
    const paid = frontend.filter((response) => response.response.startsWith("This attempt stopped after a model call that is paid for"));
    expect(paid).toHaveLength(3 * unwritten.length);
    for (const response of unwritten) expect(paid.filter((other) => other.task_id === response.task_id)).toHaveLength(3);
    expect(paid.every((response) => response.model === id && response.cost > 0)).toBe(true);
  });

  it("fails the task with the endpoint's own words when a configured model id does not exist", async () => {
    const { token, project } = await projectWithAgents(endpointAgents([{ id: "no-such-model" }]));
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("failed");
    const architect = (await tasksOf(token, project.id)).find((task) => task.agent_type === "architect");
    expect(architect).toMatchObject({ status: "failed", attempts: 3, retry_at: null });
    expect(architect?.error).toContain("The model `no-such-model` does not exist or you do not have access to it.");
  });

  it("counts a call given up at its deadline at what was sent and its whole cap, as estimated", async () => {
    const id = fresh("silent");
    const { token, project } = await projectWithAgents(endpointAgents([{ id }], 300));
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id, 20_000)).status).toBe("failed");
    const { responses } = (await call("GET", `/agents/${project.id}/responses`, { token })).body as {
      responses: { response: string; model: string; tokens: number; estimated: boolean }[];
    };
    const given = responses.filter((response) => response.response.includes(`The model ${id} did not answer within 0.3 s`));
    expect(given).toHaveLength(3);
    // The design's cap alone is 6,000 tokens out; the brief and the instructions go in.
    expect(given.every((response) => response.model === id && response.estimated && response.tokens > 6000)).toBe(true);
  });
});

describe("a model's context window", () => {
  it("lowers a call's cap so that prompt and answer fit, and refuses a prompt that leaves no room, naming the setting", async () => {
    const setting = withDefaults({ id: "small-context", tier: "balanced", inputPerMTok: 1, outputPerMTok: 2, contextTokens: 4096 });
    // Bytes bound tokens: a short prompt needs no counting.
    expect(await outputCapFor(setting, "A short prompt.", 600, 200)).toBe(600);
    const long = "word ".repeat(3000);
    expect(await outputCapFor(setting, long, 6000, 500)).toBe(4096 - (await countTokens(long)) - MESSAGE_OVERHEAD_TOKENS);
    await expect(outputCapFor(setting, "word ".repeat(3900), 6000, 500)).rejects.toThrow(
      "leaves no room for an answer in its context of 4096 tokens: raise contextTokens for small-context in AI_MODELS",
    );
  });
});
