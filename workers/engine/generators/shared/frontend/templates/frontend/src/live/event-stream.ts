import { apiUrl, authHeaders } from "../api/client";

/** One server-sent event: its type ("message" when the server names none) and its data lines, joined. */
export interface ServerSentEvent {
  type: string;
  data: string;
}

/**
 * Reads the text/event-stream format from text that arrives in pieces. A line ends with LF, CRLF or CR; a
 * blank line ends an event; "event:" names it, each "data:" adds a line to its data; a line starting with ":"
 * is a comment (the server's keep-alive). A piece may end anywhere, even between a CR and its LF: what is
 * not a whole line yet waits for the next piece. ("id:" and "retry:" are not used: the stream announces
 * changes to refresh from, not a history to resume.)
 */
export class EventStreamParser {
  private rest = "";
  private type = "";
  private data: string[] = [];

  /** Takes the next piece of text; returns the events it completed, in order. */
  push(text: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    const buffer = this.rest + text;
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    for (let match = lineEnd.exec(buffer); match !== null; match = lineEnd.exec(buffer)) {
      // A CR at the very end may be the first half of a CRLF split between two pieces.
      if (match[0] === "\r" && lineEnd.lastIndex === buffer.length) break;
      const event = this.line(buffer.slice(start, match.index));
      if (event) events.push(event);
      start = lineEnd.lastIndex;
    }
    this.rest = buffer.slice(start);
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === "") {
      const event = this.data.length > 0 ? { type: this.type || "message", data: this.data.join("\n") } : null;
      this.type = "";
      this.data = [];
      return event;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") this.type = value;
    else if (field === "data") this.data.push(value);
    return null;
  }
}

/** Reads a response body to its end, calling onEvent for each event in it. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
  }
}

export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnecting: 1 s after a drop or a first failed attempt, doubling with each further failure in a row, at most 30 s. */
export const reconnectDelay = (failures: number) =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, failures - 1));

/** Resolves after ms, or as soon as the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}

/**
 * Follows one of the API's event streams until the signal aborts. It is read with fetch rather than
 * EventSource so that the sign-in token travels in the Authorization header, never in the URL (where logs,
 * the history and Referer headers would keep it). After a drop it reconnects, waiting longer after each
 * attempt that fails (see reconnectDelay); each attempt reads the token afresh, so signing in again is
 * picked up without reloading.
 */
export async function followEventStream(path: string, onEvent: (event: ServerSentEvent) => void, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const response = await fetch(apiUrl(path), { headers: { Accept: "text/event-stream", ...authHeaders() }, signal });
      const stream = response.ok && response.headers.get("content-type")?.includes("text/event-stream") ? response.body : null;
      if (stream) {
        failures = 0;
        await readEventStream(stream, onEvent);
      } else {
        // Refused (signed out, say) or not a stream: count it as a failed attempt.
        failures += 1;
        await response.body?.cancel().catch(() => undefined);
      }
    } catch {
      // Cut off, or the server cannot be reached: try again after the pause below, unless stopped.
      failures += 1;
    }
    if (signal.aborted) return;
    await pause(reconnectDelay(failures), signal);
  }
}

/**
 * Follows /api/live until the signal aborts, calling refresh for each "change" event of this topic (a
 * record type's route): what the screens' live-refresh hooks run while they are open.
 */
export function followChanges(topic: string, refresh: () => unknown, signal: AbortSignal): void {
  void followEventStream(
    "/api/live",
    (event) => {
      if (event.type !== "change") return;
      try {
        const change = JSON.parse(event.data) as { topic?: unknown } | null;
        if (change?.topic === topic) refresh();
      } catch {
        // Not a change event: ignore it.
      }
    },
    signal,
  );
}
