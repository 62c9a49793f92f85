import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { aiConfigFrom, reasoningTokensOf, withDefaults } from "./config";
import { readJsonAnswer } from "./json-answer";
import { ModelDidNotAnswer } from "./model-call";
import { requestBodyFor } from "./provider";
import { backoffMs, MAX_WAIT_MS, passingFailure, retryAfterMs } from "./retry";
import { countTokens, givenUpUsage, measuredUsage, MESSAGE_OVERHEAD_TOKENS } from "./tokens";

const entry = { id: "m", tier: "balanced", inputPerMTok: 1, outputPerMTok: 2 } as const;

describe("a model's settings", () => {
  it("default to what the common servers take, and say what they cannot be", () => {
    expect(withDefaults(entry)).toEqual({ ...entry, structuredOutput: "json-schema", outputLimit: "max_tokens", contextTokens: 32_768 });
    expect(reasoningTokensOf(withDefaults(entry))).toBe(0);
    expect(reasoningTokensOf(withDefaults({ ...entry, outputLimit: "max_completion_tokens" }))).toBe(4000);
    expect(reasoningTokensOf(withDefaults({ ...entry, outputLimit: "max_completion_tokens", reasoningTokens: 0 }))).toBe(0);
    const refused = aiConfigFrom({ OPENAI_BASE_URL: "http://x.test/v1", AI_MODELS: JSON.stringify([{ ...entry, structuredOutput: "xml" }]) });
    expect(refused).toMatchObject({ provider: "builtin", problem: expect.stringContaining("(at 0.structuredOutput)") });
    const twice = aiConfigFrom({ OPENAI_BASE_URL: "http://x.test/v1", AI_MODELS: JSON.stringify([entry, entry]) });
    expect(twice).toMatchObject({ provider: "builtin", problem: expect.stringContaining("AI_MODELS lists a model id twice") });
  });

  it("shape the request body: the cap's parameter, and a schema the endpoint holds the model to without OpenAI's strict mode", () => {
    const body = { model: "m", max_tokens: 600, response_format: { type: "json_schema", json_schema: { name: "response", schema: {}, strict: true } } };
    expect(requestBodyFor(withDefaults(entry), body)).toEqual({ ...body, response_format: { type: "json_schema", json_schema: { name: "response", schema: {}, strict: false } } });
    const reasoning = requestBodyFor(withDefaults({ ...entry, outputLimit: "max_completion_tokens" }), { model: "m", max_tokens: 4600 });
    expect(reasoning).toEqual({ model: "m", max_completion_tokens: 4600 });
  });
});

describe("a model's JSON answer", () => {
  const object = { entities: [{ name: "Cake" }], summary: "Cakes {and} \"quotes\"" };
  const text = JSON.stringify(object);

  it("is read plain, fenced, in prose, or after the model's reasoning", () => {
    expect(readJsonAnswer(text)).toEqual({ ok: true, value: object });
    expect(readJsonAnswer(`Here it is:\n\n\`\`\`json\n${text}\n\`\`\`\nAnything else?`)).toEqual({ ok: true, value: object });
    expect(readJsonAnswer(`\`\`\`\n${text}\n\`\`\``)).toEqual({ ok: true, value: object });
    expect(readJsonAnswer(`Sure! The design is ${text} as you asked {not json}.`)).toEqual({ ok: true, value: object });
    expect(readJsonAnswer(`<think>Maybe {"entities": []} first?</think>\n${text}`)).toEqual({ ok: true, value: object });
    expect(readJsonAnswer(`I kept {orders and cakes. Here: ${text}`)).toEqual({ ok: true, value: object });
  });

  it("is refused with a reason a model can act on", () => {
    expect(readJsonAnswer("  ")).toEqual({ ok: false, problem: "the answer was empty" });
    expect(readJsonAnswer("I would keep cakes and orders.")).toEqual({ ok: false, problem: "the answer holds no JSON object" });
    expect(readJsonAnswer(text.slice(0, 30))).toMatchObject({ ok: false, problem: expect.stringContaining("does not parse") });
  });
});

