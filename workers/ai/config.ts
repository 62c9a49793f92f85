import { z } from "zod";
import { WORKERS_AI_CATALOGUE } from "./catalogue";
import { modelPriceSchema } from "./prices";

/**
 * Which language model the agents think with, read from the environment:
 * - `AI_PROVIDER=workers-ai` with the `AI` binding: Workers AI (production), priced from AI_MODELS or the catalogue;
 * - `OPENAI_BASE_URL` (and `OPENAI_API_KEY`, optional for local model servers) with `AI_MODELS`: any
 *   OpenAI-compatible endpoint;
 * - nothing: the built-in engine, which costs nothing.
 * A setting that cannot be used is not guessed around: the built-in engine runs and `problem` says why.
 */
export type AiConfig =
  | { provider: "builtin"; models: readonly ModelSetting[]; problem: string | null }
  | { provider: "workers-ai"; models: readonly ModelSetting[]; binding: Ai }
  | { provider: "openai-compatible"; models: readonly ModelSetting[]; baseUrl: string; apiKey: string | null };

/**
 * How a model's endpoint takes a JSON answer: `json-schema` (response_format json_schema: the endpoint holds
 * the model to the schema, as OpenAI, vLLM, llama.cpp's server and Ollama do), `json-object` (response_format
 * json_object: JSON, the schema only in the prompt) or `none` (no response_format at all; the answer is read
 * out of the text).
 */
export const STRUCTURED_OUTPUTS = ["json-schema", "json-object", "none"] as const;
/** The request parameter that caps the answer: `max_tokens`, or `max_completion_tokens` (OpenAI's reasoning models). */
export const OUTPUT_LIMITS = ["max_tokens", "max_completion_tokens"] as const;

/** One entry of AI_MODELS: the model's price, and what its endpoint can do (each with a default that suits the common servers). */
export const modelSettingSchema = modelPriceSchema.extend({
  structuredOutput: z.enum(STRUCTURED_OUTPUTS).default("json-schema"),
  outputLimit: z.enum(OUTPUT_LIMITS).default("max_tokens"),
  /**
   * Tokens the model may think before it answers, added to every call's output cap (a reasoning model spends
   * them inside it). Default: 4,000 with max_completion_tokens, else 0.
   */
  reasoningTokens: z.number().int().nonnegative().max(100_000).optional(),
  /** The model's context window: a call's answer is capped so that prompt and answer fit. */
  contextTokens: z.number().int().min(2048).max(10_000_000).default(32_768),
});
export type ModelSetting = z.infer<typeof modelSettingSchema>;

/** A setting's reasoning allowance, with its default. */
export const reasoningTokensOf = (model: ModelSetting): number =>
  model.reasoningTokens ?? (model.outputLimit === "max_completion_tokens" ? 4000 : 0);

/** A catalogue entry with the defaults a setting would get. */
export const withDefaults = (price: z.input<typeof modelSettingSchema>): ModelSetting => modelSettingSchema.parse(price);

export interface AiEnv {
  AI_PROVIDER?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  AI_MODELS?: string;
  AI?: unknown;
}

const modelsSchema = z
  .array(modelSettingSchema)
  .min(1, "AI_MODELS must list at least one model")
  .refine((models) => new Set(models.map((model) => model.id)).size === models.length, "AI_MODELS lists a model id twice");

/** The `AI` binding, when the Worker has one: an object with `run`. */
function isBinding(value: unknown): value is Ai {
  return typeof value === "object" && value !== null && typeof (value as { run?: unknown }).run === "function";
}

function parseModels(text: string | undefined): { models: readonly ModelSetting[] | null; problem: string | null } {
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
    return {
      models: null,
      problem: `AI_MODELS is not a list of { id, tier, inputPerMTok, outputPerMTok } (with optional structuredOutput, outputLimit, reasoningTokens, contextTokens): ${issue?.message ?? "invalid"}${where}`,
    };
  }
  return { models: parsed.data, problem: null };
}

/** Workers AI holds only some models to a JSON schema: the catalogue's get JSON mode, with the schema in the prompt. */
const CATALOGUE = WORKERS_AI_CATALOGUE.map((model) => withDefaults({ ...model, structuredOutput: "json-object" }));

const builtin = (problem: string | null): AiConfig => ({ provider: "builtin", models: CATALOGUE, problem });

export function aiConfigFrom(env: AiEnv): AiConfig {
  const provider = env.AI_PROVIDER?.trim() ?? "";
  const baseUrl = env.OPENAI_BASE_URL?.trim() ?? "";
  const { models, problem } = parseModels(env.AI_MODELS);
  if (problem) return builtin(problem);
  if (provider === "workers-ai") {
    if (!isBinding(env.AI)) return builtin("AI_PROVIDER is workers-ai but the Worker has no AI binding ([ai] binding = \"AI\")");
    return { provider: "workers-ai", models: models ?? CATALOGUE, binding: env.AI };
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
