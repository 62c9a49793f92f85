import { vi } from "vitest";

/** One request the app made to the stubbed server. */
export interface StreamRequest {
  url: string;
  headers: Headers;
  signal: AbortSignal | undefined;
}

export interface StubEventStream {
  /** Every request made, in order: one per connection. */
  requests: StreamRequest[];
  /** Writes text to the latest connection: any piece of the event-stream format, a split event included. */
  send(text: string): void;
  /** Ends the latest connection, as a server restart or a proxy's timeout would. */
  drop(): void;
}

/**
 * Replaces fetch with a server whose every answer is an open text/event-stream the test writes to. A
 * connection ends when the test drops it or the request's signal aborts, as a real one does.
 */
export function stubEventStream(): StubEventStream {
  const requests: StreamRequest[] = [];
  const encoder = new TextEncoder();
  let latest: ReadableStreamDefaultController<Uint8Array> | undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const signal = init.signal ?? undefined;
      requests.push({ url: String(input), headers: new Headers(init.headers), signal });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          latest = controller;
          signal?.addEventListener("abort", () => controller.error(new DOMException("The request was aborted", "AbortError")));
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    }),
  );
  return {
    requests,
    send: (text) => latest?.enqueue(encoder.encode(text)),
    drop: () => latest?.close(),
  };
}
