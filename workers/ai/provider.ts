import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AiConfig } from "./config";

export type ConfiguredAi = Exclude<AiConfig, { provider: "builtin" }>;

/** The AI SDK model for a model id of the configured provider. */
export function languageModelFor(config: ConfiguredAi): (modelId: string) => LanguageModel {
  if (config.provider === "workers-ai") {
    const workersAi = createWorkersAI({ binding: config.binding });
    return (modelId) => workersAi(modelId);
  }
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    // Token usage is what the accounting is built on: ask for it in every answer.
    includeUsage: true,
  });
  return (modelId) => provider.chatModel(modelId);
}
