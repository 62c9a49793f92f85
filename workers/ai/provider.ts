import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AiConfig, ModelSetting } from "./config";

export type ConfiguredAi = Exclude<AiConfig, { provider: "builtin" }>;

/**
 * The request body as the endpoint wants it: the output cap under the parameter the model takes, and a JSON
 * schema sent as guidance the endpoint may enforce (`strict: false`: OpenAI's strict mode refuses schemas with
 * optional properties, which the design has; vLLM, llama.cpp and Ollama constrain decoding either way).
 */
export function requestBodyFor(setting: ModelSetting, body: Record<string, unknown>): Record<string, unknown> {
  const shaped = { ...body };
  if (setting.outputLimit === "max_completion_tokens" && shaped.max_tokens !== undefined) {
    shaped.max_completion_tokens = shaped.max_tokens;
    delete shaped.max_tokens;
  }
  const format = shaped.response_format;
  if (typeof format === "object" && format !== null && (format as { type?: unknown }).type === "json_schema") {
    const schema = (format as { json_schema?: Record<string, unknown> }).json_schema ?? {};
    shaped.response_format = { ...format, json_schema: { ...schema, strict: false } };
  }
  return shaped;
}

/** The AI SDK model for a model id of the configured provider, made for what that model's endpoint can do. */
export function languageModelFor(config: ConfiguredAi): (modelId: string) => LanguageModel {
  if (config.provider === "workers-ai") {
    const workersAi = createWorkersAI({ binding: config.binding });
    return (modelId) => workersAi(modelId);
  }
  const settings = new Map(config.models.map((model) => [model.id, model]));
  return (modelId) => {
    const setting = settings.get(modelId);
    const provider = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: config.baseUrl,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
      // Token usage is what the accounting is built on: ask for it in every answer.
      includeUsage: true,
      supportsStructuredOutputs: setting?.structuredOutput === "json-schema",
      ...(setting ? { transformRequestBody: (body: Record<string, unknown>) => requestBodyFor(setting, body) } : {}),
    });
    return provider.chatModel(modelId);
  };
}
