import { describe, expect, it } from "vitest";
import { WORKERS_AI_CATALOGUE } from "./catalogue";
import { aiConfigFrom, withDefaults } from "./config";
import { DEFAULT_TOKENS, callKindOf, estimatePlan, tokenFigures } from "./estimate";
import { usdFromNano } from "../contract/usage";
import { costNanoUsd, type ModelPrice } from "./prices";
import { pickModel, tierFor } from "./strategy";

const MODELS: ModelPrice[] = [
  { id: "small", tier: "budget", inputPerMTok: 0.1, outputPerMTok: 0.4 },
  { id: "smaller", tier: "budget", inputPerMTok: 0.05, outputPerMTok: 0.2 },
  { id: "middle", tier: "balanced", inputPerMTok: 0.5, outputPerMTok: 1.5 },
  { id: "large", tier: "premium", inputPerMTok: 3, outputPerMTok: 15 },
];

describe("prices", () => {
  it("costs tokens times the price per token, in whole nanodollars", () => {
    expect(costNanoUsd({ tokensIn: 1_000_000, tokensOut: 0 }, { inputPerMTok: 0.15, outputPerMTok: 0 })).toBe(150_000_000);
    expect(costNanoUsd({ tokensIn: 1200, tokensOut: 300 }, { inputPerMTok: 3, outputPerMTok: 15 })).toBe(3_600_000 + 4_500_000);
    expect(usdFromNano(8_100_000)).toBeCloseTo(0.0081, 12);
  });

  it("adds up to the cent over any number of calls", () => {
    // A million one-token calls at $0.15 per million tokens is 15 cents, not a float's drift of it.
    let total = 0;
    for (let call = 0; call < 1_000_000; call += 1) total += costNanoUsd({ tokensIn: 1, tokensOut: 0 }, { inputPerMTok: 0.15, outputPerMTok: 0 });
    expect(total).toBe(150_000_000);
    expect(usdFromNano(total)).toBe(0.15);
  });
});

describe("strategies", () => {
  it("budget, balanced and premium always ask for their tier; auto thinks harder for plans and rules", () => {
    expect(tierFor("budget", "plan")).toBe("budget");
    expect(tierFor("premium", "response")).toBe("premium");
    expect(tierFor("auto", "plan")).toBe("balanced");
    expect(tierFor("auto", "rules")).toBe("balanced");
    expect(tierFor("auto", "response")).toBe("budget");
    expect(tierFor("auto", "docs")).toBe("budget");
  });

  it("picks the cheapest model of the tier, else the nearest tier, the cheaper side first", () => {
    expect(pickModel(MODELS, "budget", "response").id).toBe("smaller");
    expect(pickModel(MODELS, "premium", "response").id).toBe("large");
    const noBalanced = MODELS.filter((model) => model.tier !== "balanced");
    expect(pickModel(noBalanced, "balanced", "plan").id).toBe("smaller");
    expect(pickModel([MODELS[3] as ModelPrice], "budget", "response").id).toBe("large");
    expect(() => pickModel([], "auto", "plan")).toThrow();
  });
});

describe("estimates", () => {
  it("price each planned call with the strategy's model", () => {
    const kinds = ["architect", "backend", "frontend"].map(callKindOf);
    expect(kinds).toEqual(["plan", "response", "response"]);
    const estimates = estimatePlan(kinds, MODELS, DEFAULT_TOKENS);
    const response = costNanoUsd(DEFAULT_TOKENS.response, { inputPerMTok: 0.05, outputPerMTok: 0.2 });
    expect(estimates.budget).toBe(costNanoUsd(DEFAULT_TOKENS.plan, { inputPerMTok: 0.05, outputPerMTok: 0.2 }) + 2 * response);
    expect(estimates.auto).toBe(costNanoUsd(DEFAULT_TOKENS.plan, { inputPerMTok: 0.5, outputPerMTok: 1.5 }) + 2 * response);
    expect(estimates.premium).toBeGreaterThan(estimates.balanced);
    expect(estimates.balanced).toBeGreaterThan(estimates.auto);
  });

  it("learn token figures from the project's own calls", () => {
    const figures = tokenFigures([
      { agentType: "backend", tokensIn: 1000, tokensOut: 100 },
      { agentType: "frontend", tokensIn: 2000, tokensOut: 301 },
    ]);
    expect(figures.response).toEqual({ tokensIn: 1500, tokensOut: 201 });
    expect(figures.plan).toEqual(DEFAULT_TOKENS.plan);
  });
});

describe("configuration", () => {
  const models = JSON.stringify([{ id: "local", tier: "balanced", inputPerMTok: 0, outputPerMTok: 0 }]);

  it("is the built-in engine when nothing is set, priced for estimates with the Workers AI catalogue", () => {
    expect(aiConfigFrom({})).toEqual({
      provider: "builtin",
      models: WORKERS_AI_CATALOGUE.map((model) => withDefaults({ ...model, structuredOutput: "json-object" })),
      problem: null,
    });
    expect(aiConfigFrom({ AI_PROVIDER: "", OPENAI_BASE_URL: "", AI_MODELS: "" }).provider).toBe("builtin");
  });

  it("uses an OpenAI-compatible endpoint with its models; the key is optional", () => {
    const config = aiConfigFrom({ OPENAI_BASE_URL: "http://127.0.0.1:9999/v1", AI_MODELS: models });
    expect(config).toMatchObject({ provider: "openai-compatible", baseUrl: "http://127.0.0.1:9999/v1", apiKey: null });
    expect(config.models.map((model) => model.id)).toEqual(["local"]);
    expect(aiConfigFrom({ OPENAI_BASE_URL: "http://x/v1", OPENAI_API_KEY: " k ", AI_MODELS: models })).toMatchObject({ apiKey: "k" });
  });

  it("uses Workers AI only with the AI binding", () => {
    const binding = { run: async () => ({}) };
    expect(aiConfigFrom({ AI_PROVIDER: "workers-ai", AI: binding })).toMatchObject({ provider: "workers-ai", models: WORKERS_AI_CATALOGUE });
    expect(aiConfigFrom({ AI_PROVIDER: "workers-ai" })).toMatchObject({ provider: "builtin", problem: expect.stringContaining("AI binding") });
  });

  it("says why a setting cannot be used instead of guessing", () => {
    const problem = (env: Parameters<typeof aiConfigFrom>[0]) => {
      const config = aiConfigFrom(env);
      return config.provider === "builtin" ? config.problem : null;
    };
    expect(problem({ OPENAI_BASE_URL: "http://x/v1" })).toContain("AI_MODELS does not list");
    expect(problem({ OPENAI_BASE_URL: "not a url", AI_MODELS: models })).toBe("OPENAI_BASE_URL is not a URL");
    expect(problem({ OPENAI_BASE_URL: "http://x/v1", AI_MODELS: "[{" })).toBe("AI_MODELS is not valid JSON");
    expect(problem({ OPENAI_BASE_URL: "http://x/v1", AI_MODELS: '[{"id":"m","tier":"cheap","inputPerMTok":1,"outputPerMTok":1}]' })).toContain("at 0.tier");
    expect(problem({ OPENAI_BASE_URL: "http://x/v1", AI_MODELS: "[]" })).toContain("at least one model");
    expect(problem({ AI_PROVIDER: "anthropic" })).toContain("must be workers-ai or openai-compatible");
    expect(problem({ AI_PROVIDER: "openai-compatible" })).toContain("OPENAI_BASE_URL is not set");
  });
});
