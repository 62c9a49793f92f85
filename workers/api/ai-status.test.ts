import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { aiStatusResponseSchema } from "../contract/cost";
import { engineResultSchema } from "../contract/agents";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { MODEL_LIST_KEY } from "../../tests/setup/fake-model-list";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { api } from "./app";

// The model settings, checked: GET /api/ai/status and the answer of a project's start. The endpoint's list of
// models is played by tests/setup/fake-model-list.ts at models.test (each test its own path, so the check
// cached per isolate is its own).

const modelsJson = (...ids: string[]) => JSON.stringify(ids.map((id) => ({ id, tier: "budget", inputPerMTok: 0.15, outputPerMTok: 0.6 })));

/** A call through the API with the test environment changed by `vars`: the routes read the model settings from it. */
async function callWith(vars: Record<string, unknown>, method: string, path: string, token: string) {
  const response = await api.request(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` } }, { ...env, ...vars });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function statusWith(vars: Record<string, unknown>) {
  const { token } = await signUp();
  const answer = await callWith(vars, "GET", "/ai/status", token);
  expect(answer.status).toBe(200);
  return aiStatusResponseSchema.parse(answer.body).data;
}

/** How often the fake endpoint was asked for this path's model list. */
async function timesAsked(path: string): Promise<number> {
  const answer = await fetch(`http://models.test/_fake/asked?path=${encodeURIComponent(path)}`);
  return z.object({ asked: z.number() }).parse(await answer.json()).asked;
}

describe("the model settings' check", () => {
  it("has nothing to say about the built-in engine, and answers signed-in users only", async () => {
    const { token } = await signUp();
    const res = await call("GET", "/ai/status", { token });
    expect(aiStatusResponseSchema.parse(res.body).data).toEqual({ provider: "builtin", models: [], problems: [] });
    expect((await call("GET", "/ai/status")).status).toBe(401);
  });

  it("names a setting the built-in engine runs instead of", async () => {
    const status = await statusWith({ OPENAI_BASE_URL: "not a url", AI_MODELS: modelsJson("gpt-4o-mini") });
    expect(status).toEqual({ provider: "builtin", models: [], problems: ["OPENAI_BASE_URL is not a URL: the built-in engine does every task instead."] });
  });

  it("finds nothing wrong when the endpoint lists every configured model, and asks it once in a few minutes", async () => {
    const vars = { OPENAI_BASE_URL: "http://models.test/listed/v1", OPENAI_API_KEY: MODEL_LIST_KEY, AI_MODELS: modelsJson("gpt-4o-mini", "gpt-4o") };
    expect(await statusWith(vars)).toEqual({ provider: "openai-compatible", models: ["gpt-4o-mini", "gpt-4o"], problems: [] });
    expect(await statusWith(vars)).toMatchObject({ problems: [] });
    expect(await timesAsked("/listed/v1/models")).toBe(1);
  });

  it("names a configured model the endpoint does not list, also in the answer of a project's start", async () => {
    const vars = { OPENAI_BASE_URL: "http://models.test/lacking/v1", OPENAI_API_KEY: MODEL_LIST_KEY, AI_MODELS: modelsJson("gpt-4o-mini", "gpt-5-nano") };
    // Which other models the endpoint serves is not shown to every user.
    const problem = `The model endpoint does not list "gpt-5-nano", named in AI_MODELS: calls to it will fail. Check the ids against the endpoint's GET /models.`;
    expect((await statusWith(vars)).problems).toEqual([problem]);

    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const started = await callWith(vars, "POST", `/projects/${project.id}/start`, token);
    expect(started.status).toBe(200);
    expect(engineResultSchema.parse(started.body).message).toMatch(new RegExp(`^Planned \\d+ tasks; the agents are at work\\. Check the model settings: ${escape(problem)}$`));
    // The room of this test runs the built-in engine: the project goes on.
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
  });

  it("says when the endpoint refuses the key, or wants one that is not set", async () => {
    const models = modelsJson("gpt-4o-mini");
    const wrong = await statusWith({ OPENAI_BASE_URL: "http://models.test/wrong-key/v1", OPENAI_API_KEY: "sk-proj-not-the-key-9999", AI_MODELS: models });
    expect(wrong.problems).toHaveLength(1);
    // The endpoint's own words (which quote part of the key) go to the log, not to every user.
    expect(wrong.problems[0]).toBe("The model endpoint (OPENAI_BASE_URL) refused the key (OPENAI_API_KEY): it answered 401. Model calls fail until it accepts one.");
    expect(wrong.problems[0]).not.toContain("9999");
    expect(wrong.problems[0]).not.toContain("not-the-key");
    const none = await statusWith({ OPENAI_BASE_URL: "http://models.test/no-key/v1", AI_MODELS: models });
    expect(none.problems).toEqual(["The model endpoint (OPENAI_BASE_URL) wants a key, and OPENAI_API_KEY is not set: it answered 401. Model calls fail until it accepts one."]);
  });

  it("says when the endpoint cannot be reached, and when its answer is not a model list it says the list could not be checked", async () => {
    const models = modelsJson("gpt-4o-mini");
    const unreachable = await statusWith({ OPENAI_BASE_URL: "http://models.test/silent/v1", AI_MODELS: models });
    expect(unreachable.problems).toEqual(["The model endpoint (OPENAI_BASE_URL) could not be reached (no answer within 5 s): model calls fail until it answers."]);
    const notAList = await statusWith({ OPENAI_BASE_URL: "http://models.test/not-a-list/v1", OPENAI_API_KEY: MODEL_LIST_KEY, AI_MODELS: models });
    expect(notAList.problems).toEqual([
      `The model list could not be checked: the endpoint's answer to GET /models is not a model list, so whether it serves "gpt-4o-mini" is not known.`,
    ]);
  });

  it("does not ask Workers AI for a list: its binding is trusted", async () => {
    const status = await statusWith({ AI_PROVIDER: "workers-ai", AI: { run: async () => ({}) } });
    expect(status.provider).toBe("workers-ai");
    expect(status.problems).toEqual([]);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
