import { afterEach, describe, expect, it, vi } from "vitest";
import { apiUrl, tokenStore } from "../api/client";
import { stubEventStream } from "../test/event-stream";
import { EventStreamParser, followEventStream, readEventStream, reconnectDelay, type ServerSentEvent } from "./event-stream";

const STREAM = [
  ": connected\r\n\r\n",
  'event: change\ndata: {"topic":"orders"}\n\n',
  ": keep-alive\n\n",
  "data: first line\r\ndata:second line\r\r",
  "data\n\n",
  "event: no data, so no event\n\n",
].join("");

const EXPECTED: ServerSentEvent[] = [
  { type: "change", data: '{"topic":"orders"}' },
  { type: "message", data: "first line\nsecond line" },
  { type: "message", data: "" },
];

const parseAll = (pieces: string[]) => {
  const parser = new EventStreamParser();
  return pieces.flatMap((piece) => parser.push(piece));
};

describe("event stream", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("parses events however the text is split, skipping comments and keep-alives", () => {
    expect(parseAll([STREAM])).toEqual(EXPECTED);
    expect(parseAll([...STREAM])).toEqual(EXPECTED);
    for (let at = 1; at < STREAM.length; at++) expect(parseAll([STREAM.slice(0, at), STREAM.slice(at)])).toEqual(EXPECTED);
  });

  it("decodes a character split between two chunks of bytes", async () => {
    const bytes = new TextEncoder().encode('event: change\ndata: {"name":"Café"}\n\n');
    const at = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, at));
        controller.enqueue(bytes.slice(at));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toEqual([{ type: "change", data: '{"name":"Café"}' }]);
  });

  it("sends the token in the Authorization header, never in the URL, and stops when aborted", async () => {
    tokenStore.set("secret-token");
    const server = stubEventStream();
    const controller = new AbortController();
    const events: ServerSentEvent[] = [];
    void followEventStream("/api/live", (event) => events.push(event), controller.signal);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const [request] = server.requests;
    expect(request?.url).toBe(apiUrl("/api/live"));
    expect(request?.url).not.toContain("secret-token");
    expect(request?.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(request?.headers.get("Accept")).toBe("text/event-stream");
    server.send("event: change\nda");
    server.send("ta: 1\n\n");
    await vi.waitFor(() => expect(events).toEqual([{ type: "change", data: "1" }]));
    controller.abort();
    expect(request?.signal?.aborted).toBe(true);
  });

  it("reconnects after a drop, waiting longer after each failure in a row, at most 30 s", async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelay(0)).toBe(1000);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const server = stubEventStream();
    const open = fetch;
    const attempts = vi
      .fn(open)
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("Unavailable", { status: 503 }));
    vi.stubGlobal("fetch", attempts);
    const controller = new AbortController();
    void followEventStream("/api/live", () => undefined, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveBeenCalledTimes(3);
    expect(server.requests).toHaveLength(1);
    // Connected: the next drop waits the first delay again.
    server.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toHaveBeenCalledTimes(4);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveBeenCalledTimes(4);
  });
});
