/**
 * /api/live for the preview: a server-sent event stream with one "change" event per created, updated or
 * deleted record, as the generated backends send it. Held by the preview's Durable Object, which sees every write.
 */

export interface Change {
  topic: string;
  action: "created" | "updated" | "deleted";
  id: string;
}

const KEEP_ALIVE_MS = 25_000;
const encoder = new TextEncoder();

export class LiveChanges {
  private readonly writers = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  private keepAlive: ReturnType<typeof setInterval> | undefined;

  connect(): Response {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    this.writers.add(writer);
    this.send(writer, ": connected\n\n");
    this.keepAlive ??= setInterval(() => this.broadcast(": keep-alive\n\n"), KEEP_ALIVE_MS);
    return new Response(readable, {
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "Access-Control-Allow-Origin": "*" },
    });
  }

  publish(change: Change): void {
    this.broadcast(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
  }

  /** Ends every stream (the preview was reset or deleted). */
  close(): void {
    for (const writer of this.writers) void writer.close().catch(() => undefined);
    this.writers.clear();
    this.stopKeepAlive();
  }

  private broadcast(text: string): void {
    for (const writer of this.writers) this.send(writer, text);
  }

  private send(writer: WritableStreamDefaultWriter<Uint8Array>, text: string): void {
    // A closed connection fails its write: it is dropped, and with the last one the keep-alive stops.
    writer.write(encoder.encode(text)).catch(() => {
      this.writers.delete(writer);
      if (this.writers.size === 0) this.stopKeepAlive();
    });
  }

  private stopKeepAlive(): void {
    if (this.keepAlive !== undefined) clearInterval(this.keepAlive);
    this.keepAlive = undefined;
  }
}
