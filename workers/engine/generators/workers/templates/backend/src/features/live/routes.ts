import { Hono } from "hono";
import type { AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";
{{accessImport}}

const KEEP_ALIVE_MS = 25_000;
const encoder = new TextEncoder();

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. It hears of the changes made through this isolate only
 * (src/events.ts); the README says what carries them across isolates in production.
 */
export function liveRoutes({ events{{repositories}} }: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => {
    {{seenBy}}
    let stop = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => controller.enqueue(encoder.encode(text));
        send(": connected\n\n");
        const unsubscribe = {{changes}}.subscribe((change) => send(`event: change\ndata: ${JSON.stringify(change)}\n\n`));
        const keepAlive = setInterval(() => send(": keep-alive\n\n"), KEEP_ALIVE_MS);
        stop = () => {
          clearInterval(keepAlive);
          unsubscribe();
        };
        c.req.raw.signal.addEventListener("abort", () => stop());
      },
      cancel() {
        stop();
      },
    });
    return new Response(body, {
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no" },
    });
  });
  return routes;
}
