/**
 * A local stand-in for the list-models endpoint of an OpenAI-compatible API (a paid outside service), answering
 * as OpenAI's `GET /v1/models` does:
 * - with the key MODEL_LIST_KEY: 200 `{ object: "list", data: [{ id, object: "model", created, owned_by }] }`
 *   listing LISTED_MODELS;
 * - without a key, or with another one: 401 and OpenAI's error body `{ error: { message, type, param, code } }`
 *   (code null for a missing key, "invalid_api_key" for a wrong one, whose message shows it masked).
 * Any path ending in /models is the endpoint, so each test can use its own (a base URL of
 * http://models.test/<anything>); one with a /not-a-list/ segment answers 200 with a body that is not a model
 * list (the shape of Ollama's own /api/tags), and one with a /silent/ segment does not answer for 10 s (an
 * endpoint that cannot be reached: behind miniflare's outbound service a refused connection reaches the
 * Worker as a 500, not as the network error workerd gives in production). For tests:
 * GET /_fake/asked?path=<path> answers how often that path was asked.
 */
export const MODEL_LIST_KEY = "sk-proj-test-model-list-0001";
export const LISTED_MODELS = ["gpt-4o-mini", "gpt-4o", "text-embedding-3-small"];

const NO_KEY =
  "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), " +
  "or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username. " +
  "You can obtain an API key from https://platform.openai.com/account/api-keys.";

/** OpenAI's error answer. */
function openAiError(status: number, message: string, code: string | null): Response {
  return Response.json({ error: { message, type: "invalid_request_error", param: null, code } }, { status });
}

/** A wrong key as OpenAI quotes it: its start and its last four characters. */
const masked = (key: string) => `${key.slice(0, 3)}${"*".repeat(Math.max(0, key.length - 7))}${key.slice(-4)}`;

export class FakeModelList {
  private readonly asked = new Map<string, number>();

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/_fake/asked") return Response.json({ asked: this.asked.get(url.searchParams.get("path") ?? "") ?? 0 });
    if (request.method !== "GET" || !url.pathname.endsWith("/models")) return openAiError(404, `Invalid URL (${request.method} ${url.pathname})`, null);
    this.asked.set(url.pathname, (this.asked.get(url.pathname) ?? 0) + 1);
    if (url.pathname.includes("/silent/")) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        request.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return new Response(null, { status: 504 });
    }
    if (url.pathname.includes("/not-a-list/")) {
      return Response.json({ models: [{ name: "llama3.2:latest", model: "llama3.2:latest", size: 2019393189 }] });
    }
    const authorization = request.headers.get("Authorization");
    if (!authorization) return openAiError(401, NO_KEY, null);
    const key = authorization.replace(/^Bearer /, "");
    if (key !== MODEL_LIST_KEY) {
      return openAiError(401, `Incorrect API key provided: ${masked(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`, "invalid_api_key");
    }
    return Response.json({
      object: "list",
      data: LISTED_MODELS.map((id, index) => ({ id, object: "model", created: 1_715_367_049 + index, owned_by: "system" })),
    });
  }
}
