/**
 * A local stand-in for an OpenAI-compatible chat endpoint (a paid outside service), answering the way OpenAI's
 * published API reference describes POST /v1/chat/completions and GET /v1/models, and the way hosted and local
 * servers answer in practice. Errors carry OpenAI's error object `{ error: { message, type, param, code } }`.
 *
 * What a model does is chosen by its id, up to an optional "#tag" that keeps one test's counters its own
 * ("rate-limited#3f2a" is a fresh rate-limited model):
 * - `plain`: answers JSON as asked (response_format json_schema or json_object), else text; usage reported.
 * - `fenced`: wraps every JSON answer in a Markdown fence between two sentences, whatever was asked.
 * - `prose`: takes no response_format (400, as servers without JSON mode answer) and wraps JSON in a sentence.
 * - `rate-limited`: its first call answers 429 with `retry-after: 1` (seconds; "rate-limited~3" asks for 3), then as `plain`.
 * - `flaky`: its first two calls answer 500 and 503, then as `plain`.
 * - `no-usage`: as `plain`, with no `usage` in its answers.
 * - `reasoning`: refuses `max_tokens` (400 unsupported_parameter, as OpenAI's reasoning models do), spends 1,000
 *   reasoning tokens inside `max_completion_tokens` and reports them; a smaller cap ends with no text (finish "length").
 * - `silent`: never answers (the caller's deadline ends it).
 * - `bad-samples`: answers the design with a sample price that is not a number.
 * Any other id is refused with 404 model_not_found. GET /v1/models lists the ids above, and the tagged ids the
 * endpoint is made with (the models an operator would find deployed there).
 * GET /_fake/seen?model=<id> answers what that model received: `{ at, body }`, `at` in ms since the epoch.
 */

const BEHAVIOURS = ["plain", "fenced", "prose", "rate-limited", "flaky", "no-usage", "reasoning", "silent", "bad-samples"] as const;
type Behaviour = (typeof BEHAVIOURS)[number];

const REASONING_TOKENS = 1000;
export const FAKE_MODEL_REPORT = "I did my part of your bakery app, serving the requirements listed.";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const error = (status: number, message: string, type: string, code: string | null, param: string | null = null, headers: Record<string, string> = {}) =>
  json(status, { error: { message, type, param, code } }, headers);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A rough token count (OpenAI's rule of thumb: four characters a token), for the usage the fake reports. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function behaviourOf(model: string): Behaviour | null {
  const name = (model.split("#")[0] ?? "").replace(/~\d+$/, "");
  return (BEHAVIOURS as readonly string[]).includes(name) ? (name as Behaviour) : null;
}

/**
 * The records a design call answers with: the ones the question offers (the word-based reading, or the records
 * as they are), as a model that agrees with them would. `bad-samples` gives the first record with a number
 * field a sample whose number is a word.
 */