describe("a failed model call", () => {
  const apiError = (statusCode: number, headers: Record<string, string> = {}) =>
    new APICallError({ message: `Answered ${statusCode}`, url: "http://x.test/v1/chat/completions", requestBodyValues: {}, statusCode, responseHeaders: headers });

  it("passes when the provider is busy, down or slow, and not when the request is wrong", () => {
    expect(passingFailure(apiError(429, { "retry-after": "7" }))).toEqual({ reason: "The model provider is rate limited (429): Answered 429", retryAfterMs: 7000 });
    expect(passingFailure(apiError(503))).toEqual({ reason: "The model provider answered 503: Answered 503", retryAfterMs: null });
    expect(passingFailure(new ModelDidNotAnswer("The model m did not answer within 90 s"))).toEqual({ reason: "The model m did not answer within 90 s", retryAfterMs: null });
    const unreachable = new APICallError({ message: "Cannot connect to API: fetch failed", url: "http://x.test/v1/chat/completions", requestBodyValues: {}, isRetryable: true });
    expect(passingFailure(unreachable)).toEqual({ reason: "The model provider could not be reached: Cannot connect to API: fetch failed", retryAfterMs: null });
    // Not the provider's: a database or code error is never waited out as if it were.
    expect(passingFailure(new TypeError("fetch failed"))).toBeNull();
    expect(passingFailure(apiError(400))).toBeNull();
    expect(passingFailure(apiError(404))).toBeNull();
    expect(passingFailure(new Error("The model m answered with no text"))).toBeNull();
  });

  it("waits what the provider asks, in any of its forms, else backs off with jitter", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    expect(retryAfterMs({ "Retry-After": "2" }, now)).toBe(2000);
    expect(retryAfterMs({ "retry-after-ms": "350", "retry-after": "2" }, now)).toBe(350);
    expect(retryAfterMs({ "retry-after": "Thu, 26 Nov 2026 10:00:30 GMT" }, now)).toBe(30_000);
    expect(retryAfterMs({ "retry-after": "soon" }, now)).toBeNull();
    expect(retryAfterMs({}, now)).toBeNull();
    expect(backoffMs(1, 2000, 7000)).toBe(7000);
    expect(backoffMs(1, 2000, 3_600_000)).toBe(MAX_WAIT_MS);
    expect(backoffMs(1, 2000, null, () => 1)).toBe(2000);
    expect(backoffMs(2, 2000, null, () => 1)).toBe(8000);
    expect(backoffMs(2, 2000, null, () => 0)).toBe(4000);
    expect(backoffMs(9, 2000, null, () => 1)).toBe(MAX_WAIT_MS);
  });
});

describe("tokens a provider did not report", () => {
  it("are counted from what was sent and received, and marked estimated; what it reports is kept", async () => {
    const sent = "You are the architect. Decide the records.";
    const received = "Cakes and orders.";
    const counted = { tokensIn: (await countTokens(sent)) + MESSAGE_OVERHEAD_TOKENS, tokensOut: await countTokens(received) };
    expect(await measuredUsage(undefined, sent, received)).toEqual({ ...counted, estimated: true });
    expect(await measuredUsage({ inputTokens: 120, outputTokens: 0 }, sent, received)).toEqual({ tokensIn: 120, tokensOut: counted.tokensOut, estimated: true });
    expect(await measuredUsage({ inputTokens: 120, outputTokens: 9 }, sent, received)).toEqual({ tokensIn: 120, tokensOut: 9, estimated: false });
    // Text that looks like a special token is counted as text, never refused.
    expect(await countTokens("a <|endoftext|> b")).toBeGreaterThan(3);
  });

  it("are counted with cl100k_base's own ranks, read from the assets", async () => {
    // Figures OpenAI publishes for cl100k_base: a wrong or truncated ranks file would count otherwise.
    expect(await countTokens("hello world")).toBe(2);
    expect(await countTokens("tiktoken is great!")).toBe(6);
    expect(await countTokens("")).toBe(0);
  });

  it("of a call given up count its whole output cap", async () => {
    expect(await givenUpUsage("hello", 6000)).toEqual({ tokensIn: (await countTokens("hello")) + MESSAGE_OVERHEAD_TOKENS, tokensOut: 6000, estimated: true });
  });
});
