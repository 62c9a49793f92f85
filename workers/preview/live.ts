/**
 * /api/live for the preview: a server-sent event stream with one "change" event per created, updated or
 * deleted record, as the generated backends send it. Held by the preview's Durable Object, which sees every write.
 * As there, a change to a record of a type a role owns reaches only the streams whose account sees that record.
 */

export interface Change {
  topic: string;
  action: "created" | "updated" | "deleted";
  id: string;
}

/**
 * Whether a stream is sent a change; `owner` is the account that created the record, where the app notes one. It
 * stays in the preview: the stream is sent topic, action and id.
 */
export type Audience = (change: Change, owner: string | undefined) => boolean;

const everyone: Audience = () => true;

const KEEP_ALIVE_MS = 25_000;
const encoder = new TextEncoder();

export class LiveChanges {
  /** Each open stream, and which changes it is sent. */
  private readonly streams = new Map<ReadableStreamDefaultController<Uint8Array>, Audience>();
  private keepAlive: ReturnType<typeof setInterval> | undefined;

  connect(audience: Audience = everyone): Response {
    let opened: ReadableStreamDefaultController<Uint8Array> | undefined;
    // A stream of its own rather than a TransformStream: a client that leaves with a change unread cancels it
    // here (the stream is dropped), where a TransformStream's pending write fails with no one to catch it.
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        opened = controller;
        this.streams.set(controller, audience);
        this.send(controller, ": connected\n\n");
      },
      cancel: () => {
        if (opened) this.drop(opened);
      },
    });
    this.keepAlive ??= setInterval(() => this.broadcast(": keep-alive\n\n"), KEEP_ALIVE_MS);
    return new Response(body, {
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "Access-Control-Allow-Origin": "*" },
    });
  }

  publish(change: Change, owner?: string): void {
    const text = `event: change\ndata: ${JSON.stringify({ topic: change.topic, action: change.action, id: change.id })}\n\n`;
    for (const [stream, audience] of this.streams) {
      if (audience(change, owner)) this.send(stream, text);
    }
  }

  /** Ends every stream (the preview was reset or deleted). */
  close(): void {
    for (const stream of this.streams.keys()) {
      try {
        stream.close();
      } catch {
        // Already closed by its client.
      }
    }
    this.streams.clear();
    this.stopKeepAlive();
  }

  private broadcast(text: string): void {
    for (const stream of this.streams.keys()) this.send(stream, text);
  }

  private send(stream: ReadableStreamDefaultController<Uint8Array>, text: string): void {
    try {
      stream.enqueue(encoder.encode(text));
    } catch {
      // A stream that cannot take more has ended.
      this.drop(stream);
    }
  }

  /** Forgets a stream that ended; with the last one the keep-alive stops. */
  private drop(stream: ReadableStreamDefaultController<Uint8Array>): void {
    this.streams.delete(stream);
    if (this.streams.size === 0) this.stopKeepAlive();
  }

  private stopKeepAlive(): void {
    if (this.keepAlive !== undefined) clearInterval(this.keepAlive);
    this.keepAlive = undefined;
  }
}
