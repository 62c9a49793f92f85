import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from "ai";
import type { z } from "zod";
import type { ModelSetting } from "./config";
import { addCall, ModelDidNotAnswer, type CallDeadline, type CallSpend } from "./model-call";
import { givenUpUsage, measuredUsage } from "./tokens";

/** What a JSON call answered: its text (to read with readJsonAnswer), and whether it stopped at its output cap. */
export interface JsonCallAnswer {
  text: string;
  cutOff: boolean;
}

/**
 * One call that asks for JSON: with the response format where the endpoint takes one (the schema where it
 * enforces one), no retries of its own, within its deadline. Its tokens join `spend`, counted by AppForge where
 * the provider reports none; a call given up at its deadline is counted at its sent tokens and its whole cap
 * (the provider may bill it) and rethrown. An answer the SDK's own reading refuses (fenced, in prose, off the
 * schema) is answered as text, for the caller to read however it is wrapped.
 */
export async function askForJson(
  call: { model: LanguageModel; setting: ModelSetting; system: string; prompt: string; schema: z.ZodType; cap: number; deadline: CallDeadline },
  spend: CallSpend,
): Promise<JsonCallAnswer> {
  const { model, setting, system, prompt, schema, cap, deadline } = call;
  const sent = `${system}\n${prompt}`;
  try {
    const result = await deadline.within(
      generateText({
        model,
        system,
        prompt,
        ...(setting.structuredOutput === "none" ? {} : { output: Output.object({ schema }) }),
        maxOutputTokens: cap,
        maxRetries: 0,
        abortSignal: deadline.signal,
      }),
    );
    addCall(spend, await measuredUsage(result.usage, sent, `${result.reasoningText ?? ""}${result.text}`), setting);
    return { text: result.text, cutOff: result.finishReason === "length" };
  } catch (error) {
    if (error instanceof ModelDidNotAnswer) {
      addCall(spend, await givenUpUsage(sent, cap), setting);
      throw error;
    }
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    const text = error.text ?? "";
    addCall(spend, await measuredUsage(error.usage, sent, text), setting);
    return { text, cutOff: error.finishReason === "length" };
  }
}