function designAnswer(behaviour: Behaviour, messages: readonly unknown[]): string {
  const question = messages
    .filter(isRecord)
    .map((message) => (typeof message.content === "string" ? message.content : ""))
    .join("\n");
  const line = question.split("\n").find((text) => /add what is missing: \{|The app's records now: \{/.test(text)) ?? "";
  const offered = line.slice(line.indexOf("{"));
  const design = offered ? (JSON.parse(offered) as { entities?: unknown[] }) : { entities: [] };
  const entities = (design.entities ?? []).filter(isRecord);
  if (behaviour === "bad-samples") {
    const target = entities.find((entity) => Array.isArray(entity.fields) && entity.fields.some((field) => isRecord(field) && field.kind === "number"));
    if (target && Array.isArray(target.fields)) {
      const sample = Object.fromEntries(target.fields.filter(isRecord).map((field) => [String(field.name), field.kind === "number" ? "cheap" : "Sourdough loaf"]));
      target.samples = [sample];
    }
  }
  return JSON.stringify({ summary: "Your bakery keeps the records your answers name.", ...design, entities });
}

export class FakeModelServer {
  constructor(private readonly deployed: readonly string[] = []) {}
  private readonly calls = new Map<string, number>();
  private readonly seen = new Map<string, unknown[]>();

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/_fake/seen") return json(200, this.seen.get(url.searchParams.get("model") ?? "") ?? []);
    if (request.method === "GET" && url.pathname === "/v1/models") {
      const ids = [...BEHAVIOURS, ...this.deployed.filter((id) => behaviourOf(id) !== null)];
      return json(200, { object: "list", data: ids.map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "fake" })) });
    }
    if (request.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      return error(404, `Invalid URL (${request.method} ${url.pathname})`, "invalid_request_error", null);
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return error(400, "We could not parse the JSON body of your request.", "invalid_request_error", null);
    }
    if (!isRecord(body) || typeof body.model !== "string" || !Array.isArray(body.messages)) {
      return error(400, "'model' and 'messages' are required properties.", "invalid_request_error", null);
    }
    const model = body.model;
    const behaviour = behaviourOf(model);
    if (!behaviour) return error(404, `The model \`${model}\` does not exist or you do not have access to it.`, "invalid_request_error", "model_not_found");
    this.seen.set(model, [...(this.seen.get(model) ?? []), { at: Date.now(), body }]);
    const call = (this.calls.get(model) ?? 0) + 1;
    this.calls.set(model, call);
    return this.answer(behaviour, call, body, request.signal);
  }

  private async answer(behaviour: Behaviour, call: number, body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    if (behaviour === "silent") {
      await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
      return error(408, "The request was abandoned.", "timeout", null);
    }
    if (behaviour === "rate-limited" && call === 1) {
      return error(429, `Rate limit reached for ${String(body.model)} on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in a moment.`, "requests", "rate_limit_exceeded", null, {
        "retry-after": /~(\d+)/.exec(String(body.model))?.[1] ?? "1",
        "x-ratelimit-limit-requests": "3",
        "x-ratelimit-remaining-requests": "0",
      });
    }
    if (behaviour === "flaky" && call <= 2) {
      return call === 1
        ? error(500, "The server had an error while processing your request. Sorry about that!", "server_error", null)
        : error(503, "The engine is currently overloaded, please try again later.", "server_error", null);
    }
    const format = isRecord(body.response_format) ? body.response_format : null;
    if (format && behaviour === "prose") return error(400, "response_format is not supported by this model.", "invalid_request_error", null, "response_format");
    if (format?.type === "json_schema") {
      const schema = isRecord(format.json_schema) ? format.json_schema : null;
      if (!schema || typeof schema.name !== "string" || !/^[a-zA-Z0-9_-]{1,64}$/.test(schema.name) || !isRecord(schema.schema)) {
        return error(400, "Invalid 'response_format.json_schema': a name and a schema are required.", "invalid_request_error", null, "response_format");
      }
    }
    const text = JSON.stringify(body.messages);
    if (format?.type === "json_object" && !/json/i.test(text)) {
      return error(400, "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", "invalid_request_error", null, "messages");
    }
    let cap: number | null = typeof body.max_tokens === "number" ? body.max_tokens : null;
    if (behaviour === "reasoning") {
      if (body.max_tokens !== undefined) {
        return error(400, "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "invalid_request_error", "unsupported_parameter", "max_tokens");
      }
      cap = typeof body.max_completion_tokens === "number" ? body.max_completion_tokens : null;
    }
    // A design call asks for JSON: through the response format, or (without one) in its instructions.
    const wantsJson = format !== null || /Answer with one JSON object/.test(text);
    const design = designAnswer(behaviour, body.messages as unknown[]);
    let content = wantsJson ? design : FAKE_MODEL_REPORT;
    if (wantsJson && (behaviour === "fenced" || behaviour === "prose")) {
      content = behaviour === "fenced" ? `Here is the app model:\n\n\`\`\`json\n${design}\n\`\`\`\n\nLet me know if you want changes.` : `Sure! The design is ${design} as requested.`;
    }
    const reasoning = behaviour === "reasoning" ? REASONING_TOKENS : 0;
    let finish = "stop";
    let completion = tokens(content) + reasoning;
    if (cap !== null && completion > cap) {
      // Cut off at the cap: what reasoning left room for, or nothing.
      finish = "length";
      const room = Math.max(0, cap - reasoning);
      content = content.slice(0, room * 4);
      completion = cap;
    }
    const usage = {
      prompt_tokens: tokens(text),
      completion_tokens: completion,
      total_tokens: tokens(text) + completion,
      ...(reasoning > 0 ? { completion_tokens_details: { reasoning_tokens: Math.min(reasoning, completion) } } : {}),
    };
    return json(200, {
      id: `chatcmpl-${crypto.randomUUID()}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: finish }],
      ...(behaviour === "no-usage" ? {} : { usage }),
    });
  }
}
