// A language model for the benches, on 127.0.0.1 in the bench's own process: an OpenAI-compatible endpoint
// that answers every chat completion after a set delay, the architect's design call (the one asking for JSON)
// with a bakery's records and every other call (a task's report) with a short text. Only 127.0.0.1 is called.
import { createServer } from "node:http";

export const MODELS = [
  { id: "bench-budget", tier: "budget", inputPerMTok: 0.1, outputPerMTok: 0.4 },
  { id: "bench-balanced", tier: "balanced", inputPerMTok: 1, outputPerMTok: 3 },
];

/** The architect's answer when asked for JSON: a bakery's records, in its words (the shape the design schema takes). */
const DESIGN = {
  summary: "Your bakery keeps the loaves it bakes and the pre-orders customers collect at the counter.",
  entities: [
    {
      name: "Loaf",
      fields: [
        { name: "title", label: "Title", kind: "string", required: true },
        { name: "price", label: "Price", kind: "number", required: true },
        { name: "glutenFree", label: "Gluten free", kind: "boolean", required: false },
      ],
    },
    {
      name: "Pre order",
      fields: [
        { name: "customerName", label: "Customer name", kind: "string", required: true },
        { name: "collectOn", label: "Collect on", kind: "date", required: true },
        { name: "loafId", label: "Loaf", kind: "reference", required: true, target: "Loaf" },
      ],
    },
  ],
};
const REPORT = "From the bench model: I did my part of the bakery app and listed the requirements it serves.";

/** The OpenAI-compatible stand-in: answers every chat completion after `delayMs`, remembering each call. */
export async function startModelStandIn(delayMs) {
  const calls = [];
  const pending = new Set();
  const server = createServer((request, response) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        response.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "body is not JSON" } }));
        return;
      }
      const messages = JSON.stringify(body.messages ?? []);
      const design = body.response_format !== undefined && body.response_format !== null;
      const call = { receivedAt: performance.now(), answeredAt: null, design, model: String(body.model), messages };
      calls.push(call);
      if (body.stream) {
        response.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "this stand-in does not stream" } }));
        return;
      }
      const timer = setTimeout(() => {
        pending.delete(timer);
        const content = design ? JSON.stringify(DESIGN) : REPORT;
        const usage = { prompt_tokens: Math.ceil(messages.length / 4), completion_tokens: Math.ceil(content.length / 4) };
        call.answeredAt = performance.now();
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({
            id: `chatcmpl-bench-${calls.length}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: call.model,
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
          }),
        );
      }, delayMs);
      pending.add(timer);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => {
    for (const timer of pending) clearTimeout(timer);
    server.closeAllConnections();
    server.close();
  };
  return { url: `http://127.0.0.1:${server.address().port}/v1`, calls, close };
}

