import { env } from "cloudflare:workers";
import { z } from "zod";
import { assetOnce } from "../assets";
import type { TokenUsage } from "../contract/usage";

// Spend never under-counts: a provider that reports no usage (some local servers, some proxies) is counted
// by AppForge itself, with the cl100k_base tokenizer (gpt-tokenizer). Other models' tokenizers differ by a
// few percent either way, so such figures are marked estimated wherever they are shown.

/** Tokens a chat request adds around its messages (roles, template markers), counted generously. */
export const MESSAGE_OVERHEAD_TOKENS = 64;

type Counter = (text: string) => number;

/** Where the tokenizer's byte-pair ranks sit among the assets (scripts/build-worker-data.mjs writes them). */
const TOKENIZER_RANKS_ASSET = "/worker-data/cl100k_base.json";
const ranksSchema = z.array(z.union([z.string(), z.array(z.number().int().min(0).max(255))])).min(100_000);

/**
 * The tokenizer, made the first time a call needs it: a provider left out its usage, a call was given up, or a
 * prompt comes near the model's context. Most isolates never make it. Its ranks (about 1.3 MB) are read from the
 * assets rather than carried in the Worker's script, which every request starts.
 */
const loadCounter = assetOnce(TOKENIZER_RANKS_ASSET, async (response): Promise<Counter> => {
  const ranks = ranksSchema.parse(await response.json());
  const { GptEncoding } = await import("gpt-tokenizer/GptEncoding");
  const { countTokens } = GptEncoding.getEncodingApi("cl100k_base", () => ranks);
  // Text that looks like a special token (<|endoftext|>) is counted as the text it is, never refused.
  return (text: string) => countTokens(text, { disallowedSpecial: new Set() });
});

export async function countTokens(text: string): Promise<number> {
  return (await loadCounter(env.ASSETS))(text);
}

/** The provider's usage, in the AI SDK's shape: a side it left out is undefined. */
export interface ReportedUsage {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
}

/** A call's tokens, and whether AppForge counted any side of them itself. */
export interface MeasuredUsage extends TokenUsage {
  estimated: boolean;
}

/**
 * The tokens of an answered call: as the provider reports them; a side it did not report is counted from
 * what was sent (system and prompt, plus the request's overhead) or what came back (the answer's text and
 * any reasoning text the provider returned).
 */
export async function measuredUsage(reported: ReportedUsage | undefined, sent: string, received: string): Promise<MeasuredUsage> {
  const tokensIn = reported?.inputTokens;
  const tokensOut = reported?.outputTokens;
  // A provider that answers 0 tokens out for a non-empty answer did not count: counted here instead.
  const outMissing = tokensOut === undefined || (tokensOut === 0 && received !== "");
  const inMissing = tokensIn === undefined || tokensIn === 0;
  return {
    tokensIn: inMissing ? (await countTokens(sent)) + MESSAGE_OVERHEAD_TOKENS : tokensIn,
    tokensOut: outMissing ? await countTokens(received) : tokensOut,
    estimated: inMissing || outMissing,
  };
}

/** A call given up (at its deadline, or cut off): the provider may bill it in full, so it counts what was sent and its whole output cap. */
export async function givenUpUsage(sent: string, maxOutputTokens: number): Promise<MeasuredUsage> {
  return { tokensIn: (await countTokens(sent)) + MESSAGE_OVERHEAD_TOKENS, tokensOut: maxOutputTokens, estimated: true };
}
