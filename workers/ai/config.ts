import { z } from "zod";
import { WORKERS_AI_CATALOGUE } from "./catalogue";
import { modelPriceSchema, type ModelPrice } from "./prices";

/**
 * Which language model the agents think with, read from the environment:
 * - `AI_PROVIDER=workers-ai` with the `AI` binding: Workers AI (production), priced from AI_MODELS or the catalogue;
 * - `OPENAI_BASE_URL` (and `OPENAI_API_KEY`, optional for local model servers) with `AI_MODELS`: any
 *   OpenAI-compatible endpoint;
 * - nothing: the built-in engine, which costs nothing.
 * A setting that cannot be used is not guessed around: the built-in engine runs and `problem` says why.
 */
export type AiConfig =
  | { provider: "builtin"; models: readonly ModelPrice[]; problem: string | null }
  | { provider: "workers-ai"; models: readonly ModelPrice[]; binding: Ai }
  | { provider: "openai-compatible"; models: readonly ModelPrice[]; baseUrl: string; apiKey: string | null };

export interface AiEnv {
  AI_PROVIDER?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  AI_MODELS?: string;
  AI?: unknown;
}

const modelsSchema = z.array(modelPriceSchema).min(1, "AI_MODELS must list at least one model");

/** The `AI` binding, when the Worker has one: an object with `run`. */
function isBinding(value: unknown): value is Ai {
  return typeof value === "object" && value !== null && typeof (value as { run?: unknown }).run === "function";
}

function parseModels(text: string | undefined): { models: readonly ModelPrice[] | null; problem: string | null } {
  if (text === undefined || text.trim() === "") return { models: null, problem: null };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { models: null, problem: "AI_MODELS is not valid JSON" };
  }
  const parsed = modelsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join(".")})` : "";
    return { models: null, problem: `AI_MODELS is not a list of { id, tier, inputPerMTok, outputPerMTok }: ${issue?.message ?? "invalid"}${where}` };
  }
  return { models: parsed.data, problem: null };
}

const builtin = (problem: string | null): AiConfig => ({ provider: "builtin", models: WORKERS_AI_CATALOGUE, problem });

export function aiConfigFrom(env: AiEnv): AiConfig {
  const provider = env.AI_PROVIDER?.trim() ?? "";
  const baseUrl = env.OPENAI_BASE_URL?.trim() ?? "";
  const { models, problem } = parseModels(env.AI_MODELS);
  if (problem) return builtin(problem);
  if (provider === "workers-ai") {
    if (!isBinding(env.AI)) return builtin("AI_PROVIDER is workers-ai but the Worker has no AI binding ([ai] binding = \"AI\")");
    return { provider: "workers-ai", models: models ?? WORKERS_AI_CATALOGUE, binding: env.AI };
  }
  if (provider !== "" && provider !== "openai-compatible") {
    return builtin(`AI_PROVIDER must be workers-ai or openai-compatible, not "${provider}"`);
  }
  if (baseUrl === "") {
    return builtin(provider === "openai-compatible" ? "AI_PROVIDER is openai-compatible but OPENAI_BASE_URL is not set" : null);
  }
  if (!URL.canParse(baseUrl)) return builtin("OPENAI_BASE_URL is not a URL");
  if (!models) return builtin("OPENAI_BASE_URL is set but AI_MODELS does not list the models to use and their prices");
  const apiKey = env.OPENAI_API_KEY?.trim() || null;
  return { provider: "openai-compatible", models, baseUrl, apiKey };
}
