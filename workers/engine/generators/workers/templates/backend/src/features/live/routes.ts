import { Hono } from "hono";
import { ChangeEvents, type Change } from "../../events.js";
import type { AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";
{{accessImport}}

const KEEP_ALIVE_MS = 25_000;
/** How often a stream sends the changes queued for it. */
const FLUSH_MS = 250;
const encoder = new TextEncoder();

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. It hears of the changes made through this isolate only
 * (src/events.ts); the README says what carries them across isolates in production.
 */
export function liveRoutes({ events{{repositories}} }: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => {
    // A change is made by another request, and a Worker may not do I/O for one request from another's: the change
    // is only queued there, and this stream's own timer hands it on (to the checks below, then to the stream).
    const queued: Change[] = [];
    const local = new ChangeEvents();
    {{seenBy}}
    let stop = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => controller.enqueue(encoder.encode(text));
        send(": connected\n\n");
        const unsubscribe = events.subscribe((change) => {
          queued.push(change);
        });
        const unsubscribeLocal = {{changes}}.subscribe((change) => send(`event: change\ndata: ${JSON.stringify(change)}\n\n`));
        const flush = setInterval(() => {
          for (const change of queued.splice(0)) local.publish(change);
        }, FLUSH_MS);
        const keepAlive = setInterval(() => send(": keep-alive\n\n"), KEEP_ALIVE_MS);
        stop = () => {
          clearInterval(flush);
          clearInterval(keepAlive);
          unsubscribe();
          unsubscribeLocal();
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
