import { env, runInDurableObject } from "cloudflare:test";
import { MockLanguageModelV4 } from "ai/test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { costSummaryResponseSchema } from "../contract/cost";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
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
